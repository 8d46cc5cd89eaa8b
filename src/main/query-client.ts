import { QueryClient } from '@tanstack/react-query';

/**
 * Failures are TaskEither Lefts turned into rejections by the query functions; the HTTP client has already
 * applied the global failure policy, so queries do not retry business errors.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
