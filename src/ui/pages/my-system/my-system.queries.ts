import { queryOptions } from '@tanstack/react-query';
import type { ProductsFeature } from '../../../application/features/products.feature';
import type { MySystemList } from '../../../domain/product/my-system';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

/** Always fresh: statuses move on (under review → creating → running) while the page is away. */
export const mySystemsQuery = (products: Pick<ProductsFeature, 'listMySystems'>, list: MySystemList, page: number) =>
  queryOptions({
    queryKey: ['applying', 'mySystems', list, page],
    meta: SHOWN_IN_PLACE,
    queryFn: () => runTask(products.listMySystems(list, { pageNum: page })),
    staleTime: 0,
  });
