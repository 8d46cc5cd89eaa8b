import { useParams } from '@tanstack/react-router';
import { ProductView } from './product-view.view';

const useProductCode = () => useParams({ strict: false, select: (params: { productCode?: string }) => params.productCode ?? '' });

/** /productDetail/$productCode: a product's page (both variants). */
export const ProductDetailPage = () => {
  const productCode = useProductCode();
  return <ProductView key={productCode} productCode={productCode} mode="product" />;
};

/** /solveDetail/$productCode (internal): the same product presented as a solution. */
export const SolveDetailPage = () => {
  const productCode = useProductCode();
  return <ProductView key={productCode} productCode={productCode} mode="solution" />;
};
