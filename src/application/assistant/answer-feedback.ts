import { applyDislike, canDislike, DISLIKE_TEXT_MAX, toggleLike, type ChatRecord, type DislikeReason } from '../../domain/assistant/chat-record';

/**
 * Like and dislike of one answer, shared by the AI chat and the FAQ robot (spec §4 remarkStatus, §5 dislike rules):
 * the reason dialog and the events, over the record's own rules (src/domain/assistant/chat-record.ts).
 *
 * - Like toggles remarkStatus 0 ⇄ 1; it is blocked once the answer is disliked.
 * - Dislike is blocked once disliked; otherwise it opens the reason dialog (nothing changes until it is submitted).
 * - The dialog needs a reason (5–8) and takes an optional text of at most 150 characters; a submit sets remarkStatus 2,
 *   the reason and the text, and answerSource 1 (spec §4: "also set on dislike submit").
 * - Every change is a new record to save (by its bizId); a save failure changes nothing (silent, spec §8).
 */

/** i18n keys of the dialog's validation messages. */
export type DislikeError = 'assistant.feedback.reasonRequired' | 'assistant.feedback.textTooLong';

/** The reasons in display order with their i18n label keys. */
export const DISLIKE_REASON_OPTIONS: readonly { readonly code: DislikeReason; readonly labelKey: string }[] = [
  { code: 5, labelKey: 'assistant.feedback.reasons.notDetailed' },
  { code: 6, labelKey: 'assistant.feedback.reasons.wrongContent' },
  { code: 7, labelKey: 'assistant.feedback.reasons.slow' },
  { code: 8, labelKey: 'assistant.feedback.reasons.other' },
];

/** The open reason dialog: for which answer, and the error of the last refused submit. */
export interface DislikeDialog {
  readonly answerId: number;
  readonly error?: DislikeError;
}

export interface DislikeDraft {
  readonly reason?: DislikeReason;
  /** Optional free text (at most 150 characters). */
  readonly text: string;
}

export type FeedbackEvent =
  | { readonly type: 'like'; readonly answerId: number }
  | { readonly type: 'dislike'; readonly answerId: number }
  | { readonly type: 'submitDislike'; readonly draft: DislikeDraft }
  | { readonly type: 'cancelDislike' };

export const checkDislike = (draft: DislikeDraft): DislikeError | undefined => {
  if (draft.reason === undefined) return 'assistant.feedback.reasonRequired';
  return draft.text.length > DISLIKE_TEXT_MAX ? 'assistant.feedback.textTooLong' : undefined;
};

export interface FeedbackOutcome {
  readonly dialog: DislikeDialog | undefined;
  /** The answer whose record changed, and its new record (to show and to save). */
  readonly changed?: { readonly answerId: number; readonly record: ChatRecord };
}

/**
 * One feedback event against the open dialog and the answers' records (`recordOf` gives undefined for an answer that
 * cannot be rated yet). Returns undefined when the event changes nothing.
 */
export const reduceFeedback = (
  dialog: DislikeDialog | undefined,
  recordOf: (answerId: number) => ChatRecord | undefined,
  event: FeedbackEvent,
): FeedbackOutcome | undefined => {
  switch (event.type) {
    case 'like': {
      const record = recordOf(event.answerId);
      const liked = record && toggleLike(record);
      return liked ? { dialog, changed: { answerId: event.answerId, record: liked } } : undefined;
    }
    case 'dislike': {
      const record = recordOf(event.answerId);
      if (!record || !canDislike(record) || dialog?.answerId === event.answerId) return undefined;
      return { dialog: { answerId: event.answerId } };
    }
    case 'submitDislike': {
      if (!dialog) return undefined;
      const record = recordOf(dialog.answerId);
      if (!record || !canDislike(record)) return { dialog: undefined };
      const error = checkDislike(event.draft);
      if (error || event.draft.reason === undefined) return { dialog: { answerId: dialog.answerId, error: error ?? 'assistant.feedback.reasonRequired' } };
      return { dialog: undefined, changed: { answerId: dialog.answerId, record: applyDislike(record, event.draft.reason, event.draft.text) } };
    }
    case 'cancelDislike':
      return dialog ? { dialog: undefined } : undefined;
  }
};
