import type { TaskEither } from 'fp-ts/TaskEither';
import type { GuideTreeNode } from '../../domain/doc/guide-doc';
import type { ProductDocTab, ProductName, ReleaseDocSummary } from '../../domain/doc/release-doc';
import type { AppError } from '../errors/app-error';

/** Platform documents outside the business units: released docs and a product's documents (document layout). */
export interface ReleaseDocPort {
  /** GET /doc/getReleaseDocList?type. */
  releaseDocList(type: number): TaskEither<AppError, readonly ReleaseDocSummary[]>;
  /** GET /doc/getDocByGroupByTree?productCode&docType: one tab's document tree of a product. */
  productDocTree(productCode: string, tab: ProductDocTab): TaskEither<AppError, readonly GuideTreeNode[]>;
  /** GET /product/release/findMiniProductInfo?productCode. */
  miniProduct(productCode: string): TaskEither<AppError, ProductName>;
}
