import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { FailureAnnouncer } from '../application/notifications/failure-announcer';
import { failedCallOf, type CallQueryMeta } from '../ui/portal/task-query';

type Failures = Pick<FailureAnnouncer, 'shownInPlace' | 'callerSays'>;

/**
 * The one place where a read's or write's `meta` reaches the failure policy. The HTTP client has already applied the
 * session effects (login, the re-login prompt) and handed the toast to the announcer; a query whose view shows its
 * failure in place (`failureShownInPlace`) makes no toast, and `failure` (silent, toast only a described refusal)
 * decides the toast again through the failure policy. The cache hears a failure once per fetch, however many
 * components read the query.
 */
const applyMeta = (failures: Failures | undefined, error: unknown, meta: CallQueryMeta | undefined) => {
  const failed = failedCallOf(error);
  if (!failed || !meta) return;
  if (meta.failureShownInPlace) failures?.shownInPlace(failed);
  else if (meta.failure) failures?.callerSays(failed, meta.failure);
};

/** Failures are TaskEither Lefts turned into rejections by the query functions; queries do not retry business errors. */
export const createQueryClient = (failures?: Failures): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => applyMeta(failures, error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => applyMeta(failures, error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
