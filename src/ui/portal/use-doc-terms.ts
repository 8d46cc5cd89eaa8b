import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentValues } from './portal.context';
import { docTermOf, type DocTerm } from './doc-terms';

export type { DocTerm };

/** The words about the documents on this deployment (doc-terms.ts). */
export const useDocTerm = (): DocTerm => {
  const { t } = useTranslation();
  const { docsTerms } = useDeploymentValues().features;
  return useMemo(() => docTermOf(t, docsTerms), [t, docsTerms]);
};
