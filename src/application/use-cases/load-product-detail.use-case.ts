import * as TE from 'fp-ts/TaskEither';
import type { ProductDetail } from '../../domain/product/product';
import type { AppError } from '../errors/app-error';
import type { ProductPort } from '../ports/product.port';

/** A blank product code is not asked for: the page shows "not found". */
export type ProductDetailError = { readonly kind: 'NotFound' } | AppError;

/** productDetail/{productCode}: the product page (GET /product/show/details/{id}, which takes a code or an id). */
export const makeLoadProductDetail =
  ({ products }: { products: ProductPort }) =>
  (productCode: string): TE.TaskEither<ProductDetailError, ProductDetail> => {
    const code = productCode.trim();
    return code ? products.productDetail(code) : TE.left({ kind: 'NotFound' });
  };
