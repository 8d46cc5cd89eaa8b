import {
  REMARK_NONE,
  SOURCE_CANDIDATES,
  SOURCE_NONE,
  SOURCE_SINGLE,
  type AnswerSource,
  type ChatRecord,
} from '../../domain/assistant/chat-record';
import type { FaqCandidate, FaqProblem } from '../ports/faq.port';
import { reduceFeedback, type DislikeDialog, type FeedbackEvent } from './answer-feedback';
import { questionError, type QuestionError } from './ai-chat.machine';
import { withoutKey } from './without-key';

/**
 * The older FAQ robot chat (issue 6 "FAQ robot", spec §4 "Older robot chat") as a pure state machine.
 *
 * - A question asks GET /search/question (q, from 0, size 5): several rows are candidates to pick from
 *   (answerSource 1), one row is the answer (2, its detail is loaded), none gives the fallback text (3).
 *   The record is saved once the answer is known; like / dislike go through answer-feedback and save it again.
 * - After each question, send is disabled for a 3-second countdown: `tick` events (one a second, sent by the driver
 *   while `cooldown` > 0) count it down. A question asked during it waits (`queued`) and is sent when it ends, with
 *   the text in the box then; nothing typed is lost.
 * - Choosing a candidate of the latest reply shows it under that reply; of an earlier reply, the choice and its answer
 *   are added at the end of the conversation (`pickedFrom`), where the reader is, rather than in the history above.
 * - 'Show others' asks the next 5 candidates, wrapping to 0 past the total.
 * - Search failures are silent: a first search that fails shows the fallback (nothing saved); a failed 'show others'
 *   keeps the candidates shown.
 */

export const FAQ_PAGE_SIZE = 5;
export const FAQ_SEND_COOLDOWN_S = 3;
/** i18n key of the answer when nothing matches. */
export const FAQ_FALLBACK_KEY = 'assistant.faq.noAnswer';

export interface FaqQuestionMessage {
  readonly kind: 'question';
  readonly id: number;
  readonly text: string;
}

export interface FaqSelection {
  readonly code: string;
  readonly title: string;
  readonly status: 'loading' | 'loaded' | 'failed';
  readonly detail?: FaqProblem;
}

/** loading: searching; candidates (1), single (2), none (3, fallback); failed: the search failed (fallback, silent). */
export type FaqAnswerStatus = 'loading' | 'candidates' | 'single' | 'none' | 'failed';

export interface FaqAnswerMessage {
  readonly kind: 'answer';
  readonly id: number;
  readonly question: string;
  readonly bizId: string;
  readonly status: FaqAnswerStatus;
  readonly answerSource?: AnswerSource;
  /** The page shown: rows from `from`, of `total`. */
  readonly from: number;
  readonly total: number;
  readonly candidates: readonly FaqCandidate[];
  /** The search awaited for this answer (first search or 'show others'); results of any other are dropped. */
  readonly pendingRequest?: number;
  /** The chosen problem (or the single answer) and its detail. */
  readonly selected?: FaqSelection;
  /** i18n key shown instead of candidates (none / failed). */
  readonly notice?: typeof FAQ_FALLBACK_KEY;
  /** Present once the answer is known: its like / dislike state. */
  readonly record?: ChatRecord;
  /** The earlier reply whose candidate this answer shows (added at the end; rated in that reply, so no record). */
  readonly pickedFrom?: number;
}

/** A question asked during the countdown: sent when it ends (`text` undefined: what the input then holds). */
export interface FaqQueuedQuestion {
  readonly bizId: string;
  readonly text?: string;
}

export type FaqMessage = FaqQuestionMessage | FaqAnswerMessage;

export interface FaqRobotState {
  readonly input: string;
  readonly inputError?: QuestionError;
  /** Seconds left before send is enabled again. */
  readonly cooldown: number;
  readonly queued?: FaqQueuedQuestion;
  readonly messages: readonly FaqMessage[];
  readonly dislikeDialog?: DislikeDialog;
  readonly nextId: number;
}

export type FaqRobotEvent =
  | { readonly type: 'inputChanged'; readonly text: string }
  | { readonly type: 'asked'; readonly bizId: string; readonly text?: string }
  | { readonly type: 'tick' }
  /** The panel closed: the countdown and a waiting question end with it. */
  | { readonly type: 'closed' }
  | { readonly type: 'searchLoaded'; readonly requestId: number; readonly total: number; readonly rows: readonly FaqCandidate[] }
  | { readonly type: 'searchFailed'; readonly requestId: number }
  | { readonly type: 'showOthers'; readonly answerId: number }
  | { readonly type: 'candidateChosen'; readonly answerId: number; readonly code: string }
  | { readonly type: 'detailLoaded'; readonly answerId: number; readonly code: string; readonly detail: FaqProblem }
  | { readonly type: 'detailFailed'; readonly answerId: number; readonly code: string }
  | FeedbackEvent;

export type FaqRobotEffect =
  | { readonly type: 'search'; readonly requestId: number; readonly q: string; readonly from: number; readonly size: number }
  | { readonly type: 'loadDetail'; readonly answerId: number; readonly code: string }
  /** Silent: a failure changes nothing. */
  | { readonly type: 'saveRecord'; readonly record: ChatRecord }
  /** Send `tick` every second while state.cooldown > 0. */
  | { readonly type: 'startCountdown'; readonly seconds: number };

export interface FaqRobotTransition {
  readonly state: FaqRobotState;
  readonly effects: readonly FaqRobotEffect[];
}

export const initialFaqRobotState = (): FaqRobotState => ({ input: '', cooldown: 0, messages: [], nextId: 1 });

export const canSend = (state: FaqRobotState): boolean => state.cooldown === 0;

/**
 * The heading of a chosen problem: the detail's title once loaded (asked in the reader's language), else the
 * candidate's; none when the detail's HTML opens with its own heading, so the answer never shows two.
 */
export const selectionHeading = (selected: FaqSelection): string | undefined => {
  if (!selected.detail) return selected.title;
  if (OPENS_WITH_HEADING.test(selected.detail.content)) return undefined;
  return selected.detail.title.trim() || selected.title;
};
const OPENS_WITH_HEADING = /^\s*<h[1-6][\s>]/i;

/** The `from` of the next 'show others' page: +5, back to 0 past the total. */
export const nextPageFrom = (from: number, total: number): number => (from + FAQ_PAGE_SIZE >= total ? 0 : from + FAQ_PAGE_SIZE);

const same = (state: FaqRobotState): FaqRobotTransition => ({ state, effects: [] });
const to = (state: FaqRobotState, ...effects: FaqRobotEffect[]): FaqRobotTransition => ({ state, effects });

const answerOf = (state: FaqRobotState, id: number): FaqAnswerMessage | undefined =>
  state.messages.find((message): message is FaqAnswerMessage => message.kind === 'answer' && message.id === id);

const answerAwaiting = (state: FaqRobotState, requestId: number): FaqAnswerMessage | undefined =>
  state.messages.find((message): message is FaqAnswerMessage => message.kind === 'answer' && message.pendingRequest === requestId);

const replaceAnswer = (state: FaqRobotState, answer: FaqAnswerMessage): FaqRobotState => ({
  ...state,
  messages: state.messages.map((message) => (message.kind === 'answer' && message.id === answer.id ? answer : message)),
});

const ask = (state: FaqRobotState, event: Extract<FaqRobotEvent, { type: 'asked' }>): FaqRobotTransition => {
  const fromInput = event.text === undefined;
  const raw = event.text ?? state.input;
  const question = raw.trim();
  if (!question) return same(state);
  const error = questionError(raw);
  if (error) return same({ ...state, inputError: error });
  if (!canSend(state)) return same({ ...state, queued: { bizId: event.bizId, ...(fromInput ? {} : { text: raw }) } });
  const questionId = state.nextId;
  const answerId = questionId + 1;
  const requestId = answerId + 1;
  const base = fromInput ? withoutKey({ ...state, input: '' }, 'inputError') : state;
  const answer: FaqAnswerMessage = {
    kind: 'answer',
    id: answerId,
    question,
    bizId: event.bizId,
    status: 'loading',
    from: 0,
    total: 0,
    candidates: [],
    pendingRequest: requestId,
  };
  return to(
    {
      ...base,
      cooldown: FAQ_SEND_COOLDOWN_S,
      nextId: requestId + 1,
      messages: [...state.messages, { kind: 'question', id: questionId, text: question }, answer],
    },
    { type: 'search', requestId, q: question, from: 0, size: FAQ_PAGE_SIZE },
    { type: 'startCountdown', seconds: FAQ_SEND_COOLDOWN_S },
  );
};

const firstAnswer = (state: FaqRobotState, answer: FaqAnswerMessage, total: number, rows: readonly FaqCandidate[]): FaqRobotTransition => {
  const settled = withoutKey(answer, 'pendingRequest');
  const single = rows.length === 1 && total <= 1;
  const source: AnswerSource = rows.length === 0 ? SOURCE_NONE : single ? SOURCE_SINGLE : SOURCE_CANDIDATES;
  const record: ChatRecord = {
    bizId: answer.bizId,
    question: answer.question,
    answerDetail: rows.map((row) => row.title).join('\n'),
    answerSource: source,
    remarkStatus: REMARK_NONE,
  };
  const save: FaqRobotEffect = { type: 'saveRecord', record };
  const known = { ...settled, total, answerSource: source, record };
  const [only] = rows;
  if (source === SOURCE_NONE || !only) return to(replaceAnswer(state, { ...known, status: 'none', candidates: [], notice: FAQ_FALLBACK_KEY }), save);
  if (single) {
    const selected: FaqSelection = { code: only.code, title: only.title, status: 'loading' };
    return to(replaceAnswer(state, { ...known, status: 'single', candidates: rows, selected }), save, {
      type: 'loadDetail',
      answerId: answer.id,
      code: only.code,
    });
  }
  return to(replaceAnswer(state, { ...known, status: 'candidates', candidates: rows }), save);
};

const searchLoaded = (state: FaqRobotState, event: Extract<FaqRobotEvent, { type: 'searchLoaded' }>): FaqRobotTransition => {
  const answer = answerAwaiting(state, event.requestId);
  if (!answer) return same(state);
  if (answer.status === 'loading') return firstAnswer(state, answer, event.total, event.rows);
  // 'Show others': the next page of candidates (an empty page keeps the current one).
  const settled = withoutKey(answer, 'pendingRequest');
  if (event.rows.length === 0) return same(replaceAnswer(state, settled));
  const from = nextPageFrom(answer.from, answer.total);
  return same(replaceAnswer(state, { ...withoutKey(settled, 'selected'), from, total: event.total, candidates: event.rows }));
};

const countDown = (state: FaqRobotState): FaqRobotTransition => {
  if (state.cooldown === 0) return same(state);
  const next = { ...withoutKey(state, 'queued'), cooldown: state.cooldown - 1 };
  if (next.cooldown > 0 || !state.queued) return same({ ...state, cooldown: next.cooldown });
  const { bizId, text } = state.queued;
  return ask(next, { type: 'asked', bizId, ...(text === undefined ? {} : { text }) });
};

/** A candidate of an earlier reply: the choice (as the reader's message) and its answer, added at the end. */
const pickAtEnd = (state: FaqRobotState, from: FaqAnswerMessage, candidate: FaqCandidate): FaqRobotTransition => {
  const questionId = state.nextId;
  const answerId = questionId + 1;
  const answer: FaqAnswerMessage = {
    kind: 'answer',
    id: answerId,
    question: candidate.title,
    bizId: from.bizId,
    status: 'single',
    from: 0,
    total: 1,
    candidates: [candidate],
    selected: { code: candidate.code, title: candidate.title, status: 'loading' },
    pickedFrom: from.id,
  };
  return to(
    { ...state, nextId: answerId + 1, messages: [...state.messages, { kind: 'question', id: questionId, text: candidate.title }, answer] },
    { type: 'loadDetail', answerId, code: candidate.code },
  );
};

const feedback = (state: FaqRobotState, event: FeedbackEvent): FaqRobotTransition => {
  const outcome = reduceFeedback(state.dislikeDialog, (id) => answerOf(state, id)?.record, event);
  if (!outcome) return same(state);
  const { dialog, changed } = outcome;
  const withDialog: FaqRobotState = dialog ? { ...state, dislikeDialog: dialog } : withoutKey(state, 'dislikeDialog');
  if (!changed) return same(withDialog);
  const answer = answerOf(withDialog, changed.answerId);
  if (!answer) return same(withDialog);
  return to(replaceAnswer(withDialog, { ...answer, record: changed.record }), { type: 'saveRecord', record: changed.record });
};

export const faqRobotTransition = (state: FaqRobotState, event: FaqRobotEvent): FaqRobotTransition => {
  switch (event.type) {
    case 'inputChanged': {
      const error = questionError(event.text);
      return same(error ? { ...state, input: event.text, inputError: error } : withoutKey({ ...state, input: event.text }, 'inputError'));
    }
    case 'asked':
      return ask(state, event);
    case 'tick':
      return countDown(state);
    case 'closed':
      return same({ ...withoutKey(state, 'queued'), cooldown: 0 });
    case 'searchLoaded':
      return searchLoaded(state, event);
    case 'searchFailed': {
      const answer = answerAwaiting(state, event.requestId);
      if (!answer) return same(state);
      const settled = withoutKey(answer, 'pendingRequest');
      return same(replaceAnswer(state, answer.status === 'loading' ? { ...settled, status: 'failed', notice: FAQ_FALLBACK_KEY } : settled));
    }
    case 'showOthers': {
      const answer = answerOf(state, event.answerId);
      if (!answer || answer.status !== 'candidates' || answer.pendingRequest !== undefined) return same(state);
      const requestId = state.nextId;
      return to(replaceAnswer({ ...state, nextId: requestId + 1 }, { ...answer, pendingRequest: requestId }), {
        type: 'search',
        requestId,
        q: answer.question,
        from: nextPageFrom(answer.from, answer.total),
        size: FAQ_PAGE_SIZE,
      });
    }
    case 'candidateChosen': {
      const answer = answerOf(state, event.answerId);
      const candidate = answer?.candidates.find((row) => row.code === event.code);
      if (!answer || !candidate || answer.status !== 'candidates') return same(state);
      if (state.messages.at(-1) !== answer) return pickAtEnd(state, answer, candidate);
      if (answer.selected?.code === event.code && answer.selected.status !== 'failed') return same(state);
      return to(replaceAnswer(state, { ...answer, selected: { code: candidate.code, title: candidate.title, status: 'loading' } }), {
        type: 'loadDetail',
        answerId: answer.id,
        code: candidate.code,
      });
    }
    case 'detailLoaded':
    case 'detailFailed': {
      const answer = answerOf(state, event.answerId);
      const selected = answer?.selected;
      if (!answer || !selected || selected.code !== event.code || selected.status !== 'loading') return same(state);
      const next: FaqSelection = event.type === 'detailLoaded' ? { ...selected, status: 'loaded', detail: event.detail } : { ...selected, status: 'failed' };
      return same(replaceAnswer(state, { ...answer, selected: next }));
    }
    case 'like':
    case 'dislike':
    case 'submitDislike':
    case 'cancelDislike':
      return feedback(state, event);
  }
};

export const faqRobotReducer = (state: FaqRobotState, event: FaqRobotEvent): FaqRobotState => faqRobotTransition(state, event).state;
