import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrderPort } from '../../application/ports/work-order.port';
import { runTask, SILENT } from '../portal/task-query';
import { useSupport } from '../portal/portal.context';

export const unreadWorkOrdersKey = () => ['workOrders', 'unread'] as const;

/** The badge asks again every 3 minutes while the window has focus. */
export const UNREAD_POLL_MS = 3 * 60_000;
/** A focus within a minute of the last answer asks nothing (switching windows back and forth is free). */
export const UNREAD_FRESH_MS = 60_000;

/**
 * Unread work-order messages (POST /workOrder/newMessage, silent), only for a signed-in user: once on start, then
 * every 3 minutes while the window has focus and when it regains focus after a minute. Never two at once:
 * react-query joins a poll or focus refresh to the call in flight instead of starting another. A failure keeps the
 * last count (no badge before any answer).
 */
export const unreadWorkOrdersQuery = (workOrders: Pick<WorkOrderPort, 'unreadCount'>, enabled: boolean) =>
  queryOptions({
    queryKey: unreadWorkOrdersKey(),
    meta: SILENT,
    queryFn: () => runTask(workOrders.unreadCount()),
    enabled,
    staleTime: UNREAD_FRESH_MS,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });

export const useUnreadWorkOrders = (enabled: boolean) => useQuery(unreadWorkOrdersQuery(useSupport().workOrders, enabled));
