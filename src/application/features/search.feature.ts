import type { IO } from 'fp-ts/IO';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';
import type { SearchQuery, SearchResultPage, SearchTab } from '../../domain/search/search';
import type { Suggestion } from '../../domain/search/finder';

/** The search results page and the finder. */
export interface SearchFeature {
  /** /searchResult: one page of one tab's hits (silent: no toast; the page says a failure in place). */
  readonly searchDocs: (query: SearchQuery) => TaskEither<AppError, SearchResultPage>;
  /** /searchResult's tab labels: one tab's hit count for the words. */
  readonly countHits: (q: string, tab: SearchTab) => TaskEither<AppError, number>;
  /** The finder: the best suggestions for the words, ranked (domain/search/finder.ts). */
  readonly suggest: (words: string) => TaskEither<AppError, readonly Suggestion[]>;
  /** A search is coming (a search box focused or pointed at, the finder opened): what it needs starts loading. */
  readonly prepareSearch: IO<void>;
  /** The finder's last openings, newest first (this browser's). */
  readonly recentFinds: IO<readonly Suggestion[]>;
  /** Remembers an opening; answers the list as it now is. */
  readonly rememberFind: (opened: Suggestion) => IO<readonly Suggestion[]>;
}
