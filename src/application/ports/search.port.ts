import type { TaskEither } from 'fp-ts/TaskEither';
import type { SearchHit, SearchRequest } from '../../domain/search/search';
import type { AppError } from '../errors/app-error';

export interface SearchPort {
  /** GET /search[/{scope}] (silent: a failure is shown as no results, never a toast). */
  search(request: SearchRequest): TaskEither<AppError, { readonly hits: readonly SearchHit[]; readonly total: number }>;
}
