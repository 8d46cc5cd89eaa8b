import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

/**
 * A route loader's start of the read its page needs first (one `queryOptions` factory, the same the page reads): it
 * begins with the navigation, before the page's code has rendered, and cached data is used as it is
 * (`ensureQueryData`; in this TanStack Query version its successor `query({ ...options, staleTime: 'static' })`).
 * The loader does not hold the page for it: holding the navigation until the read answered rendered the whole page
 * in one long task and doubled Lighthouse's mobile blocking time on the document pages, for no gain a real browser
 * could measure (docs/performance.md). A failure is shown in place by the page (the query keeps the error; its factory
 * has `retryOnMount: false`, so the page does not ask a second time). A read its page would not make
 * (`enabled: false`) is not made here either.
 */
export const startFirstRead = <T, K extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<T, Error, T, T, K> & { readonly enabled?: unknown },
): void => startRead(queryClient, { ...options, staleTime: 'static' });

/** A route loader's start of a read its page needs beside the first (cached data used while fresh). */
export const startRead = <T, K extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<T, Error, T, T, K> & { readonly enabled?: unknown },
): void => {
  if (options.enabled === false) return;
  queryClient.query(options).catch(() => undefined);
};
