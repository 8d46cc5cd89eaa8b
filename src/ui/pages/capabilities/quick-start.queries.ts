import { queryOptions } from '@tanstack/react-query';
import type { UseCases } from '../../../application/use-cases';
import { runTask, SHOWN_IN_PLACE } from '../../use-cases/task-query';

export const quickApisKey = (unitId: number) => ['quickStart', 'apis', unitId] as const;

/** The quick-start page's first APIs of the chosen unit (none asked before a unit is chosen). */
export const quickApisQuery = (source: Pick<UseCases, 'apiPage'>, unitId: number, size: number) =>
  queryOptions({ queryKey: quickApisKey(unitId), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.apiPage(unitId, 0, size)), enabled: unitId > 0 });
