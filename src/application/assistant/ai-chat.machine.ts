/**
 * The floating AI assistant (issue 6 "AI chat", spec §4 "AI chat", §5, §8) as a pure state machine:
 * `aiChatTransition(state, event)` gives the next state and the effects to run, described as data. The driver
 * (src/ui/assistant/ai-chat.driver.ts) runs the effects and feeds their results back as events; the view only renders the state.
 *
 * - Ids are given by the caller (traceId per chat, reqId per request, bizId per answer): nothing random in here.
 * - Each answer has an id; every poll result names it, and a result for an answer that is no longer being answered
 *   (finished, failed, stopped, closed, page changed) is dropped.
 * - Messages are i18n keys; the view translates them.
 *
 * The state, events and effects are in ai-chat.state.ts (exported from here too); the answer's own
 * transitions in ai-chat.answering.ts.
 */
import type { ChatRecord } from '../../domain/assistant/chat-record';
import { feedback, progress, stopAnswering, updateAnswer } from './ai-chat.answering';
import {
  isInputDisabled,
  NO_SUGGESTIONS,
  questionError,
  same,
  to,
  type AiChatEffect,
  type AiChatEvent,
  type AiChatMessage,
  type AiChatState,
  type AiChatTransition,
  type AiChatUser,
} from './ai-chat.state';
import { withoutKey } from './without-key';

export { isInputDisabled, questionError, type AiChatEffect, type AiChatEvent, type AiChatMessage, type AiChatState, type AiChatTransition, type AiChatUser };
export {
  initialAiChatState,
  type AiAnswerMessage,
  type AiAnswerStatus,
  type AiQuestionMessage,
  type AnswerNotice,
  type LoadStatus,
  type MessageOrigin,
  type QuestionError,
} from './ai-chat.state';

/** The loads that opening the panel (or a new user while it is open) needs. */
const loadsOnOpen = (state: AiChatState): AiChatTransition => {
  const effects: AiChatEffect[] = [];
  let next = state;
  if (state.intro.status === 'idle' || state.intro.status === 'failed') {
    next = { ...next, intro: { ...next.intro, status: 'loading' } };
    effects.push({ type: 'loadIntro', traceId: state.traceId });
  }
  if (state.user.name && (state.history.status === 'idle' || state.history.status === 'failed')) {
    next = { ...next, history: { status: 'loading', noMore: false } };
    effects.push({ type: 'loadHistory', userName: state.user.name });
  }
  if (state.user.loggedIn) effects.push({ type: 'loadNewMessageCount' });
  return { state: next, effects };
};

/** Another user (signed in or out, or a different name): the previous one's history and count go. */
const forUser = (state: AiChatState, user: AiChatUser): AiChatState => {
  if (user.loggedIn === state.user.loggedIn && user.name === state.user.name) return state;
  const kept = state.messages.filter((message) => message.origin === 'new');
  const history: AiChatState['history'] = { status: 'idle', noMore: false };
  return withoutKey({ ...state, user, messages: kept, history }, 'newMessageCount');
};

const historyMessages = (records: readonly ChatRecord[], firstId: number): AiChatMessage[] =>
  records.flatMap((record, index): AiChatMessage[] => [
    { kind: 'question', id: firstId + 2 * index, origin: 'history', text: record.question },
    {
      kind: 'answer',
      id: firstId + 2 * index + 1,
      origin: 'history',
      question: record.question,
      bizId: record.bizId,
      reqId: '',
      status: 'done',
      text: record.answerDetail,
      record,
    },
  ]);
const ask = (state: AiChatState, event: Extract<AiChatEvent, { type: 'asked' }>): AiChatTransition => {
  if (isInputDisabled(state)) return same(state);
  const fromInput = event.text === undefined;
  const raw = event.text ?? state.input;
  const question = raw.trim();
  if (!question) return same(state);
  const error = questionError(raw);
  if (error) return same({ ...state, inputError: error });
  const questionId = state.nextId;
  const answerId = questionId + 1;
  const base = fromInput ? withoutKey({ ...state, input: '' }, 'inputError') : state;
  return to(
    {
      ...base,
      suggestions: NO_SUGGESTIONS,
      nextId: answerId + 1,
      answering: answerId,
      messages: [
        ...state.messages,
        { kind: 'question', id: questionId, origin: 'new', text: question },
        { kind: 'answer', id: answerId, origin: 'new', question, bizId: event.bizId, reqId: event.reqId, status: 'loading', text: '' },
      ],
    },
    { type: 'startAnswer', answerId, traceId: state.traceId, reqId: event.reqId, keyword: question },
  );
};

export const aiChatTransition = (state: AiChatState, event: AiChatEvent): AiChatTransition => {
  switch (event.type) {
    case 'opened':
      if (state.open) return same(state);
      return loadsOnOpen({ ...forUser(state, event.user), open: true });
    case 'closed': {
      if (!state.open) return same(state);
      const { state: stopped, effects } = stopAnswering(state, 'assistant.answer.interrupted');
      return to(withoutKey({ ...stopped, open: false, suggestions: NO_SUGGESTIONS }, 'dislikeDialog'), ...effects);
    }
    case 'pageChanged':
      return stopAnswering(state, 'assistant.answer.interrupted');
    case 'userChanged': {
      const reset = forUser(state, event.user);
      return reset !== state && reset.open ? loadsOnOpen(reset) : same(reset);
    }
    case 'introLoaded':
      return same({ ...state, intro: { status: 'loaded', introduce: event.introduce, relQuestions: event.relQuestions } });
    case 'introFailed':
      return same({ ...state, intro: { ...state.intro, status: 'failed' } });
    case 'inputChanged': {
      if (isInputDisabled(state)) return same(state);
      const error = questionError(event.text);
      const typed = error ? { ...state, input: event.text, inputError: error } : withoutKey({ ...state, input: event.text }, 'inputError');
      const keyword = event.text.trim();
      if (!keyword || error) return same({ ...typed, suggestions: NO_SUGGESTIONS });
      return to(
        { ...typed, suggestions: { reqId: event.reqId, keyword, items: state.suggestions.items } },
        { type: 'loadSuggestions', traceId: state.traceId, reqId: event.reqId, keyword },
      );
    }
    case 'suggestionsLoaded':
      if (state.suggestions.reqId !== event.reqId) return same(state);
      return same({ ...state, suggestions: { keyword: state.suggestions.keyword, items: event.items } });
    case 'suggestionsFailed':
      // Silent: the suggestions simply go away.
      if (state.suggestions.reqId !== event.reqId) return same(state);
      return same({ ...state, suggestions: { keyword: state.suggestions.keyword, items: [] } });
    case 'asked':
      return ask(state, event);
    case 'answerProgress':
      return progress(state, event);
    case 'answerFailed':
      if (state.answering !== event.answerId) return same(state);
      return same(
        updateAnswer(withoutKey(state, 'answering'), event.answerId, (answer) => ({ ...answer, status: 'failed', text: '', notice: 'assistant.errors.timeout' })),
      );
    case 'stopRequested':
      return stopAnswering(state);
    case 'historyLoaded': {
      if (state.history.status !== 'loading' || state.user.name !== event.userName) return same(state);
      const older = historyMessages(event.records, state.nextId);
      return same({
        ...state,
        history: { status: 'loaded', noMore: true },
        messages: [...older, ...state.messages],
        nextId: state.nextId + older.length,
      });
    }
    case 'historyFailed':
      // Silent: no history, no divider.
      if (state.history.status !== 'loading' || state.user.name !== event.userName) return same(state);
      return same({ ...state, history: { status: 'failed', noMore: false } });
    case 'newMessageCountLoaded':
      return state.user.loggedIn ? same({ ...state, newMessageCount: event.count }) : same(state);
    case 'like':
    case 'dislike':
    case 'submitDislike':
    case 'cancelDislike':
      return feedback(state, event);
  }
};

/** The state alone (for a plain reducer). */
export const aiChatReducer = (state: AiChatState, event: AiChatEvent): AiChatState => aiChatTransition(state, event).state;
