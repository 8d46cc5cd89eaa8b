import { queryOptions } from '@tanstack/react-query';
import type { ProductsFeature } from '../../../application/features/products.feature';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

/** Always fresh: statuses move on (under review → creating → running) while the page is away. */
export const mySystemsQuery = (products: Pick<ProductsFeature, 'listMySystems'>, page: number) =>
  queryOptions({ queryKey: ['applying', 'mySystems', page], meta: SHOWN_IN_PLACE, queryFn: () => runTask(products.listMySystems({ pageNum: page })), staleTime: 0 });
