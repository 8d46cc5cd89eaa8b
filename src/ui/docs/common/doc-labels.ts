import type { TFunction } from 'i18next';
import type { DocTerm } from '../../portal/doc-terms';
import { decide } from '../../../domain/deployment/decide';
import type { PortalFeatures } from '../../../domain/deployment/portal-features';
import type { ApiDocLabels, ApiDocParts, GuideDocLabels, MessageDocLabels, ParamTableLabels } from '../../../application/ports/document-export.port';
import { formatPlatformTime } from '../../../domain/doc/platform-time';
import { authorizationLabels } from '../api-doc/authorization-labels';
import { responseLabels } from '../api-doc/response-labels';

/*
 * The headings and labels of a document outside its page (a downloaded file, a published page) in one language: the
 * same words the page shows, so the file reads like the page. Pure over a translation function, so the app (with its
 * hooks, doc-markdown-labels.ts) and the publish step (with its own i18next) say the same.
 */

/** A word about the documents as the deployment says it (doc-terms.ts). */
export type DocTermOf = DocTerm;

/** Which parts of an API document a deployment shows (its page, table of contents, download and published page). */
export const apiDocPartsOf = ({ docsTerms, lcpGatewayTools }: Pick<PortalFeatures, 'docsTerms' | 'lcpGatewayTools'>): ApiDocParts => {
  // lcp's error codes come with a suggested fix, and its pages say when an exception example is missing.
  const fixAndEmptyExample = decide(docsTerms, { lcp: true, openapi: false });
  return { fixColumn: fixAndEmptyExample, emptyExceptionExample: fixAndEmptyExample, sdk: lcpGatewayTools, lopDn: lcpGatewayTools };
};

export const paramLabels = (t: TFunction): ParamTableLabels => ({
  columns: {
    name: t('docs.params.columns.name'),
    type: t('docs.params.columns.type'),
    required: t('docs.params.columns.required'),
    example: t('docs.params.columns.example'),
    description: t('docs.params.columns.description'),
  },
  requirement: {
    required: t('docs.params.requirement.required'),
    optional: t('docs.params.requirement.optional'),
    conditional: t('docs.params.requirement.conditional'),
  },
  none: t('docs.params.none'),
});

const lastUpdated = (t: TFunction) => (time: string) => t('docs.lastUpdated', { time: formatPlatformTime(time) });

export const guideDocLabels = (t: TFunction): GuideDocLabels => ({ lastUpdated: lastUpdated(t) });

export const messageDocLabels = (t: TFunction): MessageDocLabels => ({
  lastUpdated: lastUpdated(t),
  description: t('docpages.download.description'),
  properties: t('docs.message.properties'),
  example: t('docs.message.example'),
  noExample: t('docs.api.examples.none'),
  params: paramLabels(t),
});

export const apiDocLabels = (t: TFunction, term: DocTermOf, parts: ApiDocParts): ApiDocLabels => ({
  parts,
  lastUpdated: lastUpdated(t),
  code: t('docs.api.code'),
  path: t('docpages.download.path'),
  description: t('docpages.download.description'),
  call: t('docpages.download.call'),
  direction: t('docpages.download.direction'),
  protocol: t('docpages.download.protocol'),
  directions: { outbound: t('docs.api.direction.outbound'), callback: t('docs.api.direction.callback') },
  protocols: { jsf: t('docs.api.protocol.jsf'), http: t('docs.api.protocol.http') },
  partner: t('docs.api.partner'),
  sections: {
    address: t('docs.api.sections.address'),
    request: t('docs.api.sections.request'),
    response: t('docs.api.sections.response'),
    examples: t('docs.api.sections.examples'),
    errors: term('docs.api.sections.errors'),
    sdk: t('docs.api.sections.sdk'),
  },
  address: { environment: t('docs.api.environment'), url: t('docs.api.url'), none: t('docs.api.noAddress') },
  mediaType: (type: string) => t('docs.api.mediaType', { type }),
  authorization: authorizationLabels(t),
  responses: responseLabels(t),
  params: paramLabels(t),
  examples: {
    request: t('docs.api.examples.request'),
    response: t('docs.api.examples.response'),
    exception: t('docs.api.examples.exception'),
    none: t('docs.api.examples.none'),
  },
  errors: {
    code: term('docs.api.errorColumns.code'),
    message: term('docs.api.errorColumns.message'),
    fix: t('docs.api.errorColumns.fix'),
    none: term('docs.api.noErrorCodes'),
  },
  sdkLanguages: {
    java: t('docs.sdkLanguage.java'),
    dotnet: t('docs.sdkLanguage.dotnet'),
    php: t('docs.sdkLanguage.php'),
    python: t('docs.sdkLanguage.python'),
    go: t('docs.sdkLanguage.go'),
    other: t('docs.sdkLanguage.other'),
  },
  noSdk: t('docs.api.noSdk'),
});
