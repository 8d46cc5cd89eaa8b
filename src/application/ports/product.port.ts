import type { TaskEither } from 'fp-ts/TaskEither';
import type { ApplyUseProduct, ProductApplication, ProductApplicationRequest } from '../../domain/product/product-apply';
import type { ProductClassification, ProductDetail, ProductSummary } from '../../domain/product/product';
import type { AppError } from '../errors/app-error';

/**
 * Products and applying to use one (spec §7 "Products and applications"). The product's name for the document layout
 * (GET /product/release/findMiniProductInfo) is ReleaseDocPort.miniProduct.
 */
export interface ProductPort {
  /** GET /product/release/classifiedProducts: the product page's groups. */
  classifiedProducts(): TaskEither<AppError, readonly ProductClassification[]>;
  /** GET /product/release/facadeProductShowList: the products the home page shows. */
  showcaseProducts(): TaskEither<AppError, readonly ProductSummary[]>;
  /** GET /product/show/details/{id}: id or product code. */
  productDetail(id: string): TaskEither<AppError, ProductDetail>;
  /** GET /productApply/findApplyUseProduct/{id}: what the apply form needs (login). */
  applyUseProduct(id: string): TaskEither<AppError, ApplyUseProduct>;
  /** POST /productApply/submitApplication {productId, term, agree: true} (login, administrators). */
  submitApplication(request: ProductApplicationRequest): TaskEither<AppError, ProductApplication>;
  /** GET /productApply/selectProductApplyByUserId: the account's applications (login). */
  myApplications(): TaskEither<AppError, readonly ProductApplication[]>;
}
