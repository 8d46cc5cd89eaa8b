import type { QueryClient } from '@tanstack/react-query';
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AssistantServices } from '../../application/assistant/assistant-services';
import {
  aiChatTransition,
  initialAiChatState,
  type AiChatEffect,
  type AiChatEvent,
  type AiChatState,
  type AiChatUser,
} from '../../application/assistant/ai-chat.machine';
import { pollAnswer, type AnswerPoll } from '../../application/assistant/poll-answer';
import { createMachineStore, createSerialQueue } from './machine-store';
import type { AppError } from '../../application/errors/app-error';
import type { AssistantAnswerChunk } from '../../application/ports/assistant.port';
import { failedCallOrNetwork } from '../portal/task-query';
import { chatAnswerQuery, chatHistoryQuery, chatIntroQuery, chatSuggestionsQuery } from './assistant.queries';

/** Suggestions are asked once typing pauses this long (each keystroke still gets its reqId; stale answers are dropped). */
export const SUGGEST_DEBOUNCE_MS = 300;

export interface AiChatDriverDeps {
  readonly services: AssistantServices;
  /** Where the chat's reads are made (assistant.queries.ts): the query client. */
  readonly queries: Pick<QueryClient, 'query'>;
  /** The unread work-order count (the 'new messages' of a signed-in user), read through the query cache. */
  readonly unreadCount: () => Promise<number>;
}

export interface AiChatDriver {
  readonly get: () => AiChatState;
  readonly subscribe: (listener: () => void) => () => void;
  readonly send: (event: AiChatEvent) => void;
  /** New request id (for `inputChanged` and `asked`) and answer bizId. */
  readonly newId: () => string;
  /** Stops every timer and poll (unmount): no poll reports afterwards. */
  readonly dispose: () => void;
}

/**
 * Runs the AI chat machine: keeps its state, runs its effects through the services and feeds their results back as
 * events. Record saves go one after another (rapid like / unlike reach the server in order); save failures are silent.
 */
export const createAiChatDriver = ({ services, queries, unreadCount }: AiChatDriverDeps, user: AiChatUser): AiChatDriver => {
  const polls = new Map<number, AnswerPoll>();
  let suggestTimer: (() => void) | undefined;
  const save = createSerialQueue();
  const store = createMachineStore<AiChatState, AiChatEvent, AiChatEffect>(initialAiChatState(services.newId(), user), aiChatTransition, (effect) => run(effect));
  const { send } = store;

  const settle = <A>(read: Promise<A>, onRight: (value: A) => AiChatEvent | undefined, onLeft: () => AiChatEvent | undefined): void => {
    void read.then(onRight, onLeft).then((event) => {
      if (event) send(event);
    });
  };
  // The answer poll (application/assistant/poll-answer.ts) steps in TaskEither: the cache's read, its failure the call's.
  const searchAi = (traceId: string, reqId: string, keyword: string): TaskEither<AppError, AssistantAnswerChunk> =>
    TE.tryCatch(() => queries.query(chatAnswerQuery(services.chat, traceId, reqId, keyword)), failedCallOrNetwork);

  function run(effect: AiChatEffect): void {
    switch (effect.type) {
      case 'loadIntro':
        return settle(queries.query(chatIntroQuery(services.chat, effect.traceId)), (intro) => ({ type: 'introLoaded', ...intro }), () => ({ type: 'introFailed' }));
      case 'loadSuggestions':
        suggestTimer?.();
        suggestTimer = services.scheduler.after(SUGGEST_DEBOUNCE_MS, () => {
          suggestTimer = undefined;
          settle(
            queries.query(chatSuggestionsQuery(services.chat, effect.traceId, effect.reqId, effect.keyword)),
            (items) => ({ type: 'suggestionsLoaded', reqId: effect.reqId, items }),
            () => ({ type: 'suggestionsFailed', reqId: effect.reqId }),
          );
        });
        return;
      case 'startAnswer': {
        suggestTimer?.();
        const poll = pollAnswer({ searchAi, scheduler: services.scheduler }, effect, (report) => {
          if (report.type === 'failed' || report.chunk.finished) polls.delete(effect.answerId);
          send(report.type === 'failed' ? { type: 'answerFailed', answerId: effect.answerId } : { type: 'answerProgress', answerId: effect.answerId, ...report.chunk });
        });
        polls.set(effect.answerId, poll);
        return;
      }
      case 'stopAnswer':
        polls.get(effect.answerId)?.stop();
        polls.delete(effect.answerId);
        return;
      case 'saveRecord':
        save(() => services.chat.saveRecord(effect.record)());
        return;
      case 'loadHistory':
        return settle(
          queries.query(chatHistoryQuery(services.chat)),
          (records) => ({ type: 'historyLoaded', userName: effect.userName, records }),
          () => ({ type: 'historyFailed', userName: effect.userName }),
        );
      case 'loadNewMessageCount':
        return settle(unreadCount(), (count) => ({ type: 'newMessageCountLoaded', count }), () => undefined);
    }
  }

  return {
    ...store,
    newId: () => services.newId(),
    dispose: () => {
      suggestTimer?.();
      polls.forEach((poll) => poll.stop());
      polls.clear();
    },
  };
};
