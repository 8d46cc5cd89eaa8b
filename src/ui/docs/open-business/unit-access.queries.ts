import { queryOptions } from '@tanstack/react-query';
import type { DocSource } from '../../../application/ports/doc.port';
import type { DocumentsFeature } from '../../../application/features/documents.feature';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

export const unitAccessKey = (unitId: number, docSource: DocSource, loggedIn: boolean) => ['bizUnitAccess', unitId, docSource, loggedIn] as const;

/**
 * May the unit be read (restricted units)? Signing in or out asks again (`loggedIn` is in the key). A route's loader
 * may start it with the navigation; the layout shows nothing of the unit until it answered. No refetch on mount: a
 * failed start-up call was already reported (once) and the layout offers its retry.
 */
export const unitAccessQuery = (source: Pick<DocumentsFeature, 'openBizUnit'>, unitId: number, docSource: DocSource, loggedIn: boolean) =>
  queryOptions({ queryKey: unitAccessKey(unitId, docSource, loggedIn), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.openBizUnit(unitId, docSource)), retryOnMount: false });
