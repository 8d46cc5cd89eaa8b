import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { UseCases } from '../application/use-cases';
import { portalSystem } from '../ui/theme/theme';
import { UseCasesProvider } from '../ui/use-cases/use-cases.context';
import type { AppRouter } from './router';

/** The providers every view relies on, around the router. */
export const App = (props: { useCases: UseCases; queryClient: QueryClient; i18n: i18n; router: AppRouter }) => (
  <ChakraProvider value={portalSystem}>
    <I18nextProvider i18n={props.i18n}>
      <QueryClientProvider client={props.queryClient}>
        <UseCasesProvider value={props.useCases}>
          <RouterProvider router={props.router} />
        </UseCasesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  </ChakraProvider>
);
