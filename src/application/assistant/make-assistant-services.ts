import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AssistantPort } from '../ports/assistant.port';
import type { FaqPort } from '../ports/faq.port';
import type { Scheduler } from '../ports/scheduler.port';
import type { WorkOrderPort } from '../ports/work-order.port';
import type { AssistantServices } from './assistant-services';

/** The assistants' services from their ports: the FAQ robot shows a problem by its title and content. */
export const makeAssistantServices = (deps: {
  chat: AssistantPort;
  faq: FaqPort;
  workOrders: WorkOrderPort;
  scheduler: Scheduler;
  newId: () => string;
}): AssistantServices => ({
  chat: deps.chat,
  searchQuestions: (q, from, size) => deps.faq.searchQuestions(q, from, size),
  problem: (code) => pipe(deps.workOrders.problem(code), TE.map((detail) => ({ title: detail.title, content: detail.contentHtml }))),
  scheduler: deps.scheduler,
  newId: deps.newId,
});
