import { queryOptions } from '@tanstack/react-query';
import type { UseCases } from '../../../application/use-cases';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

/** Always fresh: statuses move on (under review → creating → running) while the page is away. */
export const mySystemsQuery = (useCases: Pick<UseCases, 'listMySystems'>, page: number) =>
  queryOptions({ queryKey: ['applying', 'mySystems', page], meta: SHOWN_IN_PLACE, queryFn: () => runTask(useCases.listMySystems({ pageNum: page })), staleTime: 0 });
