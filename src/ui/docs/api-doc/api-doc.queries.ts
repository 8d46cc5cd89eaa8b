import { queryOptions } from '@tanstack/react-query';
import type { UseCases } from '../../../application/use-cases';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

/**
 * One API's document. The route starts it (its loader) while the layout still checks the unit; the page shows it
 * only once the check passed. No refetch on mount: a failed start-up call was already reported (once) and the page
 * offers its retry.
 */
export const apiDocQuery = (apiDoc: UseCases['apiDoc'], docId: number) =>
  queryOptions({ queryKey: ['apiDoc', docId], meta: SHOWN_IN_PLACE, queryFn: () => runTask(apiDoc(docId)), retryOnMount: false });

/** A unit's APIs by category (the API tab's menu, and the unit bar's first API). */
export const apiMenuQuery = (apiMenu: UseCases['apiMenu'], unitId: number) =>
  queryOptions({ queryKey: ['apiMenu', unitId], meta: SHOWN_IN_PLACE, queryFn: () => runTask(apiMenu(unitId)), retryOnMount: false });
