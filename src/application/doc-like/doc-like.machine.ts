import {
  checkScreenshot,
  FEEDBACK_DESCRIPTION_MAX,
  type DocFeedback,
  type FeedbackReason,
  type ScreenshotProblem,
  type Vote,
} from '../../domain/evaluation/doc-evaluation';

/**
 * The page-level like widget (spec §4 "Doc like widget", §5 doc feedback) as a pure state machine.
 *
 * - Like and dislike are mutually exclusive toggles; `desired` is the reader's latest intent (what the buttons show),
 *   `confirmed` what the server last accepted.
 * - One request at a time: while one is in flight, further clicks only move `desired`; when it answers, the next
 *   request sends the latest intent (if it still differs). A failure rolls `desired` back to `confirmed`.
 * - Answers carry the id of their request; an answer that is not for the request in flight (an older page's) is ignored.
 * - A dislike opens the feedback form; its submission (a dislike with reason, description and screenshot) is queued
 *   behind the request in flight like any other intent.
 */
export type DocLikeRequest =
  | { readonly id: number; readonly kind: 'vote'; readonly url: string; readonly vote: Vote }
  | { readonly id: number; readonly kind: 'feedback'; readonly url: string; readonly feedback: DocFeedback };

export type FeedbackFormError = 'reasonRequired' | 'descriptionTooLong' | ScreenshotProblem | 'failed';

export interface FeedbackFormState {
  readonly open: boolean;
  readonly submitting: boolean;
  readonly error?: FeedbackFormError;
}

export interface DocLikeState {
  readonly url: string;
  readonly confirmed: Vote;
  readonly desired: Vote;
  readonly inFlight?: DocLikeRequest;
  readonly queuedFeedback?: DocFeedback;
  readonly form: FeedbackFormState;
  /** Id of the next request; kept across pages so an old page's answer never matches. */
  readonly nextId: number;
}

export interface FeedbackDraft {
  readonly reason?: FeedbackReason;
  readonly description: string;
  readonly screenshot?: File;
}

export type DocLikeEvent =
  | { readonly type: 'like' }
  | { readonly type: 'dislike' }
  | { readonly type: 'confirmed'; readonly id: number }
  | { readonly type: 'failed'; readonly id: number }
  | { readonly type: 'routeChanged'; readonly url: string }
  | { readonly type: 'submitFeedback'; readonly draft: FeedbackDraft }
  | { readonly type: 'closeForm' };

const CLOSED: FeedbackFormState = { open: false, submitting: false };

export const initialDocLikeState = (url: string, nextId = 1): DocLikeState => ({
  url,
  confirmed: 'none',
  desired: 'none',
  form: CLOSED,
  nextId,
});

/** Starts the next request when none is in flight: queued feedback first, else the latest vote if it differs. */
const launch = (state: DocLikeState): DocLikeState => {
  if (state.inFlight) return state;
  const id = state.nextId;
  if (state.queuedFeedback) {
    const { queuedFeedback, ...rest } = state;
    return { ...rest, nextId: id + 1, inFlight: { id, kind: 'feedback', url: state.url, feedback: queuedFeedback } };
  }
  if (state.desired !== state.confirmed) {
    return { ...state, nextId: id + 1, inFlight: { id, kind: 'vote', url: state.url, vote: state.desired } };
  }
  return state;
};

const withoutInFlight = (state: DocLikeState): DocLikeState => {
  const { inFlight: _done, ...rest } = state;
  return rest;
};

const validate = (draft: FeedbackDraft): FeedbackFormError | undefined => {
  if (!draft.reason) return 'reasonRequired';
  if (draft.description.length > FEEDBACK_DESCRIPTION_MAX) return 'descriptionTooLong';
  return draft.screenshot ? checkScreenshot(draft.screenshot) : undefined;
};

export const docLikeReducer = (state: DocLikeState, event: DocLikeEvent): DocLikeState => {
  switch (event.type) {
    case 'like':
      return launch({ ...state, desired: state.desired === 'like' ? 'none' : 'like' });
    case 'dislike':
      if (state.desired === 'dislike') {
        return launch({ ...state, desired: 'none', form: state.form.submitting ? state.form : CLOSED });
      }
      return launch({ ...state, desired: 'dislike', form: state.form.submitting ? state.form : { open: true, submitting: false } });
    case 'confirmed': {
      const request = state.inFlight;
      if (!request || request.id !== event.id) return state;
      const done = withoutInFlight(state);
      return request.kind === 'vote'
        ? launch({ ...done, confirmed: request.vote })
        : launch({ ...done, confirmed: 'dislike', form: CLOSED });
    }
    case 'failed': {
      if (!state.inFlight || state.inFlight.id !== event.id) return state;
      const { queuedFeedback: _dropped, ...done } = withoutInFlight(state);
      const form = state.form.submitting ? { open: state.form.open, submitting: false, error: 'failed' as const } : state.form;
      return { ...done, desired: state.confirmed, form };
    }
    case 'routeChanged':
      return event.url === state.url ? state : initialDocLikeState(event.url, state.nextId);
    case 'submitFeedback': {
      if (!state.form.open || state.form.submitting) return state;
      const error = validate(event.draft);
      if (error || !event.draft.reason) return { ...state, form: { open: true, submitting: false, error: error ?? 'reasonRequired' } };
      const feedback: DocFeedback = {
        reason: event.draft.reason,
        description: event.draft.description,
        ...(event.draft.screenshot ? { screenshot: event.draft.screenshot } : {}),
      };
      return launch({ ...state, desired: 'dislike', queuedFeedback: feedback, form: { open: true, submitting: true } });
    }
    case 'closeForm':
      return state.form.submitting ? state : { ...state, form: CLOSED };
  }
};
