import type { PortalFeatures } from '../../domain/deployment/portal-features';
import { useDeploymentValues } from './portal.context';

export type DocsTerms = PortalFeatures['docsTerms'];

/**
 * The words of the documents' pages on this deployment (PortalFeatures.docsTerms), as i18next's context: a key with
 * an `_openapi` twin says that where the documents are OpenAPI; every other key, and every key on lcp, says its own.
 */
export const useDocTerms = (): { readonly context: DocsTerms } => ({ context: useDeploymentValues().features.docsTerms });
