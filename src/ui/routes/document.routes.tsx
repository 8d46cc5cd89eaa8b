import { createRoute } from '@tanstack/react-router';
import { apiDocQuery, apiMenuQuery } from '../docs/api-doc/api-doc.queries';
import { sanitizerQuery } from '../docs/common/rich-text.queries';
import { unitAccessQuery } from '../docs/open-business/unit-access.queries';
import { requireParams } from './guards';
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
import { isDevTool } from '../tools/tool-names';
import { rootRoute } from './root.route';
import type { RouterContext } from './router-context';
import { apiTestSearch, isCode, isId, previewSearch } from './search-params';

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

const openBusinessTree = (prefix: 'open-business-document' | 'preview-docking-plan') => {
  const preview = prefix === 'preview-docking-plan';
  const layout = createRoute({
    getParentRoute: () => rootRoute,
    path: prefix,
    component: OpenBusinessLayout,
    staticData: { titleKey: preview ? 'routes.preview' : 'routes.openBusinessDocument' },
    ...(preview ? { validateSearch: previewSearch } : {}),
  });
  const unitParams = ({ params }: { params: { unitId: string } }) => requireParams(isId(params.unitId));
  const docParams = ({ params }: { params: { unitId: string; docId: string } }) =>
    requireParams(isId(params.unitId) && isId(params.docId));
  const accessGuide = createRoute({
    getParentRoute: () => layout,
    path: 'access-guide/$unitId',
    beforeLoad: unitParams,
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
      path: 'api-doc/$unitId/$docId',
      component: ApiDocPage,
      beforeLoad: docParams,
      // The unit check, the document, the unit's API menu and the sanitizer start with the navigation, not once the layout and the page
      // have rendered (not on hover-intent preloads: a failing call would be reported for a page nobody opened).
      loader: ({ context, params, preload }: { context: RouterContext; params: { unitId: string; docId: string }; preload: boolean }) => {
        if (preload) return;
        const { useCases, queryClient } = context;
        // Failures were reported by the HTTP client; the page shows them in place.
        if (!preview) {
          const loggedIn = useCases.session().get().loggedIn;
          queryClient.query(unitAccessQuery(useCases.openBizUnit, Number(params.unitId), { kind: 'released' }, loggedIn)).catch(() => undefined);
        }
        queryClient.query(apiDocQuery(useCases.apiDoc, Number(params.docId))).catch(() => undefined);
        queryClient.query(apiMenuQuery(useCases.apiMenu, Number(params.unitId))).catch(() => undefined);
        queryClient.query(sanitizerQuery(useCases.sanitizer)).catch(() => undefined);
      },
    }),
    createRoute({ getParentRoute: () => layout, path: 'message-doc/$unitId/$docId', component: MessageDocPage, beforeLoad: docParams }),
    createRoute({
      getParentRoute: () => layout,
      path: 'sdk-doc/$unitId',
      component: SdkDocPage,
      beforeLoad: ({ params }: { params: { unitId: string } }) => {
        notInPreview();
        unitParams({ params });
      },
    }),
    createRoute({
      getParentRoute: () => layout,
      path: 'common-development-tools/$unitId/$toolName',
      component: OpenBusinessToolsPage,
      validateSearch: apiTestSearch,
      beforeLoad: ({ params }: { params: { unitId: string; toolName: string } }) => {
        notInPreview();
        requireParams(isId(params.unitId) && isDevTool(params.toolName));
      },
    }),
  ]);
};

export const openBusinessRoutes = openBusinessTree('open-business-document');
export const previewRoutes = openBusinessTree('preview-docking-plan');
