import { pipe } from 'fp-ts/function';
import { FINDER_ASKED, type Suggestion } from '../../domain/search/finder';
import { rankSuggestions } from '../../domain/search/finder-suggestions';
import * as TE from 'fp-ts/TaskEither';
import { countRequestsOf, pageCountOf, searchRequestsOf, type SearchQuery, type SearchResultPage, type SearchTab } from '../../domain/search/search';
import { pageInTurn, type PageSource } from '../search/page-in-turn';
import type { AppError } from '../errors/app-error';
import type { SearchPort } from '../ports/search.port';

/** /searchResult: one page of one tab's hits (its calls' lists one after another); an empty query asks nothing and finds nothing. */
export const makeSearchDocs =
  ({ search }: { search: SearchPort }) =>
  (query: SearchQuery): TE.TaskEither<AppError, SearchResultPage> => {
    const requests = searchRequestsOf(query);
    const { q, from, size } = requests[0];
    const page = from / size + 1;
    if (!q) return TE.right({ hits: [], total: 0, page: 1, pageCount: 1 });
    const sources = requests.map((request): PageSource => (at, rows) => search.search({ ...request, from: at, size: rows }));
    return pipe(
      pageInTurn(sources, from, size),
      TE.map(({ hits, total }) => ({ hits, total: Math.max(0, total), page, pageCount: pageCountOf(total) })),
    );
  };

/**
 * /searchResult's tab labels: how many hits one tab has for the words (its calls' `total`s, summed); no words, no call.
 * The calls go one after another and stop at the first failure: the query says its one failure silent, and a second
 * failure no query claims would be toasted (failure-announcer.ts).
 */
export const makeCountHits =
  ({ search }: { search: SearchPort }) =>
  (q: string, tab: SearchTab): TE.TaskEither<AppError, number> => {
    const words = q.trim();
    if (!words) return TE.right(0);
    return pipe(
      countRequestsOf(words, tab),
      TE.traverseSeqArray((request) => search.search(request)),
      TE.map((pages) => pages.reduce((sum, { total }) => sum + Math.max(0, total), 0)),
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
