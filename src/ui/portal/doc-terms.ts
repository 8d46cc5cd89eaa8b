import type { TFunction, TOptions } from 'i18next';
import { decide } from '../../domain/deployment/decide';
import type { PortalFeatures } from '../../domain/deployment/portal-features';

/** A word about the documents by its key (mostly `docs.`), as a deployment says it. */
export type DocTerm = (key: string, options?: TOptions) => string;

/**
 * The words about the documents on a deployment (PortalFeatures.docsTerms): their pages and the header's API menu.
 * Where the documents are OpenAPI, a key is first looked up under `openapi.terms.` (the OpenAPI area, loaded at
 * start-up there only, so the first view of other deployments does not carry these words); every other key, and every
 * key on lcp, says its own. Pure, for the app (use-doc-terms.ts) and the publish step alike.
 */
export const docTermOf = (t: TFunction, docsTerms: PortalFeatures['docsTerms']): DocTerm => {
  const keysOf = decide(docsTerms, { openapi: (key: string) => [`openapi.terms.${key}`, key], lcp: (key: string) => [key] });
  return (key, options) => t(keysOf(key), options);
};
