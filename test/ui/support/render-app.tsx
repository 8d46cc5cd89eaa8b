import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../../src/domain/deployment/deployment';
import { createI18n } from '../../../src/ui/i18n/i18n';
import { portalSystem } from '../../../src/ui/theme/theme';
import { ThemeProvider } from '../../../src/ui/theme/theme-provider';
import { PortalProvider } from '../../../src/ui/portal/portal.context';
import { fakeUseCases, type FakeUseCases } from '../../fakes/fake-use-cases';

export interface RenderAppOptions {
  /** Defaults to fakeUseCases(). */
  readonly useCases?: FakeUseCases;
  readonly locale?: Locale;
  /** The router's starting address, e.g. '/chooseSupplier' or '/searchResult?q=x' (default '/home'). */
  readonly path?: string;
  /** Route patterns with params the view reads, e.g. '/open-business-document/api-doc/$unitId/$docId'. */
  readonly routes?: readonly string[];
}

export interface RenderedApp extends RenderResult {
  readonly user: UserEvent;
  readonly useCases: FakeUseCases;
  readonly router: AnyRouter;
  readonly queryClient: QueryClient;
  readonly i18n: i18n;
  /** Where the router is now: pathname and parsed search. */
  readonly location: () => { pathname: string; search: Record<string, unknown> };
}

/**
 * Renders `ui` as the app would: Chakra (portal theme), i18next in `locale`, react-query, the UseCases registry and
 * a memory-history TanStack router whose every path renders `ui` (so Link, useNavigate and useRouterState work).
 */
export const renderApp = async (ui: ReactNode, options: RenderAppOptions = {}): Promise<RenderedApp> => {
  const useCases = options.useCases ?? fakeUseCases();
  const i18n = createI18n(options.locale ?? 'en-us');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const patterned = (options.routes ?? []).map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => null }));
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, ...patterned, anyPath]),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/home'] }),
  });
  await router.load();

  const result = render(
    <ChakraProvider value={portalSystem}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PortalProvider value={useCases.portal}>
            <ThemeProvider>
              <RouterProvider router={router} />
            </ThemeProvider>
          </PortalProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );

  return {
    ...result,
    user: userEvent.setup(),
    useCases,
    router,
    queryClient,
    i18n,
    location: () => ({
      pathname: router.state.location.pathname,
      search: router.state.location.search,
    }),
  };
};
