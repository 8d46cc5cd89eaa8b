import { queryOptions } from '@tanstack/react-query';
import type { AssistantServices } from '../../application/assistant/assistant-services';
import { runTask, SILENT } from '../portal/task-query';

/**
 * The assistants' reads, which their drivers make through the query client (`query`), so each failure is said as its
 * meta says, like every other read's. Each is asked afresh and kept by no one (staleTime and gcTime 0): a chat's
 * suggestions, answers and history belong to the moment they were asked. Spec §8: suggestions, answers, history and
 * the FAQ search are silent (the chat says a failed answer itself); the intro and a problem's detail are the policy's.
 */
const ASKED_AFRESH = { staleTime: 0, gcTime: 0, retry: false } as const;

type Chat = AssistantServices['chat'];

export const chatIntroQuery = (chat: Pick<Chat, 'baseInfo'>, traceId: string) =>
  queryOptions({ queryKey: ['assistant', 'intro', traceId], queryFn: () => runTask(chat.baseInfo(traceId)), ...ASKED_AFRESH });

export const chatSuggestionsQuery = (chat: Pick<Chat, 'suggestions'>, traceId: string, reqId: string, keyword: string) =>
  queryOptions({
    queryKey: ['assistant', 'suggestions', traceId, reqId, keyword],
    meta: SILENT,
    queryFn: () => runTask(chat.suggestions(traceId, reqId, keyword)),
    ...ASKED_AFRESH,
  });

/** One poll of an answer (searchAi): the poller asks again with the same words until the answer is finished. */
export const chatAnswerQuery = (chat: Pick<Chat, 'searchAi'>, traceId: string, reqId: string, keyword: string) =>
  queryOptions({
    queryKey: ['assistant', 'answer', traceId, reqId, keyword],
    meta: SILENT,
    queryFn: () => runTask(chat.searchAi(traceId, reqId, keyword)),
    ...ASKED_AFRESH,
  });

export const chatHistoryQuery = (chat: Pick<Chat, 'history'>) =>
  queryOptions({ queryKey: ['assistant', 'history'], meta: SILENT, queryFn: () => runTask(chat.history()), ...ASKED_AFRESH });

export const robotQuestionsQuery = (services: Pick<AssistantServices, 'searchQuestions'>, q: string, from: number, size: number) =>
  queryOptions({
    queryKey: ['assistant', 'questions', q, from, size],
    meta: SILENT,
    queryFn: () => runTask(services.searchQuestions(q, from, size)),
    ...ASKED_AFRESH,
  });

export const robotProblemQuery = (services: Pick<AssistantServices, 'problem'>, code: string) =>
  queryOptions({ queryKey: ['assistant', 'problem', code], queryFn: () => runTask(services.problem(code)), ...ASKED_AFRESH });
