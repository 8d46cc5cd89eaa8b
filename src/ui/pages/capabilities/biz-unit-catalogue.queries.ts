import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BizUnitPort } from '../../../application/ports/biz-unit.port';
import { runTask, TOAST_ONLY_DESCRIBED } from '../../portal/task-query';
import { useDocuments } from '../../portal/portal.context';

export const allBizUnitsKey = () => ['bizUnits', 'classified', 'all'] as const;

/** Every business unit of every solution type, by classification (openBusiness); toasts as the menus' lists do. */
export const allBizUnitsQuery = (bizUnits: Pick<BizUnitPort, 'findClassified'>) =>
  queryOptions({ queryKey: allBizUnitsKey(), meta: TOAST_ONLY_DESCRIBED, queryFn: () => runTask(bizUnits.findClassified()) });

export const useAllBizUnits = () => useQuery(allBizUnitsQuery(useDocuments().bizUnits));
