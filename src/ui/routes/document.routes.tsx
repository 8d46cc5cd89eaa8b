import { createRoute } from '@tanstack/react-router';
import { apiDocQuery } from '../reads/api-doc.queries';
import { docBaseOf } from '../docs/open-business/doc-base';
import { unitReads } from '../docs/open-business/unit-reads';
import { startFirstRead, startRead } from './first-read';
import { requireGatewayTools, requireParams } from './guards';
import {
  AccessGuidePage,
  ApiDocPage,
  ApiDocsTabPage,
  DevelopGuidePage,
  DocumentLayout,
  ExtensionDocPage,
  ManualPage,
  MessageDocPage,
  OpenBusinessLayout,
  SdkDocPage,
  OpenBusinessToolsPage,
} from './pages';
import { preloadTool } from '../tools/lazy-tools';
import { isDevTool } from '../tools/tool-names';
import { rootRoute } from './root.route';
import type { RouterContext } from './router-context';
import { apiTestSearch, isCode, isId, previewSearch } from '../portal/search-params';
import { OPEN_BUSINESS_PATH, API_DOC_PATH, DEVELOPER_TOOL_PATH } from './route-paths';

/** Document layout: four tabs over one product (spec §2 "Document layout"). */
export const documentLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'document', component: DocumentLayout });

export const DOC_TABS = ['develop-guide', 'manaul', 'apidoc', 'extensiondoc'] as const;
export type DocTab = (typeof DOC_TABS)[number];
const DOC_TAB_PAGES = { 'develop-guide': DevelopGuidePage, manaul: ManualPage, apidoc: ApiDocsTabPage, extensiondoc: ExtensionDocPage } as const;

const docTabRoutes = (tab: DocTab) => {
  const parent = createRoute({
    getParentRoute: () => documentLayoutRoute,
    path: `${tab}/$productCode`,
    staticData: { titleKey: `routes.docTab.${tab}` },
    beforeLoad: ({ params }) => requireParams(isCode(params.productCode)),
  });
  const index = createRoute({ getParentRoute: () => parent, path: '/', component: DOC_TAB_PAGES[tab] });
  const child = createRoute({
    getParentRoute: () => parent,
    path: '$docId',
    component: DOC_TAB_PAGES[tab],
    beforeLoad: ({ params }) => requireParams(isId(params.docId)),
  });
  return parent.addChildren([index, child]);
};

export const documentRoutes = documentLayoutRoute.addChildren(DOC_TABS.map(docTabRoutes));

/** Open-business document layout and its preview variant (spec §2). */

const openBusinessTree = (prefix: typeof OPEN_BUSINESS_PATH | 'preview-docking-plan') => {
  const preview = prefix === 'preview-docking-plan';
  const layout = createRoute({
    getParentRoute: () => rootRoute,
    path: prefix,
    component: OpenBusinessLayout,
    staticData: { titleKey: preview ? 'routes.preview' : 'routes.openBusinessDocument' },
    ...(preview ? { validateSearch: previewSearch } : {}),
  });
  /*
   * A unit's reads (unitReads: the same list the layout reads) start with the navigation, not once the layout has
   * rendered; not on hover-intent preloads (a failing call would be reported for a page nobody opened). The unit's
   * check is the layout's first need (`startFirstRead`), the rest goes on beside it. Failures are reported by the HTTP
   * client, and the layout and pages show them in place.
   */
  type UnitLoad = { context: RouterContext; params: { unitId: string }; location: { search: Record<string, unknown> }; preload: boolean };
  const startUnit = ({ context, params, location }: UnitLoad, { documentPage }: { documentPage: boolean }): void => {
    const { portal, queryClient } = context;
    // The address's search as the layout's route validates it (its approvalNumber, as the layout reads it).
    const { source } = docBaseOf(preview, previewSearch(location.search));
    const reads = unitReads(portal.documents, { unitId: Number(params.unitId), source, loggedIn: portal.session.get().loggedIn });
    startFirstRead(queryClient, reads.access);
    startRead(queryClient, reads.apiMenu);
    startRead(queryClient, reads.messageMenu);
    // Every document page of the unit draws with the sanitizer (the tools do not): its code comes with the reads.
    if (documentPage) portal.documents.sanitizer.load().catch(() => undefined);
  };
  const unitLoader =
    ({ documentPage }: { documentPage: boolean }) =>
    (load: UnitLoad) => {
      if (!load.preload) startUnit(load, { documentPage });
    };
  const unitParams = ({ params }: { params: { unitId: string } }) => requireParams(isId(params.unitId));
  const docParams = ({ params }: { params: { unitId: string; docId: string } }) =>
    requireParams(isId(params.unitId) && isId(params.docId));
  const accessGuide = createRoute({
    getParentRoute: () => layout,
    path: 'access-guide/$unitId',
    beforeLoad: unitParams,
    loader: unitLoader({ documentPage: true }),
  });
  // The preview hides the SDK and tools tabs: those addresses are a 404 there.
  const notInPreview = () => requireParams(!preview);
  return layout.addChildren([
    accessGuide.addChildren([
      createRoute({ getParentRoute: () => accessGuide, path: '/', component: AccessGuidePage }),
      createRoute({ getParentRoute: () => accessGuide, path: '$docId', component: AccessGuidePage, beforeLoad: docParams }),
    ]),
    createRoute({
      getParentRoute: () => layout,
      path: API_DOC_PATH,
      component: ApiDocPage,
      beforeLoad: docParams,
      // The unit's calls and the document itself.
      loader: (load: UnitLoad & { params: { docId: string } }) => {
        if (load.preload) return;
        startFirstRead(load.context.queryClient, apiDocQuery(load.context.portal.documents.docs, Number(load.params.docId)));
        startUnit(load, { documentPage: true });
      },
    }),
    createRoute({
      getParentRoute: () => layout,
      path: 'message-doc/$unitId/$docId',
      component: MessageDocPage,
      beforeLoad: docParams,
      loader: unitLoader({ documentPage: true }),
    }),
    createRoute({
      getParentRoute: () => layout,
      path: 'sdk-doc/$unitId',
      component: SdkDocPage,
      beforeLoad: ({ params, context }: { params: { unitId: string }; context: RouterContext }) => {
        notInPreview();
        unitParams({ params });
        requireGatewayTools({ context });
      },
      loader: unitLoader({ documentPage: true }),
    }),
    createRoute({
      getParentRoute: () => layout,
      path: DEVELOPER_TOOL_PATH,
      component: OpenBusinessToolsPage,
      validateSearch: apiTestSearch,
      beforeLoad: ({ params, context }: { params: { unitId: string; toolName: string }; context: RouterContext }) => {
        notInPreview();
        requireParams(isId(params.unitId) && isDevTool(params.toolName));
        requireGatewayTools({ context });
      },
      loader: (load: UnitLoad & { params: { toolName: string } }) => {
        if (isDevTool(load.params.toolName)) preloadTool(load.params.toolName);
        return unitLoader({ documentPage: false })(load);
      },
    }),
  ]);
};

export const openBusinessRoutes = openBusinessTree(OPEN_BUSINESS_PATH);
export const previewRoutes = openBusinessTree('preview-docking-plan');
