import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

/**
 * A route loader's wait for the read its page needs first (one `queryOptions` factory, the same the page reads):
 * the navigation ends once it answered, so the page opens with its content. Cached data is used as it is
 * (`ensureQueryData`; in this TanStack Query version its successor `query({ ...options, staleTime: 'static' })`); the
 * page's own `staleTime` still refreshes it in the background. A failure also ends the wait, and the page shows it in
 * place as it would have without the loader (the query keeps the error; its factory has `retryOnMount: false`, so
 * the page does not ask a second time). A read its page would not make (`enabled: false`) is not made here either.
 */
export const awaitFirstRead = async <T, K extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<T, Error, T, T, K> & { readonly enabled?: unknown },
): Promise<void> => {
  if (options.enabled === false) return;
  await queryClient.query({ ...options, staleTime: 'static' }).catch(() => undefined);
};
