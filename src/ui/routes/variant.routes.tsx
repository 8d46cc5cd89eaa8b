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
import { apiListSearch, apiStoreSearch, applyResultSearch, apiTestSearch, isCode, mySystemSearch, isId } from './search-params';
import { SOLUTION_CODES } from './solution-codes';
import { preloadTool } from '../tools/lazy-tools';

const internalPage = <P extends string>(path: P, titleKey: string, requiresLogin = false) => ({
  getParentRoute: () => mainLayoutRoute,
  path,
  staticData: { titleKey, variant: 'internal' as const, requiresLogin },
  ...(requiresLogin ? { beforeLoad: requireLogin } : {}),
});

const externalPage = <P extends string>(path: P, titleKey: string, requiresLogin = false) => ({
  getParentRoute: () => mainLayoutRoute,
  path,
  staticData: { titleKey, variant: 'external' as const, requiresLogin },
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
    ...internalPage('solveDetail/$productCode', 'routes.solveDetail'),
    component: SolveDetailPage,
    beforeLoad: ({ params }) => requireParams(isCode(params.productCode)),
  }),
  createRoute({
    ...internalPage('apiNewHand/$docId', 'routes.apiNewHand'),
    component: ApiNewHandPage,
    beforeLoad: ({ params }) => requireParams(isId(params.docId)),
  }),
  createRoute({ ...internalPage('aboutUs', 'routes.aboutUs'), component: AboutUsPage }),
  createRoute({ ...internalPage('document', 'routes.document'), component: InternalDocumentPage }),
  createRoute({ ...internalPage('apiStore', 'routes.apiStore'), component: ApiStorePage, validateSearch: apiStoreSearch }),
  createRoute({ ...internalPage('apiMethodList', 'routes.apiMethodList'), component: ApiMethodListPage, validateSearch: apiListSearch }),
  createRoute({ ...internalPage('httpApiDetail', 'routes.httpApiDetail'), component: HttpApiDetailPage, validateSearch: apiListSearch }),
  createRoute({
    ...internalPage('apiTestMainPage', 'routes.apiTestMainPage', true),
    component: InternalApiTestPage,
    validateSearch: apiTestSearch,
    beforeLoad: async (args) => {
      requireGatewayTools(args);
      await requireLogin(args);
    },
    loader: () => preloadTool('api-test'),
  }),
  ...productApplyRoutes,
  createRoute({ ...internalPage('mySystem', 'routes.mySystem', true), component: MySystemPage, validateSearch: mySystemSearch }),
  createRoute({ ...internalPage('tools/sign', 'routes.signTool'), component: InternalSignToolPage, beforeLoad: requireGatewayTools, loader: () => preloadTool('sign') }),
  createRoute({
    ...internalPage('tools/token-search', 'routes.tokenSearch'),
    component: InternalTokenSearchPage,
    beforeLoad: requireGatewayTools,
    loader: () => preloadTool('token-search'),
  }),
];

export { SOLUTION_CODES } from './solution-codes';

/** Customer portal only (spec §2 "External extras"). */
export const externalRoutes = [
  openBusinessRoute,
  quickRoute,
  createRoute({ ...externalPage('apply', 'routes.apply', true), component: ExternalApplyPage }),
  createRoute({
    ...externalPage('apply/result', 'routes.applyResult', true),
    component: ExternalApplyResultPage,
    validateSearch: applyResultSearch,
  }),
  ...productApplyRoutes,
  createRoute({ ...externalPage('mySystem', 'routes.mySystem', true), component: MySystemPage, validateSearch: mySystemSearch }),
  createRoute({ ...externalPage('isv-introduction', 'routes.isvIntroduction'), component: IsvIntroductionPage }),
  createRoute({ ...externalPage('merchant-introduction', 'routes.merchantIntroduction'), component: MerchantIntroductionPage }),
  createRoute({ ...externalPage('partner', 'routes.partner'), component: PartnerPage }),
  createRoute({
    ...externalPage('solution/$solutionCode', 'routes.solution'),
    component: SolutionPage,
    beforeLoad: ({ params }) => requireParams((SOLUTION_CODES as readonly string[]).includes(params.solutionCode)),
  }),
];
