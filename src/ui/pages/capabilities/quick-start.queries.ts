import { queryOptions } from '@tanstack/react-query';
import type { DocPort } from '../../../application/ports/doc.port';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

export const quickApisKey = (unitId: number) => ['quickStart', 'apis', unitId] as const;

/** The quick-start page's first APIs of the chosen unit (none asked before a unit is chosen). */
export const quickApisQuery = (source: Pick<DocPort, 'apiPage'>, unitId: number, size: number) =>
  queryOptions({ queryKey: quickApisKey(unitId), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.apiPage(unitId, 0, size)), enabled: unitId > 0 });
