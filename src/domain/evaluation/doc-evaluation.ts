/** A page's evaluation by the reader (spec §4 "Doc like widget"): nothing, a like or a dislike. */
export type Vote = 'none' | 'like' | 'dislike';

/** Why a page was disliked (spec §5 "Doc feedback reasons"); sent as these codes. */
export const FEEDBACK_REASONS = ['notDetailed', 'notUpdated', 'incorrect', 'poorVisual', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** The free text of the feedback form: at most 150 characters (spec §9 "dislike text 150"). */
export const FEEDBACK_DESCRIPTION_MAX = 150;

/** Screenshots the upload accepts: these image types, at most 5 MB; checked before any upload. */
export const SCREENSHOT_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

export type ScreenshotProblem = 'screenshotType' | 'screenshotSize';

/** Why a picked file cannot be sent, or undefined when it can. */
export const checkScreenshot = (file: { readonly type: string; readonly size: number }): ScreenshotProblem | undefined =>
  !SCREENSHOT_TYPES.includes(file.type) ? 'screenshotType' : file.size > SCREENSHOT_MAX_BYTES ? 'screenshotSize' : undefined;

/** What the feedback form sends with a dislike. */
export interface DocFeedback {
  readonly reason: FeedbackReason;
  readonly description: string;
  readonly screenshot?: File;
}

/** One evaluation as the port sends it: the page, the vote, and on a dislike with feedback its reason and text. */
export interface DocEvaluation {
  readonly url: string;
  readonly vote: Vote;
  readonly reason?: FeedbackReason;
  readonly description?: string;
  /** Address of the uploaded screenshot. */
  readonly imageUrl?: string;
}
