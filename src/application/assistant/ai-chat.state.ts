/** The floating AI assistant's state, the events it reacts to and the effects it asks for (ai-chat.machine.ts). */
import { QUESTION_MAX, type ChatRecord } from '../../domain/assistant/chat-record';
import type { DislikeDialog, FeedbackEvent } from './answer-feedback';

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

export const NO_SUGGESTIONS: AiChatState['suggestions'] = { keyword: '', items: [] };

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

/** A transition without effects, and one with. */
export const same = (state: AiChatState): AiChatTransition => ({ state, effects: [] });
export const to = (state: AiChatState, ...effects: AiChatEffect[]): AiChatTransition => ({ state, effects });
