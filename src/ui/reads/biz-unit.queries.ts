import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BizUnitPort } from '../../application/ports/biz-unit.port';
import type { SolutionType } from '../../domain/biz-unit/biz-unit';
import { runTask, TOAST_ONLY_DESCRIBED } from '../portal/task-query';
import { useDocuments } from '../portal/portal.context';

export const classifiedBizUnitsKey = (solutionType: SolutionType) => ['bizUnits', 'classified', solutionType] as const;

/**
 * The classified business units of one solution type (2 API, 3 scenario, 1 industry). A failure is a toast only when
 * the server described it (zh_desc); the menus and pages say the rest in place.
 */
export const classifiedBizUnitsQuery = (bizUnits: Pick<BizUnitPort, 'findClassified'>, solutionType: SolutionType) =>
  queryOptions({ queryKey: classifiedBizUnitsKey(solutionType), meta: TOAST_ONLY_DESCRIBED, queryFn: () => runTask(bizUnits.findClassified(solutionType)) });

/**
 * The classified business units of one solution type, for the header menus and the pages. Loaded once `enabled`
 * (the menu is wanted); the cached list stays available afterwards.
 */
export const useClassifiedBizUnits = (solutionType: SolutionType, enabled = true) =>
  useQuery({ ...classifiedBizUnitsQuery(useDocuments().bizUnits, solutionType), enabled });
