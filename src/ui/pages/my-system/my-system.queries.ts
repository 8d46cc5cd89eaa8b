import { queryOptions } from '@tanstack/react-query';
import type { UseCases } from '../../../application/use-cases';
import { runTask } from '../../use-cases/task-query';

/** Always fresh: statuses move on (under review → creating → running) while the page is away. */
export const mySystemsQuery = (useCases: Pick<UseCases, 'listMySystems'>, page: number) =>
  queryOptions({ queryKey: ['applying', 'mySystems', page], queryFn: () => runTask(useCases.listMySystems({ pageNum: page })), staleTime: 0 });
