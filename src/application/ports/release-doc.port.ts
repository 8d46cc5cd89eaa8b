import type { TaskEither } from 'fp-ts/TaskEither';
import type { GuideTreeNode, MarkdownDoc } from '../../domain/doc/guide-doc';
import type { ProductDocTab, ProductName, ReleaseDocSummary } from '../../domain/doc/release-doc';
import type { AppError } from '../errors/app-error';

/** Platform documents outside the business units: released docs and a product's documents (document layout). */
export interface ReleaseDocPort {
  /** GET /doc/getReleaseDocList?type. */
  releaseDocList(type: number): TaskEither<AppError, readonly ReleaseDocSummary[]>;
  /** GET /doc/getDocByGroupByTree?productCode&docType: one tab's document tree of a product. */
  productDocTree(productCode: string, tab: ProductDocTab): TaskEither<AppError, readonly GuideTreeNode[]>;
  /**
   * GET /doc/findReleaseDocGroupById: one released platform or product document. Read here, not through the DocPort,
   * whose units' documents come from OpenAPI documents on an OpenAPI deployment while these still come from lcp-rest.
   */
  releasedDoc(docId: number): TaskEither<AppError, MarkdownDoc>;
  /** GET /product/release/findMiniProductInfo?productCode. */
  miniProduct(productCode: string): TaskEither<AppError, ProductName>;
}
