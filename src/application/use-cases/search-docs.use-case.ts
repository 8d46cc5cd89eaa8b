import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { pageCountOf, searchRequestOf, type SearchQuery, type SearchResultPage } from '../../domain/search/search';
import type { AppError } from '../errors/app-error';
import type { SearchPort } from '../ports/search.port';

/** /searchResult: one page of one tab's hits; an empty query asks nothing and finds nothing. */
export const makeSearchDocs =
  ({ search }: { search: SearchPort }) =>
  (query: SearchQuery): TE.TaskEither<AppError, SearchResultPage> => {
    const request = searchRequestOf(query);
    const page = request.from / request.size + 1;
    if (!request.q) return TE.right({ hits: [], total: 0, page: 1, pageCount: 1 });
    return pipe(
      search.search(request),
      TE.map(({ hits, total }) => ({ hits, total: Math.max(0, total), page, pageCount: pageCountOf(total) })),
    );
  };
