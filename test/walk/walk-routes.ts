import { SEED_APIS } from '../../src/sandbox/seed/apis';
import { SEED_BIZ_UNITS } from '../../src/sandbox/seed/biz-units';
import { SEED_FAQ_TYPES, SEED_PROBLEMS } from '../../src/sandbox/seed/faq';
import { SEED_GUIDES, SEED_RELEASE_DOCS } from '../../src/sandbox/seed/guides';
import { SEED_MESSAGES } from '../../src/sandbox/seed/messages';
import { SEED_MY_SYSTEMS } from '../../src/sandbox/seed/my-systems';
import { SEED_PRODUCT_DOCS } from '../../src/sandbox/seed/product-docs';
import { SEED_PRODUCTS } from '../../src/sandbox/seed/products';
import { SEED_APPS } from '../../src/sandbox/seed/tokens';
import { operationIds } from '../../src/infrastructure/openapi/openapi-ids';
import { INDUSTRY_SOLUTION_CODES, SCENARIO_SOLUTION_CODES } from '../../src/ui/portal/solution-codes';

/**
 * The addresses the route walker opens, keyed by the route id of the app's own route tree (src/ui/routes). The
 * patterns are the app's; this module only fills their parameters with the sandbox seed's ids, so every page has
 * content. test/ui/walk/walk-routes.test.ts fails when the route tree has a route this map does not name, or when an
 * address here does not land on the route it is listed under.
 */
export type WalkVariant = 'internal' | 'external';

const first = <T>(items: readonly T[], what: string): T => {
  const item = items[0];
  if (item === undefined) throw new Error(`walker: the sandbox seed has no ${what}`);
  return item;
};

const unit = first(
  SEED_BIZ_UNITS.filter((candidate) => candidate.solutionType === 2 && candidate.publishRange !== 1),
  'open capability unit',
);
const guide = first(SEED_GUIDES.zh.filter((candidate) => candidate.unitId === unit.id), 'access guide');
const guideDocId = first(Object.keys(guide.pages), 'access guide page');
const api = first(SEED_APIS.filter((candidate) => candidate.unitId === unit.id), 'API');
const message = first(SEED_MESSAGES.filter((candidate) => candidate.unitId === unit.id), 'message');
const releaseDoc = first(SEED_RELEASE_DOCS.zh.list, 'released document');
const productDocs = first(SEED_PRODUCT_DOCS.zh, 'product document tree');
const product = first(first(SEED_PRODUCTS, 'product classification').products, 'product');
const faqType = first(SEED_FAQ_TYPES.zh, 'FAQ type');
const problem = first(SEED_PROBLEMS.zh, 'FAQ problem');
const merchantSystem = first(SEED_MY_SYSTEMS['merchant.dev'] ?? [], 'WMS system of merchant.dev');
const app = first(SEED_APPS, 'gateway app');
const productDocId = first(productDocs.tree, 'product document').id;
const docTabs = ['develop-guide', 'manaul', 'apidoc', 'extensiondoc'] as const;

const docTabPages = Object.fromEntries(
  docTabs.flatMap((tab) => [
    [`/document/${tab}/$productCode/`, `/${tab}/${productDocs.productCode}`],
    [`/document/${tab}/$productCode/$docId`, `/${tab}/${productDocs.productCode}/${productDocId}`],
  ]),
);

const openBusinessPages = (prefix: 'open-business-document' | 'preview-docking-plan', query = '') => ({
  [`/${prefix}/access-guide/$unitId/`]: `/${prefix}/access-guide/${unit.id}${query}`,
  [`/${prefix}/access-guide/$unitId/$docId`]: `/${prefix}/access-guide/${unit.id}/${guideDocId}${query}`,
  [`/${prefix}/api-doc/$unitId/$docId`]: `/${prefix}/api-doc/${unit.id}/${api.doc.id}${query}`,
  [`/${prefix}/message-doc/$unitId/$docId`]: `/${prefix}/message-doc/${unit.id}/${message.detail.id}${query}`,
  [`/${prefix}/sdk-doc/$unitId`]: `/${prefix}/sdk-doc/${unit.id}${query}`,
  [`/${prefix}/common-development-tools/$unitId/$toolName`]: [
    `/${prefix}/common-development-tools/${unit.id}/api-test?apiId=${api.doc.id}${query ? `&${query.slice(1)}` : ''}`,
    `/${prefix}/common-development-tools/${unit.id}/sign${query}`,
    `/${prefix}/common-development-tools/${unit.id}/token-search${query}`,
  ],
});

const commonPages = {
  '/main/': '/',
  '/main/home': '/home',
  '/main/404': '/404',
  '/main/devSupport': '/devSupport',
  '/main/devSupport/$docId': `/devSupport/${releaseDoc.id}`,
  '/main/question/$channelId': `/question/${faqType.code}`,
  '/main/qs/$channelId/$questionId': `/qs/${problem.type}/${problem.code}`,
  '/main/product': '/product',
  '/main/productDetail/$productCode': `/productDetail/${product.productCode}`,
  '/main/searchResult': `/searchResult?q=${encodeURIComponent(unit.nameEn.split(' ')[0] ?? 'order')}`,
  '/main/protocol': '/protocol',
  '/main/newHand/$docId': `/newHand/${releaseDoc.id}`,
  '/main/helpDocument': '/helpDocument',
  '/main/docSoftwareSystem/$id/$docId': `/docSoftwareSystem/${unit.id}/${guideDocId}`,
  '/main/competence-center': '/competence-center',
  '/main/question-docs': '/question-docs',
  '/main/chooseSupplier': '/chooseSupplier',
  '/main/oauth': `/oauth?appKey=${app.appKey}`,
  ...docTabPages,
  ...openBusinessPages('open-business-document'),
  ...openBusinessPages('preview-docking-plan', '?approvalNumber=AP-2026-001'),
};

/** Route id → the address (or addresses) the walker opens, per variant. */
export const WALK_ROUTES: Readonly<Record<WalkVariant, Readonly<Record<string, string | readonly string[]>>>> = {
  internal: {
    ...commonPages,
    '/main/solveDetail/$productCode': `/solveDetail/${product.productCode}`,
    '/main/apiNewHand/$docId': `/apiNewHand/${releaseDoc.id}`,
    '/main/aboutUs': '/aboutUs',
    '/main/document': '/document',
    '/main/apiStore': '/apiStore?interfaceType=http',
    '/main/apiMethodList': `/apiMethodList?unitId=${unit.id}`,
    '/main/httpApiDetail': `/httpApiDetail?id=${api.doc.id}&unitId=${unit.id}`,
    '/main/apiTestMainPage': `/apiTestMainPage?apiId=${api.doc.id}&unitId=${unit.id}`,
    '/main/apply/$productCode': `/apply/${product.productCode}`,
    '/main/apply/result/$productCode': `/apply/result/${product.productCode}`,
    '/main/mySystem': '/mySystem',
    '/main/tools/sign': '/tools/sign',
    '/main/tools/token-search': '/tools/token-search',
  },
  external: {
    ...commonPages,
    '/main/openBusiness': '/openBusiness?fromUrl=noAuthority',
    '/main/quick': '/quick',
    '/main/apply': '/apply',
    '/main/apply/result': `/apply/result?systemId=${merchantSystem.systemId}`,
    '/main/apply/$productCode': `/apply/${product.productCode}`,
    '/main/apply/result/$productCode': `/apply/result/${product.productCode}`,
    '/main/mySystem': '/mySystem',
    '/main/isv-introduction': '/isv-introduction',
    '/main/merchant-introduction': '/merchant-introduction',
    '/main/partner': '/partner',
    '/main/solution/$solutionCode': [`/solution/${first(INDUSTRY_SOLUTION_CODES, 'industry solution')}`, `/solution/${first(SCENARIO_SOLUTION_CODES, 'scenario solution')}`],
  },
};

/** Routes whose address is, by design, answered by another page: the walker still opens them. */
export const WALK_REDIRECTS: Readonly<Record<string, string>> = {
  '/main/': '/main/home',
  // The preview has no SDK or tools tabs: their addresses are the not-found page (docs/routes.md).
  '/preview-docking-plan/sdk-doc/$unitId': '/main/404',
  '/preview-docking-plan/common-development-tools/$unitId/$toolName': '/main/404',
};

/**
 * The pages the walk also opens with the backend failing (docs/walker.md): one route of each page type that loads
 * content, on the external site.
 */
export const FAILURE_ROUTE_IDS: readonly string[] = [
  '/main/home',
  '/main/product',
  '/main/productDetail/$productCode',
  '/main/solution/$solutionCode',
  '/main/competence-center',
  '/main/helpDocument',
  '/main/devSupport/$docId',
  '/main/question/$channelId',
  '/main/qs/$channelId/$questionId',
  '/main/searchResult',
  '/main/mySystem',
  '/document/develop-guide/$productCode/$docId',
  '/open-business-document/access-guide/$unitId/$docId',
  '/open-business-document/api-doc/$unitId/$docId',
  '/open-business-document/message-doc/$unitId/$docId',
  '/open-business-document/sdk-doc/$unitId',
  '/open-business-document/common-development-tools/$unitId/$toolName',
];

/** One page of the walk: the route it stands for and its address inside the hash. */
export interface WalkTarget {
  readonly routeId: string;
  readonly path: string;
  /** Once the page has settled, the finder is opened on it (Ctrl+K) and these words typed: the checks read it open. */
  readonly finder?: string;
  /**
   * A part that comes after the page has rendered (its own chunk, asked for by the page's first render: the requests'
   * quiet can come before it): the page is read once it is there, and its absence is a finding.
   */
  readonly ready?: string;
}

/**
 * The deployment on OpenAPI documents (`?docs=openapi`, docs/openapi.md; the sandbox's documents in
 * src/main/deployment/openapi-documents.config.ts): a sample of its page types, not every operation. Per document, the
 * operation its "API" tab opens (the first of its API menu), by method and path: 1 the shop (YAML, webhooks, Try it
 * against the sandbox), 2 Stripe's spec, 3 GitHub's, 4 the Swagger 2.0 pet store, 6 the generated document (20,160
 * request fields). test/ui/walk/walk-routes.test.ts checks each is its document's first.
 */
export const OPENAPI_FIRST_OPERATIONS: Readonly<Record<number, string>> = {
  1: 'GET /orders/{orderId}',
  2: 'GET /v1/account',
  3: 'GET /enterprises/{enterprise}/actions/cache/retention-limit',
  4: 'GET /pets',
  6: 'POST /generated/large/document',
};
/**
 * The documents whose first API page is large (Stripe's: 3,000-odd response rows; GitHub's; the generated one's 20,160
 * request fields): axe alone takes 3–18 s on one. The walk opens them in two combinations, not in each.
 */
export const OPENAPI_LARGE_UNITS: readonly number[] = [2, 3, 6];
/** The broken document (not valid OpenAPI): its pages say what is wrong and where. */
const OPENAPI_BROKEN_UNIT = 5;

/**
 * The OpenAPI deployment's pages the walk opens (docs/walker.md), in this order: the overview of a document, the first
 * API page of each document that has operations (response tabs, code samples and Try it, which load after the page), a
 * webhook, the broken document's page, the search page over the documents, and the finder (opened on home, the
 * documents already read by the tab's worker).
 */
export const OPENAPI_WALK: readonly WalkTarget[] = [
  { routeId: '/open-business-document/access-guide/$unitId/', path: '/open-business-document/access-guide/1' },
  ...Object.entries(OPENAPI_FIRST_OPERATIONS).map(([unitId, operation]) => ({
    routeId: '/open-business-document/api-doc/$unitId/$docId',
    path: `/open-business-document/api-doc/${unitId}/${String(operationIds(Number(unitId), [operation])[0])}`,
    // Try it, with the code samples in the same chunk (lazy-openapi-call.tsx).
    ready: 'section#try-it',
  })),
  { routeId: '/open-business-document/message-doc/$unitId/$docId', path: '/open-business-document/message-doc/1/1' },
  { routeId: '/open-business-document/access-guide/$unitId/', path: `/open-business-document/access-guide/${String(OPENAPI_BROKEN_UNIT)}` },
  { routeId: '/main/searchResult', path: '/searchResult?q=order' },
  { routeId: '/main/home', path: '/home', finder: 'get order' },
];

/** The OpenAPI sample, with the large documents' API pages or without them. */
export const openApiTargets = (withLarge: boolean): WalkTarget[] =>
  OPENAPI_WALK.filter((target) => withLarge || !OPENAPI_LARGE_UNITS.some((unitId) => target.path.startsWith(`/open-business-document/api-doc/${String(unitId)}/`)));

export const walkTargets = (variant: WalkVariant): WalkTarget[] =>
  Object.entries(WALK_ROUTES[variant]).flatMap(([routeId, paths]) =>
    (typeof paths === 'string' ? [paths] : paths).map((path) => ({ routeId, path })),
  );
