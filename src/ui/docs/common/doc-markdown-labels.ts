import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiDocLabels, GuideDocLabels, MessageDocLabels } from '../../../application/ports/document-export.port';
import { useDocTerm } from '../../portal/use-doc-terms';
import { useApiDocParts } from '../api-doc/use-api-doc-parts';
import { apiDocLabels, guideDocLabels, messageDocLabels } from './doc-labels';

/** The labels of a downloaded page ("download this page") in the reader's language (doc-labels.ts). */
export const useGuideDocLabels = (): GuideDocLabels => {
  const { t } = useTranslation();
  return useMemo(() => guideDocLabels(t), [t]);
};

export const useMessageDocLabels = (): MessageDocLabels => {
  const { t } = useTranslation();
  return useMemo(() => messageDocLabels(t), [t]);
};

export const useApiDocLabels = (): ApiDocLabels => {
  const { t } = useTranslation();
  const term = useDocTerm();
  const { fixColumn, emptyExceptionExample, sdk, lopDn } = useApiDocParts();
  return useMemo(() => apiDocLabels(t, term, { fixColumn, emptyExceptionExample, sdk, lopDn }), [t, term, fixColumn, emptyExceptionExample, sdk, lopDn]);
};
