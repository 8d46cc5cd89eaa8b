import { createRoute } from '@tanstack/react-router';
import { requireLogin, requireLoginAndParams, requireParams } from './guards';
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
  InternalApplyPage,
  InternalApplyResultPage,
  InternalDocumentPage,
  InternalSignToolPage,
  InternalTokenSearchPage,
  IsvIntroductionPage,
  MerchantIntroductionPage,
  MySystemPage,
  PartnerPage,
  SolutionPage,
  SolveDetailPage,
} from './pages';
import { apiListSearch, apiStoreSearch, applyResultSearch, apiTestSearch, isCode, pageSearch, isId } from './search-params';
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
  createRoute({ ...internalPage('apiTestMainPage', 'routes.apiTestMainPage', true), component: InternalApiTestPage, validateSearch: apiTestSearch, loader: () => preloadTool('api-test') }),
  createRoute({
    ...internalPage('apply/$productCode', 'routes.apply', true),
    component: InternalApplyPage,
    beforeLoad: requireLoginAndParams((params: { productCode: string }) => isCode(params.productCode)),
  }),
  createRoute({
    ...internalPage('apply/result/$productCode', 'routes.applyResult', true),
    component: InternalApplyResultPage,
    beforeLoad: requireLoginAndParams((params: { productCode: string }) => isCode(params.productCode)),
  }),
  createRoute({ ...internalPage('mySystem', 'routes.mySystem', true), component: MySystemPage, validateSearch: pageSearch }),
  createRoute({ ...internalPage('tools/sign', 'routes.signTool'), component: InternalSignToolPage, loader: () => preloadTool('sign') }),
  createRoute({ ...internalPage('tools/token-search', 'routes.tokenSearch'), component: InternalTokenSearchPage, loader: () => preloadTool('token-search') }),
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
  createRoute({ ...externalPage('mySystem', 'routes.mySystem', true), component: MySystemPage, validateSearch: pageSearch }),
  createRoute({ ...externalPage('isv-introduction', 'routes.isvIntroduction'), component: IsvIntroductionPage }),
  createRoute({ ...externalPage('merchant-introduction', 'routes.merchantIntroduction'), component: MerchantIntroductionPage }),
  createRoute({ ...externalPage('partner', 'routes.partner'), component: PartnerPage }),
  createRoute({
    ...externalPage('solution/$solutionCode', 'routes.solution'),
    component: SolutionPage,
    beforeLoad: ({ params }) => requireParams((SOLUTION_CODES as readonly string[]).includes(params.solutionCode)),
  }),
];
