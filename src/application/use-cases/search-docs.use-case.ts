import { pipe } from 'fp-ts/function';
import { FINDER_ASKED, rankSuggestions, type Suggestion } from '../../domain/search/finder';
import * as TE from 'fp-ts/TaskEither';
import { countRequestOf, pageCountOf, searchRequestOf, type SearchQuery, type SearchResultPage, type SearchTab } from '../../domain/search/search';
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

/** /searchResult's tab labels: how many hits one tab has for the words (the backend's `total`); no words, no call. */
export const makeCountHits =
  ({ search }: { search: SearchPort }) =>
  (q: string, tab: SearchTab): TE.TaskEither<AppError, number> => {
    const request = countRequestOf(q.trim(), tab);
    if (!request.q) return TE.right(0);
    return pipe(
      search.search(request),
      TE.map(({ total }) => Math.max(0, total)),
    );
  };

/** The finder's suggestions: the all-scopes search's first FINDER_ASKED hits, ranked; no words, no call. */
export const makeSuggest =
  ({ search }: { search: SearchPort }) =>
  (words: string): TE.TaskEither<AppError, readonly Suggestion[]> => {
    const q = words.trim();
    if (!q) return TE.right([]);
    return pipe(
      search.search({ endpoint: 'all', q, from: 0, size: FINDER_ASKED }),
      TE.map(({ hits }) => rankSuggestions(hits, q)),
    );
  };
