import type { QueryClient } from '@tanstack/react-query';
import type { UseCases } from '../../application/use-cases';

/** What every route's loader and guard receives (TanStack Router context). */
export interface RouterContext {
  readonly queryClient: QueryClient;
  readonly useCases: UseCases;
}
