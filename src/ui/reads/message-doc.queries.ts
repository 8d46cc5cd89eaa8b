import { queryOptions } from '@tanstack/react-query';
import type { DocSource } from '../../application/ports/doc.port';
import type { DocPort } from '../../application/ports/doc.port';
import { runTask, SHOWN_IN_PLACE } from '../portal/task-query';

export const messageMenuKey = (unitId: number, docSource: DocSource) => ['messageMenu', unitId, docSource] as const;

/** A unit's messages by category: the message tab's menu, the unit bar's first message and the quick start list. */
export const messageMenuQuery = (source: Pick<DocPort, 'messageMenu'>, unitId: number, docSource: DocSource) =>
  queryOptions({ queryKey: messageMenuKey(unitId, docSource), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.messageMenu(unitId, docSource)), retryOnMount: false });

export const messageDocKey = (unitId: number, messageId: number) => ['messageDoc', unitId, messageId] as const;

/** One message's document. */
export const messageDocQuery = (source: Pick<DocPort, 'messageDoc'>, unitId: number, messageId: number) =>
  queryOptions({ queryKey: messageDocKey(unitId, messageId), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.messageDoc(unitId, messageId)) });
