import {
  QUESTION_MAX,
  REMARK_NONE,
  SOURCE_AI,
  type ChatRecord,
} from '../../domain/assistant/chat-record';
import { reduceFeedback, type DislikeDialog, type FeedbackEvent } from './answer-feedback';
import { withoutKey } from './without-key';

/**
 * The floating AI assistant (issue 6 "AI chat", spec §4 "AI chat", §5, §8) as a pure state machine:
 * `aiChatTransition(state, event)` gives the next state and the effects to run, described as data. The driver
 * (src/ui/assistant/ai-chat.driver.ts) runs the effects and feeds their results back as events; the view only renders the state.
 *
 * - Ids are given by the caller (traceId per chat, reqId per request, bizId per answer): nothing random in here.
 * - Each answer has an id; every poll result names it, and a result for an answer that is no longer being answered
 *   (finished, failed, stopped, closed, page changed) is dropped.
 * - Messages are i18n keys; the view translates them.
 */

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AiChatUser {
  readonly loggedIn: boolean;
  /** History is loaded only for users with a name. */
  readonly name?: string;
}

export type QuestionError = 'assistant.errors.tooLong';
export type AnswerNotice = 'assistant.errors.timeout' | 'assistant.answer.stopped' | 'assistant.answer.interrupted';

/** loading: placeholder, nothing arrived yet; streaming: responseAll growing; then done, failed or stopped. */
export type AiAnswerStatus = 'loading' | 'streaming' | 'done' | 'failed' | 'stopped';

/** 'history' messages come from queryHistoryList and sit above the 'no more history' divider. */
export type MessageOrigin = 'history' | 'new';

export interface AiQuestionMessage {
  readonly kind: 'question';
  readonly id: number;
  readonly origin: MessageOrigin;
  readonly text: string;
}

export interface AiAnswerMessage {
  readonly kind: 'answer';
  readonly id: number;
  readonly origin: MessageOrigin;
  readonly question: string;
  readonly bizId: string;
  /** The searchAi request id ('' for history). */
  readonly reqId: string;
  readonly status: AiAnswerStatus;
  /** data.responseAll so far (markdown unless responseType says otherwise). */
  readonly text: string;
  readonly responseType?: string;
  /** Shown instead of (failed) or after (stopped) the text. */
  readonly notice?: AnswerNotice;
  /** Present once the answer can be rated (finished, or from history): its like / dislike state. */
  readonly record?: ChatRecord;
}

export type AiChatMessage = AiQuestionMessage | AiAnswerMessage;

export interface AiChatState {
  readonly open: boolean;
  readonly traceId: string;
  readonly user: AiChatUser;
  readonly intro: { readonly status: LoadStatus; readonly introduce: string; readonly relQuestions: readonly string[] };
  readonly input: string;
  readonly inputError?: QuestionError;
  /** Suggestions for what is typed; `reqId` is the request whose answer is awaited (older answers are dropped). */
  readonly suggestions: { readonly reqId?: string; readonly keyword: string; readonly items: readonly string[] };
  readonly history: { readonly status: LoadStatus; readonly noMore: boolean };
  readonly messages: readonly AiChatMessage[];
  /** The answer being answered: the input is disabled while it is set. */
  readonly answering?: number;
  /** Only for a signed-in user (undefined otherwise). */
  readonly newMessageCount?: number;
  readonly dislikeDialog?: DislikeDialog;
  readonly nextId: number;
}

export type AiChatEvent =
  | { readonly type: 'opened'; readonly user: AiChatUser }
  | { readonly type: 'closed' }
  | { readonly type: 'pageChanged' }
  | { readonly type: 'userChanged'; readonly user: AiChatUser }
  | { readonly type: 'introLoaded'; readonly introduce: string; readonly relQuestions: readonly string[] }
  | { readonly type: 'introFailed' }
  | { readonly type: 'inputChanged'; readonly text: string; readonly reqId: string }
  | { readonly type: 'suggestionsLoaded'; readonly reqId: string; readonly items: readonly string[] }
  | { readonly type: 'suggestionsFailed'; readonly reqId: string }
  /** Ask the typed question, or `text` (a related question or suggestion clicked). */
  | { readonly type: 'asked'; readonly reqId: string; readonly bizId: string; readonly text?: string }
  | { readonly type: 'answerProgress'; readonly answerId: number; readonly finished: boolean; readonly responseAll: string; readonly responseType?: string }
  /** A non-success code or any failure of searchAi. */
  | { readonly type: 'answerFailed'; readonly answerId: number }
  /** The stop control. */
  | { readonly type: 'stopRequested' }
  /** `userName`: whose history was asked (an answer for an earlier user is dropped). */
  | { readonly type: 'historyLoaded'; readonly userName: string; readonly records: readonly ChatRecord[] }
  | { readonly type: 'historyFailed'; readonly userName: string }
  | { readonly type: 'newMessageCountLoaded'; readonly count: number }
  | FeedbackEvent;

export type AiChatEffect =
  | { readonly type: 'loadIntro'; readonly traceId: string }
  | { readonly type: 'loadSuggestions'; readonly traceId: string; readonly reqId: string; readonly keyword: string }
  /** Start polling searchAi for this answer (ai-chat poller). */
  | { readonly type: 'startAnswer'; readonly answerId: number; readonly traceId: string; readonly reqId: string; readonly keyword: string }
  | { readonly type: 'stopAnswer'; readonly answerId: number }
  /** Silent: a failure changes nothing. */
  | { readonly type: 'saveRecord'; readonly record: ChatRecord }
  | { readonly type: 'loadHistory'; readonly userName: string }
  | { readonly type: 'loadNewMessageCount' };

export interface AiChatTransition {
  readonly state: AiChatState;
  readonly effects: readonly AiChatEffect[];
}

const NO_SUGGESTIONS: AiChatState['suggestions'] = { keyword: '', items: [] };

export const initialAiChatState = (traceId: string, user: AiChatUser = { loggedIn: false }): AiChatState => ({
  open: false,
  traceId,
  user,
  intro: { status: 'idle', introduce: '', relQuestions: [] },
  input: '',
  suggestions: NO_SUGGESTIONS,
  history: { status: 'idle', noMore: false },
  messages: [],
  nextId: 1,
});

/** The input (and the send button) is disabled while an answer is coming. */
export const isInputDisabled = (state: AiChatState): boolean => state.answering !== undefined;

export const questionError = (text: string): QuestionError | undefined => (text.length > QUESTION_MAX ? 'assistant.errors.tooLong' : undefined);

const same = (state: AiChatState): AiChatTransition => ({ state, effects: [] });
const to = (state: AiChatState, ...effects: AiChatEffect[]): AiChatTransition => ({ state, effects });

const answerOf = (state: AiChatState, id: number): AiAnswerMessage | undefined =>
  state.messages.find((message): message is AiAnswerMessage => message.kind === 'answer' && message.id === id);

const updateAnswer = (state: AiChatState, id: number, update: (answer: AiAnswerMessage) => AiAnswerMessage): AiChatState => ({
  ...state,
  messages: state.messages.map((message) => (message.kind === 'answer' && message.id === id ? update(message) : message)),
});

/**
 * Ends the answer in progress: the stop control says the user stopped it ('您提前终止了本次回答～'); closing the panel or
 * leaving the page says it was interrupted (the user did not ask for that).
 */
const stopAnswering = (state: AiChatState, notice: AnswerNotice = 'assistant.answer.stopped'): AiChatTransition => {
  const id = state.answering;
  if (id === undefined) return same(state);
  const stopped = updateAnswer(withoutKey(state, 'answering'), id, (answer) => ({ ...answer, status: 'stopped', notice }));
  return to(stopped, { type: 'stopAnswer', answerId: id });
};

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

const progress = (state: AiChatState, event: Extract<AiChatEvent, { type: 'answerProgress' }>): AiChatTransition => {
  if (state.answering !== event.answerId) return same(state);
  const answer = answerOf(state, event.answerId);
  if (!answer) return same(state);
  const grown: AiAnswerMessage = {
    ...answer,
    status: event.finished ? 'done' : 'streaming',
    text: event.responseAll,
    ...(event.responseType ? { responseType: event.responseType } : {}),
  };
  if (!event.finished) return same(updateAnswer(state, answer.id, () => grown));
  const record: ChatRecord = {
    bizId: answer.bizId,
    question: answer.question,
    answerDetail: event.responseAll,
    answerSource: SOURCE_AI,
    remarkStatus: REMARK_NONE,
  };
  return to(updateAnswer(withoutKey(state, 'answering'), answer.id, () => ({ ...grown, record })), { type: 'saveRecord', record });
};

const feedback = (state: AiChatState, event: FeedbackEvent): AiChatTransition => {
  const outcome = reduceFeedback(state.dislikeDialog, (id) => answerOf(state, id)?.record, event);
  if (!outcome) return same(state);
  const { dialog, changed } = outcome;
  const withDialog = dialog ? { ...state, dislikeDialog: dialog } : withoutKey(state, 'dislikeDialog');
  if (!changed) return same(withDialog);
  return to(
    updateAnswer(withDialog, changed.answerId, (answer) => ({ ...answer, record: changed.record })),
    { type: 'saveRecord', record: changed.record },
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
