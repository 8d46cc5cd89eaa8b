import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Portal } from '../application/features/portal';
import { portalSystem } from '../ui/theme/theme';
import { ThemeProvider } from '../ui/theme/theme-provider';
import { PortalProvider } from '../ui/portal/portal.context';
import type { AppRouter } from './router';

/** Runs `run` once mounted: after the layout effects of the elements before it (a sibling's run first). */
const AfterMount = ({ run }: { run: () => void }) => {
  useLayoutEffect(() => {
    run();
  }, [run]);
  return null;
};

/**
 * The providers every view relies on, around the router. `onRouterMounted` runs once the router's own listener of
 * address changes is there.
 */
export const App = (props: { portal: Portal; queryClient: QueryClient; i18n: i18n; router: AppRouter; onRouterMounted?: () => void }) => (
  <ChakraProvider value={portalSystem}>
    <I18nextProvider i18n={props.i18n}>
      <QueryClientProvider client={props.queryClient}>
        <PortalProvider value={props.portal}>
          <ThemeProvider>
            <RouterProvider router={props.router} />
            {props.onRouterMounted ? <AfterMount run={props.onRouterMounted} /> : null}
          </ThemeProvider>
        </PortalProvider>
      </QueryClientProvider>
    </I18nextProvider>
  </ChakraProvider>
);
