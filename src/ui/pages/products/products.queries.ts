import { queryOptions } from '@tanstack/react-query';
import type { AppError } from '../../../application/errors/app-error';
import type { ProductsFeature } from '../../../application/features/products.feature';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

/** The product page's groups (GET /product/release/classifiedProducts). */
export const productCatalogueQuery = (products: Pick<ProductsFeature, 'loadProductCatalogue'>) =>
  queryOptions({ queryKey: ['products', 'catalogue'], meta: SHOWN_IN_PLACE, queryFn: () => runTask(products.loadProductCatalogue()), staleTime: 5 * 60_000, retryOnMount: false });

/** Home's featured products (GET /product/release/facadeProductShowList). */
export const showcaseProductsQuery = (products: Pick<ProductsFeature, 'loadShowcaseProducts'>) =>
  queryOptions({ queryKey: ['products', 'showcase'], meta: SHOWN_IN_PLACE, queryFn: () => runTask(products.loadShowcaseProducts()), staleTime: 5 * 60_000, retryOnMount: false });

/** The detail call's "no such product" (a blank code, or the server's 404), told apart from a failed call. */
export class ProductMissing extends Error {
  override readonly name = 'ProductMissing';
  /** The server's not-found answer, said in place by the page (no toast too); none for a blank code. */
  constructor(
    productCode: string,
    readonly appError?: AppError,
  ) {
    super(productCode);
  }
}

/** One product page (GET /product/show/details/{id}); shared by productDetail and solveDetail. */
export const productDetailQuery = (products: Pick<ProductsFeature, 'loadProductDetail'>, productCode: string) =>
  queryOptions({
    queryKey: ['products', 'detail', productCode],
    meta: SHOWN_IN_PLACE,
    queryFn: () =>
      runTask(products.loadProductDetail(productCode), {
        NotFound: ({ cause }): never => {
          throw new ProductMissing(productCode, cause);
        },
      }),
    staleTime: 5 * 60_000,
    // Its route's loader asked already (startFirstRead): a failure is shown with its retry, not asked again.
    retryOnMount: false,
  });
