import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { UseCases } from '../application/use-cases';
import { routeTreeFor } from '../ui/routes/route-tree';
import { createPortalHashHistory } from './hash-history';

export const createAppRouter = (deps: { useCases: UseCases; queryClient: QueryClient; history?: RouterHistory; sessionSettled?: Promise<void> }) =>
  createRouter({
    routeTree: routeTreeFor(deps.useCases.deployment().variant),
    history: deps.history ?? createPortalHashHistory(),
    context: { useCases: deps.useCases, queryClient: deps.queryClient, sessionSettled: deps.sessionSettled ?? Promise.resolve() },
    defaultPreload: 'intent',
    // Loaders read through react-query, which owns caching.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
