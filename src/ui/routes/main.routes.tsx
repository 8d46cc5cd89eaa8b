import { createRoute, redirect } from '@tanstack/react-router';
import { classifiedBizUnitsQuery } from '../reads/biz-unit.queries';
import { MainLayout } from '../layouts/main.layout';
import { productCatalogueQuery, productDetailQuery, showcaseProductsQuery } from '../pages/products/products.queries';
import { searchQuery, searchQueryOf } from '../pages/search/search.queries';
import { startFirstRead } from './first-read';
import { requireLogin, requireParams } from './guards';
import {
  ChooseSupplierPage,
  CompetenceCenterPage,
  DevSupportPage,
  HelpDocumentPage,
  HomePage,
  NewHandPage,
  NotFoundPage,
  OauthPage,
  OpenBusinessPage,
  ProductDetailPage,
  ProductListPage,
  ProtocolPage,
  QuestionDetailPage,
  QuestionDocsPage,
  QuestionListPage,
  QuickStartPage,
  SearchResultPage,
  SoftwareSystemDocPage,
} from './pages';
import { rootRoute } from './root.route';
import { chooseSupplierSearch, faqListSearch, isCode, isId, notFoundSearch, oauthSearch, openBusinessSearch, searchResultSearch } from '../portal/search-params';
import { HOME_PATH } from './route-paths';

/** The main layout (header, menus, banner, floating tools, footer) and the routes of both variants under it. */
export const mainLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'main', component: MainLayout });

/** A page of the main layout; each route names its component. */
const page = <P extends string>(path: P, titleKey: string) => ({
  getParentRoute: () => mainLayoutRoute,
  path,
  staticData: { titleKey },
});

export const indexRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});
export const homeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: HOME_PATH,
  component: HomePage,
  staticData: { titleKey: 'routes.home' },
  // The page's two lists start with the navigation, beside its code, not once it has rendered (not on preloads).
  // Not awaited: the banner and the page's frame show at once, each list fills its place when it answers.
  loader: ({ context, preload }) => {
    if (preload) return;
    const { queryClient, portal } = context;
    queryClient.query(showcaseProductsQuery(portal.products)).catch(() => undefined);
    queryClient.query(classifiedBizUnitsQuery(portal.documents.bizUnits, 2)).catch(() => undefined);
  },
});
export const notFoundRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '404',
  component: NotFoundPage,
  validateSearch: notFoundSearch,
  staticData: { titleKey: 'routes.notFound' },
});
export const devSupportIndexRoute = createRoute({ ...page('devSupport', 'routes.devSupport'), component: DevSupportPage });
export const devSupportRoute = createRoute({
  ...page('devSupport/$docId', 'routes.devSupport'),
  component: DevSupportPage,
  beforeLoad: ({ params }) => requireParams(isId(params.docId)),
});
export const questionRoute = createRoute({
  ...page('question/$channelId', 'routes.question'),
  component: QuestionListPage,
  validateSearch: faqListSearch,
  beforeLoad: ({ params }) => requireParams(isCode(params.channelId)),
});
export const questionDetailRoute = createRoute({
  ...page('qs/$channelId/$questionId', 'routes.questionDetail'),
  component: QuestionDetailPage,
  beforeLoad: ({ params }) => requireParams(isCode(params.channelId) && isCode(params.questionId)),
});
// A page's first read starts in its loader (not on hover-intent preloads: only the code is fetched then).
export const productRoute = createRoute({
  ...page('product', 'routes.product'),
  component: ProductListPage,
  loader: ({ context, preload }) => {
    if (!preload) startFirstRead(context.queryClient, productCatalogueQuery(context.portal.products));
  },
});
export const productDetailRoute = createRoute({
  ...page('productDetail/$productCode', 'routes.productDetail'),
  component: ProductDetailPage,
  beforeLoad: ({ params }) => requireParams(isCode(params.productCode)),
  loader: ({ context, params, preload }) => {
    if (!preload) startFirstRead(context.queryClient, productDetailQuery(context.portal.products, params.productCode));
  },
});
export const searchResultRoute = createRoute({
  ...page('searchResult', 'routes.searchResult'),
  validateSearch: searchResultSearch,
  component: SearchResultPage,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => {
    if (!preload) startFirstRead(context.queryClient, searchQuery(context.portal.search, searchQueryOf(deps)));
  },
});
export const protocolRoute = createRoute({ ...page('protocol', 'routes.protocol'), component: ProtocolPage });
export const newHandRoute = createRoute({
  ...page('newHand/$docId', 'routes.newHand'),
  component: NewHandPage,
  beforeLoad: ({ params }) => requireParams(isId(params.docId)),
});
export const helpDocumentRoute = createRoute({ ...page('helpDocument', 'routes.helpDocument'), component: HelpDocumentPage });
export const docSoftwareSystemRoute = createRoute({
  ...page('docSoftwareSystem/$id/$docId', 'routes.docSoftwareSystem'),
  component: SoftwareSystemDocPage,
  beforeLoad: ({ params }) => requireParams(isId(params.id) && isId(params.docId)),
});
export const competenceCenterRoute = createRoute({
  ...page('competence-center', 'routes.competenceCenter'),
  component: CompetenceCenterPage,
});
export const questionDocsRoute = createRoute({
  ...page('question-docs', 'routes.questionDocs'),
  component: QuestionDocsPage,
  validateSearch: faqListSearch,
});
export const chooseSupplierRoute = createRoute({
  ...page('chooseSupplier', 'routes.chooseSupplier'),
  component: ChooseSupplierPage,
  validateSearch: chooseSupplierSearch,
  staticData: { titleKey: 'routes.chooseSupplier', requiresLogin: true },
  beforeLoad: requireLogin,
});
export const oauthRoute = createRoute({
  ...page('oauth', 'routes.oauth'),
  component: OauthPage,
  validateSearch: oauthSearch,
  staticData: { titleKey: 'routes.oauth', requiresLogin: true },
  beforeLoad: requireLogin,
});
export const openBusinessRoute = createRoute({
  ...page('openBusiness', 'routes.openBusiness'),
  component: OpenBusinessPage,
  validateSearch: openBusinessSearch,
});
export const quickRoute = createRoute({
  ...page('quick', 'routes.quick'),
  component: QuickStartPage,
});

export const commonMainRoutes = [
  indexRoute,
  homeRoute,
  notFoundRoute,
  devSupportIndexRoute,
  devSupportRoute,
  questionRoute,
  questionDetailRoute,
  productRoute,
  productDetailRoute,
  searchResultRoute,
  protocolRoute,
  newHandRoute,
  helpDocumentRoute,
  docSoftwareSystemRoute,
  competenceCenterRoute,
  questionDocsRoute,
  chooseSupplierRoute,
  oauthRoute,
];
