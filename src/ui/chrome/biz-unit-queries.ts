import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UseCases } from '../../application/use-cases';
import type { SolutionType } from '../../domain/biz-unit/biz-unit';
import { runTask } from '../portal/task-query';
import { useDocuments } from '../portal/portal.context';

export const classifiedBizUnitsKey = (solutionType: SolutionType) => ['bizUnits', 'classified', solutionType] as const;

/** The classified business units of one solution type (2 API, 3 scenario, 1 industry). */
export const classifiedBizUnitsQuery = (list: UseCases['listClassifiedBizUnits'], solutionType: SolutionType) =>
  queryOptions({ queryKey: classifiedBizUnitsKey(solutionType), queryFn: () => runTask(list(solutionType)) });

/**
 * The classified business units of one solution type, for the header menus and the pages. Loaded once `enabled`
 * (the menu is wanted); the cached list stays available afterwards.
 */
export const useClassifiedBizUnits = (solutionType: SolutionType, enabled = true) => {
  const list = useDocuments().bizUnits.findClassified;
  return useQuery({ ...classifiedBizUnitsQuery(list, solutionType), enabled });
};
