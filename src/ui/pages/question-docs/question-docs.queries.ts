import { queryOptions } from '@tanstack/react-query';
import type { SupportFeature } from '../../../application/features/support.feature';
import type { WorkOrderPort } from '../../../application/ports/work-order.port';
import { runTask, SHOWN_IN_PLACE, SILENT } from '../../portal/task-query';

/** One query per FAQ read, shared by the centre, the channel list and the detail page. */
export const faqTypesQuery = (workOrders: Pick<WorkOrderPort, 'faqTypes'>) =>
  queryOptions({ queryKey: ['faq', 'types'], meta: SHOWN_IN_PLACE, queryFn: () => runTask(workOrders.faqTypes()), staleTime: 5 * 60_000 });

/** A list page shows fresh view counts: it is stale at once (a detail opened since then counted a view). */
export const faqProblemsQuery = (support: Pick<SupportFeature, 'faqProblems'>, type: string, page: number) =>
  queryOptions({ queryKey: ['faq', 'problems', type, page], meta: SHOWN_IN_PLACE, queryFn: () => runTask(support.faqProblems(type, page)), staleTime: 0 });

export const faqProblemQuery = (workOrders: Pick<WorkOrderPort, 'problem'>, code: string) =>
  queryOptions({ queryKey: ['faq', 'problem', code], meta: SHOWN_IN_PLACE, queryFn: () => runTask(workOrders.problem(code)), staleTime: 0 });

/** The detail page's previous and next links: silent, its view shows a failure as neither. */
export const faqNeighboursQuery = (support: Pick<SupportFeature, 'faqNeighbours'>, code: string) =>
  queryOptions({ queryKey: ['faq', 'neighbours', code], meta: SILENT, queryFn: () => runTask(support.faqNeighbours(code)) });
