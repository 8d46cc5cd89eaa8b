import { createRoute } from '@tanstack/react-router';
import { requireLogin, requireParams } from './guards';
import { mainLayoutRoute, openBusinessRoute, quickRoute } from './main.routes';
import { ApiMethodListPage, ApiNewHandPage, ApiStorePage, HttpApiDetailPage, InternalApiTestPage, InternalDocumentPage, InternalSignToolPage, InternalTokenSearchPage, UpcomingPage } from './pages';
import { apiListSearch, apiStoreSearch, apiTestSearch, isCode, isId } from './search-params';
import { SOLUTION_CODES } from './solution-codes';

const internalPage = <P extends string>(path: P, titleKey: string, requiresLogin = false) => ({
  getParentRoute: () => mainLayoutRoute,
  path,
  component: UpcomingPage,
  staticData: { titleKey, variant: 'internal' as const, requiresLogin },
  ...(requiresLogin ? { beforeLoad: requireLogin } : {}),
});

const externalPage = <P extends string>(path: P, titleKey: string, requiresLogin = false) => ({
  getParentRoute: () => mainLayoutRoute,
  path,
  component: UpcomingPage,
  staticData: { titleKey, variant: 'external' as const, requiresLogin },
  ...(requiresLogin ? { beforeLoad: requireLogin } : {}),
});

/** Staff portal only (spec §2 "Internal extras"; the tool paths are ours: docs/routes.md). */
export const internalRoutes = [
  createRoute({
    ...internalPage('solveDetail/$productCode', 'routes.solveDetail'),
    beforeLoad: ({ params }) => requireParams(isCode(params.productCode)),
  }),
  createRoute({
    ...internalPage('apiNewHand/$docId', 'routes.apiNewHand'),
    component: ApiNewHandPage,
    beforeLoad: ({ params }) => requireParams(isId(params.docId)),
  }),
  createRoute(internalPage('aboutUs', 'routes.aboutUs')),
  createRoute({ ...internalPage('document', 'routes.document'), component: InternalDocumentPage }),
  createRoute({ ...internalPage('apiStore', 'routes.apiStore'), component: ApiStorePage, validateSearch: apiStoreSearch }),
  createRoute({ ...internalPage('apiMethodList', 'routes.apiMethodList'), component: ApiMethodListPage, validateSearch: apiListSearch }),
  createRoute({ ...internalPage('httpApiDetail', 'routes.httpApiDetail'), component: HttpApiDetailPage, validateSearch: apiListSearch }),
  createRoute({ ...internalPage('apiTestMainPage', 'routes.apiTestMainPage', true), component: InternalApiTestPage, validateSearch: apiTestSearch }),
  createRoute(internalPage('apply/$productCode', 'routes.apply', true)),
  createRoute(internalPage('apply/result/$productCode', 'routes.applyResult', true)),
  createRoute(internalPage('mySystem', 'routes.mySystem', true)),
  createRoute({ ...internalPage('tools/sign', 'routes.signTool'), component: InternalSignToolPage }),
  createRoute({ ...internalPage('tools/token-search', 'routes.tokenSearch'), component: InternalTokenSearchPage }),
];

export { SOLUTION_CODES } from './solution-codes';

/** Customer portal only (spec §2 "External extras"). */
export const externalRoutes = [
  openBusinessRoute,
  quickRoute,
  createRoute(externalPage('apply', 'routes.apply', true)),
  createRoute(externalPage('apply/result', 'routes.applyResult', true)),
  createRoute(externalPage('mySystem', 'routes.mySystem', true)),
  createRoute(externalPage('isv-introduction', 'routes.isvIntroduction')),
  createRoute(externalPage('merchant-introduction', 'routes.merchantIntroduction')),
  createRoute(externalPage('partner', 'routes.partner')),
  createRoute({
    ...externalPage('solution/$solutionCode', 'routes.solution'),
    beforeLoad: ({ params }) => requireParams((SOLUTION_CODES as readonly string[]).includes(params.solutionCode)),
  }),
];
