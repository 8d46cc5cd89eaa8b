import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UseCases } from '../../../application/use-cases';
import { runTask, TOAST_ONLY_DESCRIBED } from '../../use-cases/task-query';
import { useUseCases } from '../../use-cases/use-cases.context';

export const allBizUnitsKey = () => ['bizUnits', 'classified', 'all'] as const;

/** Every business unit of every solution type, by classification (openBusiness); toasts as the menus' lists do. */
export const allBizUnitsQuery = (source: Pick<UseCases, 'listClassifiedBizUnits'>) =>
  queryOptions({ queryKey: allBizUnitsKey(), meta: TOAST_ONLY_DESCRIBED, queryFn: () => runTask(source.listClassifiedBizUnits()) });

export const useAllBizUnits = () => useQuery(allBizUnitsQuery(useUseCases()));
