import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../application/errors/app-error';
import type { SearchPort } from '../../application/ports/search.port';

/**
 * The search adapter (its contract and snippet rules) loads with the first search, which no first view makes
 * (docs/performance.md). A load that fails is a network failure of that search; with `lazyOnce`, the next search
 * tries again.
 */
export const lazySearch = (load: () => Promise<SearchPort>): SearchPort => ({
  search: (request) =>
    pipe(
      TE.tryCatch(load, (): AppError => ({ kind: 'Network' })),
      TE.chain((port) => port.search(request)),
    ),
});
