import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';
import { useDeploymentValues } from './portal.context';
import { decide } from '../../domain/deployment/decide';

/** A word about the documents by its key (mostly `docs.`), as this deployment says it. */
export type DocTerm = (key: string, options?: TOptions) => string;

/**
 * The words about the documents on this deployment (PortalFeatures.docsTerms): their pages and the header's API menu.
 * Where the documents are OpenAPI, a key is first looked up under `openapi.terms.` (the OpenAPI area, loaded at
 * start-up there only, so the first view of other deployments does not carry these words); every other key, and every
 * key on lcp, says its own.
 */
export const useDocTerm = (): DocTerm => {
  const { t } = useTranslation();
  const openapi = decide(useDeploymentValues().features.docsTerms, { openapi: true, lcp: false });
  return useCallback((key: string, options?: TOptions) => t(openapi ? [`openapi.terms.${key}`, key] : key, options), [t, openapi]);
};
