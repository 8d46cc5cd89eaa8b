import type { CheckApplyPermission } from '../use-cases/check-apply-permission.use-case';
import type { makeListMySystems } from '../use-cases/list-my-systems.use-case';
import type { makeLoadApplicationResult } from '../use-cases/load-application-result.use-case';
import type { makeLoadApplyForm, makeLoadSystemApplyForm } from '../use-cases/load-apply-form.use-case';
import type { makeLoadProductDetail } from '../use-cases/load-product-detail.use-case';
import type { makeLoadProductCatalogue, makeLoadShowcaseProducts } from '../use-cases/load-products.use-case';
import type { makeSubmitApplication, makeSubmitSystemApplication } from '../use-cases/submit-application.use-case';

/** Products, applying for them, and My System. */
export interface ProductsFeature {
  /** Whether the signed-in user may apply for a product: the team's administrator only (spec §4). */
  readonly checkApplyPermission: CheckApplyPermission;
  /** Products by classification (GET /product/release/classifiedProducts). */
  readonly loadProductCatalogue: ReturnType<typeof makeLoadProductCatalogue>;
  /** The products shown on home (GET /product/release/facadeProductShowList). */
  readonly loadShowcaseProducts: ReturnType<typeof makeLoadShowcaseProducts>;
  /** A product's detail page (GET /product/show/details/{id}), its sections split out. */
  readonly loadProductDetail: ReturnType<typeof makeLoadProductDetail>;
  /** The internal apply form of a product: the administrator check, then GET /productApply/findApplyUseProduct/{id}. */
  readonly loadApplyForm: ReturnType<typeof makeLoadApplyForm>;
  /** The external apply form (a WMS system): the administrator check first. */
  readonly loadSystemApplyForm: ReturnType<typeof makeLoadSystemApplyForm>;
  /** POST /productApply/submitApplication, validated first; a second submit while one runs sends nothing. */
  readonly submitApplication: ReturnType<typeof makeSubmitApplication>;
  /** POST /wms/apply, validated first; a second submit while one runs sends nothing. */
  readonly submitSystemApplication: ReturnType<typeof makeSubmitSystemApplication>;
  /** My System: a page of one of its lists, the account's product applications or the team's WMS systems. */
  readonly listMySystems: ReturnType<typeof makeListMySystems>;
  /** apply/result/{productCode}: the account's newest application of the product. */
  readonly loadApplicationResult: ReturnType<typeof makeLoadApplicationResult>;
}
