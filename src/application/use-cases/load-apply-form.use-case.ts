import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { APPLICATION_SCENARIOS, type ApplicationScenario } from '../../domain/product/my-system';
import { DEFAULT_TERMS_IN_YEARS, type ApplyFormValues, type ApplyUseProduct, type SystemApplyFormValues } from '../../domain/product/product-apply';
import type { AppError } from '../errors/app-error';
import type { ProductPort } from '../ports/product.port';
import type { CheckApplyPermission } from './check-apply-permission.use-case';

/**
 * Why the form does not open: a visitor (the login page is opening), or not the team's administrator ('Your account
 * is not an administrator account, please log in with an administrator account to apply'), or a failed call.
 */
export type ApplyFormLoadError = { readonly kind: 'Login' } | { readonly kind: 'NotAdministrator' } | AppError;

const permitted = (check: CheckApplyPermission): TE.TaskEither<ApplyFormLoadError, void> =>
  pipe(
    check(),
    TE.mapLeft((error): ApplyFormLoadError => error.cause),
    TE.flatMap((permission): TE.TaskEither<ApplyFormLoadError, void> => {
      switch (permission.kind) {
        case 'allowed':
          return TE.right(undefined);
        case 'login':
          return TE.left({ kind: 'Login' });
        case 'notAdministrator':
          return TE.left({ kind: 'NotAdministrator' });
      }
    }),
  );

/** The internal apply form, apply/{productCode}. */
export interface ApplyForm {
  readonly product: ApplyUseProduct;
  /** Terms in years, ascending. */
  readonly terms: readonly number[];
  /** The shortest term chosen; the agreement not accepted (the user must tick it). */
  readonly initial: ApplyFormValues;
  /** The account already has an application of this product under way or live: the page says so. */
  readonly alreadyApplied: boolean;
}

/**
 * The route names the product by its code (apply/{productCode}); findApplyUseProduct takes the id, which the product's
 * page gives (GET /product/show/details/{code}). A numeric id is used as it is.
 */
const productIdOf = (products: ProductPort, product: string): TE.TaskEither<AppError, string> =>
  /^\d+$/.test(product) ? TE.right(product) : pipe(products.productDetail(product), TE.map((detail) => String(detail.id)));

/**
 * Opens the internal apply form: the administrator check first (spec §6), then GET /productApply/findApplyUseProduct/{id}
 * (`product`: the route's product code, or an id).
 * The server's own `admin: false` also refuses the form.
 */
export const makeLoadApplyForm =
  (deps: { products: ProductPort; checkApplyPermission: CheckApplyPermission }) =>
  (product: string): TE.TaskEither<ApplyFormLoadError, ApplyForm> =>
    pipe(
      permitted(deps.checkApplyPermission),
      TE.flatMap(() => productIdOf(deps.products, product.trim())),
      TE.flatMap((id) => deps.products.applyUseProduct(id)),
      TE.flatMap((found): TE.TaskEither<ApplyFormLoadError, ApplyForm> =>
        found.administrator
          ? TE.right({ product: found, terms: found.terms, initial: { term: found.terms[0], agreed: false }, alreadyApplied: found.applied })
          : TE.left({ kind: 'NotAdministrator' }),
      ),
    );

/** The external apply form (a WMS system). */
export interface SystemApplyForm {
  readonly terms: readonly number[];
  readonly scenarios: readonly ApplicationScenario[];
  readonly initial: SystemApplyFormValues;
}

/** Opens the external apply form: the administrator check first; the terms are ours (the contract names none). */
export const makeLoadSystemApplyForm =
  (deps: { checkApplyPermission: CheckApplyPermission }) =>
  (): TE.TaskEither<ApplyFormLoadError, SystemApplyForm> =>
    pipe(
      permitted(deps.checkApplyPermission),
      TE.map(() => ({
        terms: DEFAULT_TERMS_IN_YEARS,
        scenarios: APPLICATION_SCENARIOS,
        initial: { systemName: '', scenario: undefined, term: DEFAULT_TERMS_IN_YEARS[0], agreed: false },
      })),
    );
