import { createRoute } from '@tanstack/react-router';
import { requireGatewayTools, requireLogin, requireLoginAndParams, requireParams } from './guards';
import { mainLayoutRoute, openBusinessRoute, quickRoute } from './main.routes';
import {
  AboutUsPage,
  ApiMethodListPage,
  ApiNewHandPage,
  ApiStorePage,
  ExternalApplyPage,
  ExternalApplyResultPage,
  HttpApiDetailPage,
  InternalApiTestPage,
  InternalDocumentPage,
  InternalSignToolPage,
  InternalTokenSearchPage,
  IsvIntroductionPage,
  MerchantIntroductionPage,
  MySystemPage,
  PartnerPage,
  ProductApplyPage,
  ProductApplyResultPage,
  SolutionPage,
  SolveDetailPage,
} from './pages';
import { apiListSearch, apiStoreSearch, applyResultSearch, apiTestSearch, isCode, mySystemSearch, isId } from '../portal/search-params';
import { SOLUTION_CODES } from '../portal/solution-codes';
import { preloadTool } from '../tools/lazy-tools';

/** A page of one page set (PortalFeatures.pageSet): listed in that set's routes below. */
const setPage = <P extends string>(path: P, titleKey: string, requiresLogin = false) => ({
  getParentRoute: () => mainLayoutRoute,
  path,
  staticData: { titleKey, requiresLogin },
  ...(requiresLogin ? { beforeLoad: requireLogin } : {}),
});

/**
 * Applying to use a product, on both portals: each product page's "Apply for use" opens the form of that product
 * (docs/products.md). Listed in both variants' routes below.
 */
const productApplyRoutes = [
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'apply/$productCode',
    staticData: { titleKey: 'routes.apply', requiresLogin: true },
    component: ProductApplyPage,
    beforeLoad: requireLoginAndParams((params: { productCode: string }) => isCode(params.productCode)),
  }),
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'apply/result/$productCode',
    staticData: { titleKey: 'routes.applyResult', requiresLogin: true },
    component: ProductApplyResultPage,
    beforeLoad: requireLoginAndParams((params: { productCode: string }) => isCode(params.productCode)),
  }),
];

/** Staff portal only (spec §2 "Internal extras"; the tool paths are ours: docs/routes.md). */
export const internalRoutes = [
  createRoute({
    ...setPage('solveDetail/$productCode', 'routes.solveDetail'),
    component: SolveDetailPage,
    beforeLoad: ({ params }) => requireParams(isCode(params.productCode)),
  }),
  createRoute({
    ...setPage('apiNewHand/$docId', 'routes.apiNewHand'),
    component: ApiNewHandPage,
    beforeLoad: ({ params }) => requireParams(isId(params.docId)),
  }),
  createRoute({ ...setPage('aboutUs', 'routes.aboutUs'), component: AboutUsPage }),
  createRoute({ ...setPage('document', 'routes.document'), component: InternalDocumentPage }),
  createRoute({ ...setPage('apiStore', 'routes.apiStore'), component: ApiStorePage, validateSearch: apiStoreSearch }),
  createRoute({ ...setPage('apiMethodList', 'routes.apiMethodList'), component: ApiMethodListPage, validateSearch: apiListSearch }),
  createRoute({ ...setPage('httpApiDetail', 'routes.httpApiDetail'), component: HttpApiDetailPage, validateSearch: apiListSearch }),
  createRoute({
    ...setPage('apiTestMainPage', 'routes.apiTestMainPage', true),
    component: InternalApiTestPage,
    validateSearch: apiTestSearch,
    beforeLoad: async (args) => {
      requireGatewayTools(args);
      await requireLogin(args);
    },
    loader: () => preloadTool('api-test'),
  }),
  ...productApplyRoutes,
  createRoute({ ...setPage('mySystem', 'routes.mySystem', true), component: MySystemPage, validateSearch: mySystemSearch }),
  createRoute({ ...setPage('tools/sign', 'routes.signTool'), component: InternalSignToolPage, beforeLoad: requireGatewayTools, loader: () => preloadTool('sign') }),
  createRoute({
    ...setPage('tools/token-search', 'routes.tokenSearch'),
    component: InternalTokenSearchPage,
    beforeLoad: requireGatewayTools,
    loader: () => preloadTool('token-search'),
  }),
];

export { SOLUTION_CODES } from '../portal/solution-codes';

/** Customer portal only (spec §2 "External extras"). */
export const externalRoutes = [
  openBusinessRoute,
  quickRoute,
  createRoute({ ...setPage('apply', 'routes.apply', true), component: ExternalApplyPage }),
  createRoute({
    ...setPage('apply/result', 'routes.applyResult', true),
    component: ExternalApplyResultPage,
    validateSearch: applyResultSearch,
  }),
  ...productApplyRoutes,
  createRoute({ ...setPage('mySystem', 'routes.mySystem', true), component: MySystemPage, validateSearch: mySystemSearch }),
  createRoute({ ...setPage('isv-introduction', 'routes.isvIntroduction'), component: IsvIntroductionPage }),
  createRoute({ ...setPage('merchant-introduction', 'routes.merchantIntroduction'), component: MerchantIntroductionPage }),
  createRoute({ ...setPage('partner', 'routes.partner'), component: PartnerPage }),
  createRoute({
    ...setPage('solution/$solutionCode', 'routes.solution'),
    component: SolutionPage,
    beforeLoad: ({ params }) => requireParams((SOLUTION_CODES as readonly string[]).includes(params.solutionCode)),
  }),
];
