import type { TaskEither } from 'fp-ts/TaskEither';
import type { MySystem } from '../../domain/product/my-system';
import type { Page, Paging } from '../../domain/product/paging';
import type { SystemApplication } from '../../domain/product/product-apply';
import type { AppError } from '../errors/app-error';

/** The account's WMS systems (contract "My System (WMS)"); the external site's My System and apply pages. */
export interface MySystemPort {
  /** POST /wms/queryList {pageSize, pageNum}. */
  systems(paging: Paging): TaskEither<AppError, Page<MySystem>>;
  /** POST /wms/apply {systemName, schemeType, limitNum, limitType}: the new system's id, when the server gives it. */
  apply(application: SystemApplication): TaskEither<AppError, string | undefined>;
}
