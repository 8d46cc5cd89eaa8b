import type { TFunction } from 'i18next';
import type { ResponseLabels } from '../../../application/ports/document-export.port';

/**
 * An operation's every response and its callbacks in words, for its page and its download alike. The words are in
 * the OpenAPI area (lazy/openapi.json), which only a deployment on OpenAPI documents loads: looked up when asked for.
 */
export const responseLabels = (t: TFunction): ResponseLabels => ({
  title: (status) => (status === 'default' ? t('openapi.responses.defaultTitle') : t('openapi.responses.title', { status })),
  headers: () => t('openapi.responses.headers'),
  examples: () => t('openapi.responses.examples'),
  links: () => t('openapi.responses.links'),
  linkColumns: () => ({
    name: t('openapi.responses.linkColumns.name'),
    operation: t('openapi.responses.linkColumns.operation'),
    parameters: t('openapi.responses.linkColumns.parameters'),
    description: t('openapi.responses.linkColumns.description'),
  }),
  externalAt: (url) => t('openapi.responses.externalAt', { url }),
  callbacks: () => t('openapi.callbacks.title'),
});
