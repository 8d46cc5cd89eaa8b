import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { visibleClassifications, type ProductClassification, type ProductSummary } from '../../domain/product/product';
import type { AppError } from '../errors/app-error';
import type { ProductPort } from '../ports/product.port';

/** The product page: products by classification; a group without products is left out. */
export const makeLoadProductCatalogue =
  ({ products }: { products: ProductPort }) =>
  (): TE.TaskEither<AppError, readonly ProductClassification[]> =>
    pipe(products.classifiedProducts(), TE.map(visibleClassifications));

/** The products the home page shows (GET /product/release/facadeProductShowList), in the server's order. */
export const makeLoadShowcaseProducts =
  ({ products }: { products: ProductPort }) =>
  (): TE.TaskEither<AppError, readonly ProductSummary[]> =>
    products.showcaseProducts();
