import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { NotificationCenter } from '../application/notifications/notification-center';
import type { Portal } from '../application/features/portal';
import { routeTreeFor } from '../ui/routes/route-tree';
import { createPortalHashHistory } from './hash-history';

export const createAppRouter = (deps: { portal: Portal; queryClient: QueryClient; history?: RouterHistory; sessionSettled?: Promise<void> }) =>
  createRouter({
    routeTree: routeTreeFor(deps.portal.values.features.pageSet),
    history: deps.history ?? createPortalHashHistory(),
    context: { portal: deps.portal, queryClient: deps.queryClient, sessionSettled: deps.sessionSettled ?? Promise.resolve() },
    defaultPreload: 'intent',
    // Loaders read through react-query, which owns caching.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * A page's toasts end with the page: going to another path closes them (a change of the query alone, such as the next
 * page of a list, keeps them). The pending calls of the next page toast after this.
 */
export const endToastsWithTheirPage = (router: AppRouter, notifications: Pick<NotificationCenter, 'clearToasts'>): (() => void) =>
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation && event.pathChanged) notifications.clearToasts();
  });

/**
 * Starts loading the chunks of the pages the current address shows, so they arrive beside the visitor check rather
 * than after the first render. A failure is left to the router: it loads them again when it renders, and shows its
 * error view if they still fail.
 */
export const preloadCurrentPage = (router: AppRouter): void => {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
};

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
