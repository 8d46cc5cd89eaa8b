import type { TaskEither } from 'fp-ts/TaskEither';
import type { SearchHit, SearchRequest } from '../../domain/search/search';
import type { AppError } from '../errors/app-error';

export interface SearchPort {
  /** GET /search[/{scope}] (silent: never a toast; the page says a failure in place, never as no results). */
  search(request: SearchRequest): TaskEither<AppError, { readonly hits: readonly SearchHit[]; readonly total: number }>;
  /**
   * Starts loading what a first search reads (the adapter's code, the documents' search indexes), before it is asked;
   * answers once loaded. A failure here is not said: the search says its own when it is asked.
   */
  prepare(): TaskEither<AppError, void>;
}
