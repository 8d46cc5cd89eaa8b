import { queryOptions } from '@tanstack/react-query';
import type { UseCases } from '../../../application/use-cases';
import { runTask, SHOWN_IN_PLACE } from '../../portal/task-query';

/** One query per FAQ read, shared by the centre, the channel list and the detail page. */
export const faqTypesQuery = (useCases: Pick<UseCases, 'faqTypes'>) =>
  queryOptions({ queryKey: ['faq', 'types'], meta: SHOWN_IN_PLACE, queryFn: () => runTask(useCases.faqTypes()), staleTime: 5 * 60_000 });

/** A list page shows fresh view counts: it is stale at once (a detail opened since then counted a view). */
export const faqProblemsQuery = (useCases: Pick<UseCases, 'faqProblems'>, type: string, page: number) =>
  queryOptions({ queryKey: ['faq', 'problems', type, page], meta: SHOWN_IN_PLACE, queryFn: () => runTask(useCases.faqProblems(type, page)), staleTime: 0 });

export const faqProblemQuery = (useCases: Pick<UseCases, 'faqProblem'>, code: string) =>
  queryOptions({ queryKey: ['faq', 'problem', code], meta: SHOWN_IN_PLACE, queryFn: () => runTask(useCases.faqProblem(code)), staleTime: 0 });

export const faqNeighboursQuery = (useCases: Pick<UseCases, 'faqNeighbours'>, code: string) =>
  queryOptions({ queryKey: ['faq', 'neighbours', code], queryFn: () => runTask(useCases.faqNeighbours(code)) });
