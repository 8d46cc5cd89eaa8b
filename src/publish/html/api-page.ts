import type { ApiDoc, ErrorCodeNode } from '../../domain/doc/api-doc';
import type { BizUnitSummary } from '../../domain/biz-unit/biz-unit';
import { localizedName } from '../../domain/biz-unit/biz-unit';
import { platformTimeIso, formatPlatformTime } from '../../domain/doc/platform-time';
import { appAddress, appAddressOf, unitToolRoute, type PublishedPage } from '../../domain/publish/published-page';
import { CODE_SAMPLE_LANGUAGES, codeSample } from '../../domain/signature/code-samples';
import { DEFAULT_SIGN_ALGORITHM } from '../../domain/signature/sign-settings';
import { signedCallBody, signedUrlTemplate } from '../../domain/signature/signed-call-template';
import { codeBlock, dataTable, section } from './blocks';
import { escapeHtml as e, html } from './escape';
import { pageShell } from './page-shell';
import { paramTable } from './param-table';
import { authorizationSection, callbacksSection, requestBody, responsesBody } from './openapi-sections';
import type { PublishedContext } from './published-context';
import { unitCrumbs } from './unit-menu';

const flattenErrors = (nodes: readonly ErrorCodeNode[], depth = 0): { node: ErrorCodeNode; depth: number }[] =>
  nodes.flatMap((node) => [{ node, depth }, ...flattenErrors(node.children, depth + 1)]);

/**
 * Where Try it, the API test console, the signature tool and "Was this page helpful?" are: the same API in the app
 * (on an OpenAPI deployment, whose page has Try it and no gateway tools, that page).
 */
const portalActions = (context: PublishedContext, page: PublishedPage & { kind: 'api' }): string => {
  const { t, site, locale, docs } = context;
  const link = (address: string, words: string) => `<a href="${e(address)}">${e(words)}</a>`;
  const inApp = appAddressOf(site, locale, page, docs);
  return `<nav class="actions" aria-label="${e(t('docCentre.published.portalActions'))}">${(context.gatewayTools
    ? [
        link(appAddress(site, locale, unitToolRoute(page.unitId, 'api-test', page.apiId)), t('docCentre.published.tryIt')),
        link(appAddress(site, locale, unitToolRoute(page.unitId, 'sign')), t('docCentre.published.signTool')),
        link(inApp, t('docCentre.published.helpful')),
      ]
    : [link(inApp, t('docCentre.published.tryItInPortal')), link(inApp, t('docCentre.published.helpful'))]
  ).join('')}</nav>`;
};

const addresses = (context: PublishedContext, doc: ApiDoc): string => {
  const { t } = context;
  if (doc.environments.length === 0) return `<p>${e(t('docs.api.noAddress'))}</p>`;
  const named = doc.environments.some((env) => env.name);
  const gateway = context.parts.lopDn;
  return dataTable(
    t('docs.params.region', { name: t('docs.api.sections.address') }),
    [...(named ? [t('docs.api.environment')] : []), t('docs.api.url'), ...(gateway ? ['LOP-DN'] : [])],
    doc.environments.map((env) => [...(named ? [e(env.name ?? '')] : []), `<code>${e(env.url)}</code>`, ...(gateway ? [`<code>${e(env.lopDn ?? doc.lopDn ?? '')}</code>`] : [])]),
  );
};

const examples = (context: PublishedContext, doc: ApiDoc): string => {
  const { t, parts } = context;
  const group = (title: string, list: readonly { content: string; tag?: string }[]) =>
    `<h3>${e(title)}</h3>${list.length === 0 ? `<p>${e(t('docs.api.examples.none'))}</p>` : list.map((example) => html(example.tag ? `<p><code>${e(example.tag)}</code></p>` : '', codeBlock(example.content, title))).join('')}`;
  return html(
    group(t('docs.api.examples.request'), doc.requestExamples),
    group(t('docs.api.examples.response'), doc.responseExamples),
    parts.emptyExceptionExample || doc.exceptionExamples.length > 0 ? group(t('docs.api.examples.exception'), doc.exceptionExamples.map((content) => ({ content }))) : '',
  );
};

/** The call signed as signature.md says, in every language of the signature tool, to the API's first address. */
const signedCalls = (context: PublishedContext, doc: ApiDoc): string => {
  const { t } = context;
  const environment = doc.environments[0];
  const url = signedUrlTemplate({
    method: doc.path,
    address: environment?.url ?? context.gatewayBaseUrl,
    lopDn: environment?.lopDn ?? doc.lopDn,
    partner: doc.partner,
    algorithm: DEFAULT_SIGN_ALGORITHM,
  });
  const input = { url, body: signedCallBody(doc.requestExamples[0]?.content ?? '[]'), timeZoneNote: t('apiSamples.lopTzNote') };
  return html(
    `<p>${e(t('docCentre.published.signedCallsIntro'))}</p>`,
    ...CODE_SAMPLE_LANGUAGES.map((language, index) => {
      const name = t(`apiSamples.languages.${language}`);
      return `<details${index === 0 ? ' open' : ''}><summary>${e(name)}</summary>${codeBlock(codeSample(language, input), t('apiSamples.codeLabel', { language: name }), language)}</details>`;
    }),
    environment?.name ? `<p>${e(t('apiSamples.gateway', { environment: environment.name }))}</p>` : '',
  );
};

const errorCodes = (context: PublishedContext, doc: ApiDoc): string => {
  const { t, term, rich, parts } = context;
  if (doc.errorCodes.length === 0) return `<p>${e(term('docs.api.noErrorCodes'))}</p>`;
  return dataTable(
    t('docs.params.region', { name: term('docs.api.sections.errors') }),
    [term('docs.api.errorColumns.code'), term('docs.api.errorColumns.message'), ...(parts.fixColumn ? [t('docs.api.errorColumns.fix')] : [])],
    flattenErrors(doc.errorCodes).map(({ node, depth }) => [
      `${'↳ '.repeat(depth)}<code>${e(node.code)}</code>`,
      e(node.message ?? ''),
      ...(parts.fixColumn ? [node.fix ? `<div class="rich">${rich.sanitize(node.fix)}</div>` : ''] : []),
    ]),
  );
};

const sdks = (context: PublishedContext, doc: ApiDoc): string => {
  const { t } = context;
  if (doc.sdks.length === 0) return `<p>${e(t('docs.api.noSdk'))}</p>`;
  const languages = [...new Set(doc.sdks.map((sdk) => t(`docs.sdkLanguage.${sdk.language}`)))];
  return `<p>${e(t('docs.api.sdkLanguages', { languages: languages.join(', ') }))}</p>`;
};

/** An API's published page: what the app's API page shows, with everything interactive one link away in the app. */
export const apiPage = (context: PublishedContext, unit: BizUnitSummary, menu: string, doc: ApiDoc): string => {
  const { t, term, rich } = context;
  const page = { kind: 'api', unitId: unit.id, apiId: doc.id } as const;
  const unitName = localizedName(unit, context.locale === 'en-us');
  const modified = doc.updateTime ? platformTimeIso(doc.updateTime) : undefined;
  const facts = [
    `<span>${e(t('docs.api.codeLabel'))}<code>${e(doc.code)}</code></span>`,
    `<span><code>${e(doc.httpMethod ? `${doc.httpMethod.toUpperCase()} ${doc.path}` : doc.path)}</code></span>`,
    doc.deprecated ? `<span>${e(t('openapi.facts.deprecated'))}</span>` : '',
    doc.direction ? `<span>${e(t(`docs.api.direction.${doc.direction}`))}</span>` : '',
    doc.protocol ? `<span>${e(t(`docs.api.protocol.${doc.protocol}`))}</span>` : '',
    doc.partner ? `<span>${e(t('docs.api.partner'))}</span>` : '',
    doc.updateTime ? `<span>${e(t('docs.lastUpdated', { time: formatPlatformTime(doc.updateTime) }))}</span>` : '',
  ];
  const main = html(
    `<h1>${e(doc.name)}</h1>`,
    `<p class="meta">${facts.join('')}</p>`,
    doc.remark ? `<div class="rich" id="overview">${rich.sanitize(doc.remark)}</div>` : '',
    portalActions(context, page),
    section('address', t('docs.api.sections.address'), addresses(context, doc)),
    doc.authorization ? authorizationSection(context, doc.authorization) : '',
    section('request', t('docs.api.sections.request'), requestBody(context, doc)),
    section('response', t('docs.api.sections.response'), doc.responses ? responsesBody(context, doc, doc.responses) : paramTable(context, doc.responseParams, t('docs.api.sections.response'))),
    callbacksSection(context, doc),
    section('examples', t('docs.api.sections.examples'), examples(context, doc)),
    context.gatewayTools ? section('signed-calls', t('docCentre.published.signedCalls'), signedCalls(context, doc)) : '',
    section('errors', term('docs.api.sections.errors'), errorCodes(context, doc)),
    context.parts.sdk ? section('sdk', t('docs.api.sections.sdk'), sdks(context, doc)) : '',
  );
  const description = t('docCentre.published.pageDescription', { title: `${doc.name} (${doc.path})`, unit: unitName });
  return pageShell(context, {
    page,
    title: doc.name,
    description,
    crumbs: unitCrumbs(context, unit),
    main,
    aside: menu,
    ...(modified ? { modified } : {}),
    article: { '@type': 'TechArticle', headline: doc.name, description, inLanguage: context.locale, ...(modified ? { dateModified: modified } : {}), about: doc.path },
  });
};
