import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { SearchHit } from '../../domain/search/search';
import type { AppError } from '../errors/app-error';

export type SearchPage = { readonly hits: readonly SearchHit[]; readonly total: number };

/** One source of a combined list: the page of its own hits that starts at `from`. */
export type PageSource = (from: number, size: number) => TE.TaskEither<AppError, SearchPage>;

const NONE: SearchPage = { hits: [], total: 0 };

/**
 * The page `from`..`from + size` of several sources' hits, one source's after another's, and their summed total: each
 * source is asked, in turn, for the part of the page that falls in its own list (one row when none does, for its
 * total). A failure of any source is the page's failure.
 */
export const pageInTurn = (sources: readonly PageSource[], from: number, size: number): TE.TaskEither<AppError, SearchPage> =>
  sources.reduce<TE.TaskEither<AppError, SearchPage>>(
    (before, source) =>
      pipe(
        before,
        TE.chain((sofar) => {
          const wanted = Math.max(0, size - sofar.hits.length);
          return pipe(
            source(Math.max(0, from - sofar.total), Math.max(1, wanted)),
            TE.map((page) => ({ hits: [...sofar.hits, ...page.hits.slice(0, wanted)], total: sofar.total + Math.max(0, page.total) })),
          );
        }),
      ),
    TE.right(NONE),
  );
