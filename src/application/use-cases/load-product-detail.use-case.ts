import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ProductDetail } from '../../domain/product/product';
import type { AppError } from '../errors/app-error';
import type { ProductPort } from '../ports/product.port';

/** No such product: a blank code (not asked for), or the server's 404; the page shows "not found". */
export type ProductDetailError = { readonly kind: 'NotFound'; readonly cause?: AppError } | AppError;

/** productDetail/{productCode}: the product page (GET /product/show/details/{id}, which takes a code or an id). */
export const makeLoadProductDetail =
  ({ products }: { products: ProductPort }) =>
  (productCode: string): TE.TaskEither<ProductDetailError, ProductDetail> => {
    const code = productCode.trim();
    if (!code) return TE.left({ kind: 'NotFound' });
    return pipe(
      products.productDetail(code),
      TE.mapLeft((cause): ProductDetailError => (cause.kind === 'Business' && cause.code === 404 ? { kind: 'NotFound', cause } : cause)),
    );
  };
