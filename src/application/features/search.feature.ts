import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';
import type { SearchQuery, SearchResultPage } from '../../domain/search/search';

/** The search results page. */
export interface SearchFeature {
  /** /searchResult: one page of one tab's hits (silent: a failure shows the empty state). */
  readonly searchDocs: (query: SearchQuery) => TaskEither<AppError, SearchResultPage>;
}
