import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { latestApplicationOf, type ProductApplication } from '../../domain/product/product-apply';
import type { AppError } from '../errors/app-error';
import type { ProductPort } from '../ports/product.port';

/**
 * apply/result/{productCode} (internal): the account's newest application of the product, so the page survives a
 * reload. Undefined when there is none (the page offers the product page).
 */
export const makeLoadApplicationResult =
  ({ products }: { products: ProductPort }) =>
  (product: string): TE.TaskEither<AppError, ProductApplication | undefined> =>
    pipe(products.myApplications(), TE.map((applications) => latestApplicationOf(applications, product.trim())));
