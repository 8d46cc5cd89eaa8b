import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { recordOf } from '../../domain/assistant/chat-record';
import { quietly, type CallerFailures } from '../notifications/caller-says';
import type { AssistantPort } from '../ports/assistant.port';
import type { FaqPort } from '../ports/faq.port';
import type { Scheduler } from '../ports/scheduler.port';
import type { SessionState } from '../session/session';
import type { WorkOrderPort } from '../ports/work-order.port';
import type { AssistantServices } from './assistant-services';

/**
 * The assistants' services from their ports: the FAQ robot shows a problem by its title and content. The machines
 * show their own failures (or none), so the calls they make say so. A saved record names the signed-in user
 * (`createUser`, their pin) at the time it is saved, and no one for a visitor.
 */
export const makeAssistantServices = (deps: {
  chat: AssistantPort;
  faq: FaqPort;
  workOrders: WorkOrderPort;
  scheduler: Scheduler;
  session: { readonly get: () => SessionState };
  newId: () => string;
  failures: CallerFailures;
}): AssistantServices => ({
  // Spec §8: a record's save is silent. The reads say theirs in their queries' meta (ui/assistant/assistant.queries.ts).
  chat: {
    baseInfo: (traceId) => deps.chat.baseInfo(traceId),
    suggestions: (traceId, reqId, keyword) => deps.chat.suggestions(traceId, reqId, keyword),
    searchAi: (traceId, reqId, keyword) => deps.chat.searchAi(traceId, reqId, keyword),
    saveRecord: (record) => quietly(deps.failures)(deps.chat.saveRecord(recordOf(record, deps.session.get().user?.userPin))),
    history: () => deps.chat.history(),
  },
  searchQuestions: (q, from, size) => deps.faq.searchQuestions(q, from, size),
  problem: (code) => pipe(deps.workOrders.problem(code), TE.map((detail) => ({ title: detail.title, content: detail.contentHtml }))),
  scheduler: deps.scheduler,
  newId: deps.newId,
});
