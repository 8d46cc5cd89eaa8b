import { queryOptions } from '@tanstack/react-query';
import type { DocSource } from '../../../application/ports/doc.port';
import type { UseCases } from '../../../application/use-cases';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

/** A unit's messages by category: the message tab's menu, the unit bar's first message and the quick start list. */
export const messageMenuQuery = (messageMenu: UseCases['messageMenu'], unitId: number, source: DocSource) =>
  queryOptions({ queryKey: ['messageMenu', unitId, source], meta: SHOWN_IN_PLACE, queryFn: () => runTask(messageMenu(unitId, source)), retryOnMount: false });
