import type { PortalFeatures } from '../../domain/deployment/portal-features';
import { documentRoutes, openBusinessRoutes, previewRoutes } from './document.routes';
import { commonMainRoutes, mainLayoutRoute } from './main.routes';
import { rootRoute } from './root.route';
import { externalRoutes, internalRoutes } from './variant.routes';

type VariantRoutes = ((typeof internalRoutes)[number] | (typeof externalRoutes)[number])[];

const PAGE_SETS: Readonly<Record<PortalFeatures['pageSet'], readonly unknown[]>> = { staff: internalRoutes, customer: externalRoutes };

/**
 * The tree a deployment serves: its page set (PortalFeatures), whose routes do not exist elsewhere (they are a 404).
 * Its type holds every route of both variants, so links are typed against the whole map.
 * Route objects are shared: build one tree per running app (addChildren re-parents them).
 */
export const routeTreeFor = (pageSet: PortalFeatures['pageSet']) => {
  const variantRoutes = PAGE_SETS[pageSet] as unknown as VariantRoutes;
  return rootRoute.addChildren([
    mainLayoutRoute.addChildren([...commonMainRoutes, ...variantRoutes]),
    documentRoutes,
    openBusinessRoutes,
    previewRoutes,
  ]);
};

export type AppRouteTree = ReturnType<typeof routeTreeFor>;
