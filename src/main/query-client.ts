import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { FailureAnnouncer } from '../application/notifications/failure-announcer';
import { failedCallOf } from '../ui/portal/task-query';

/**
 * Failures are TaskEither Lefts turned into rejections by the query functions; the HTTP client has already
 * applied the global failure policy, so queries do not retry business errors. A query whose view shows its failure in
 * place (meta `failureShownInPlace`) tells the announcer so, and its failure is not also a toast. The cache hears a
 * failure once per fetch, however many components read the query.
 */
export const createQueryClient = (failures?: Pick<FailureAnnouncer, 'shownInPlace'>): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const failed = failedCallOf(error);
        if (query.meta?.failureShownInPlace && failed) failures?.shownInPlace(failed);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
