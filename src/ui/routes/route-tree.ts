import type { Variant } from '../../domain/deployment/deployment';
import { documentRoutes, openBusinessRoutes, previewRoutes } from './document.routes';
import { commonMainRoutes, mainLayoutRoute } from './main.routes';
import { rootRoute } from './root.route';
import { externalRoutes, internalRoutes } from './variant.routes';

type VariantRoutes = ((typeof internalRoutes)[number] | (typeof externalRoutes)[number])[];

/**
 * The tree a deployment serves: a variant-only route does not exist on the other variant (it is a 404).
 * Its type holds every route of both variants, so links are typed against the whole map.
 * Route objects are shared: build one tree per running app (addChildren re-parents them).
 */
export const routeTreeFor = (variant: Variant) => {
  const variantRoutes = (variant === 'internal' ? internalRoutes : externalRoutes) as unknown as VariantRoutes;
  return rootRoute.addChildren([
    mainLayoutRoute.addChildren([...commonMainRoutes, ...variantRoutes]),
    documentRoutes,
    openBusinessRoutes,
    previewRoutes,
  ]);
};

export type AppRouteTree = ReturnType<typeof routeTreeFor>;
