import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import {
  validateApplyForm,
  validateSystemApplyForm,
  type ApplyFormErrors,
  type ApplyFormValues,
  type ProductApplication,
  type SystemApplyFormErrors,
  type SystemApplyFormValues,
} from '../../domain/product/product-apply';
import { createSingleFlight } from '../concurrency/single-flight';
import type { AppError } from '../errors/app-error';
import type { MySystemPort } from '../ports/my-system.port';
import type { ProductPort } from '../ports/product.port';

/**
 * Nothing is sent while a field is wrong (every field's code at once). A failed submit is the server's error as it
 * came; the form's values are the caller's and stay as they were.
 */
export type SubmitApplicationError = { readonly kind: 'Invalid'; readonly errors: ApplyFormErrors } | AppError;

export interface SubmitApplicationInput {
  readonly productId: number;
  readonly values: ApplyFormValues;
  /** The terms the form offered (ApplyForm.terms). */
  readonly terms: readonly number[];
}

/**
 * apply/{productCode} submit: POST /productApply/submitApplication. A second submit of the same product while the first
 * is under way gets the first one's result and sends nothing.
 */
export const makeSubmitApplication = ({ products }: { products: ProductPort }) => {
  const once = createSingleFlight();
  return (input: SubmitApplicationInput): TE.TaskEither<SubmitApplicationError, ProductApplication> =>
    pipe(
      TE.fromEither(validateApplyForm(input.productId, input.values, input.terms)),
      TE.mapLeft((errors): SubmitApplicationError => ({ kind: 'Invalid', errors })),
      TE.flatMap((request) => once(request.productId, products.submitApplication(request))),
    );
};

export type SubmitSystemApplicationError = { readonly kind: 'Invalid'; readonly errors: SystemApplyFormErrors } | AppError;

/** The external apply result page's data. */
export interface SystemApplicationResult {
  /** The new system's id, when the server gives it. */
  readonly systemId?: string;
}

/**
 * External apply submit: POST /wms/apply (the new system is under review and shows in My System). One submit at a
 * time: a second one while the first is under way gets the first one's result.
 */
export const makeSubmitSystemApplication = ({ mySystems }: { mySystems: MySystemPort }) => {
  const once = createSingleFlight();
  return (values: SystemApplyFormValues, terms?: readonly number[]): TE.TaskEither<SubmitSystemApplicationError, SystemApplicationResult> =>
    pipe(
      TE.fromEither(validateSystemApplyForm(values, terms)),
      TE.mapLeft((errors): SubmitSystemApplicationError => ({ kind: 'Invalid', errors })),
      TE.flatMap((application) => once('apply', mySystems.apply(application))),
      TE.map((systemId) => (systemId ? { systemId } : {})),
    );
};
