/**
 * The "was this helpful" prompt of document pages (spec §4 "API doc page": top and bottom; POST /evaluate/submitQuestion).
 * A reader answers yes at once, or no with a required cause and an optional description.
 */

/** What a document is, sent as docTypeMain 1 API, 2 message, 3 guide. */
export type HelpfulDocType = 'api' | 'message' | 'guide';

/** Why a document did not help (spec §5 "Doc feedback reasons"), sent as questionCause 1-5 in this order. */
export const HELPFUL_CAUSES = ['notDetailed', 'notUpdated', 'incorrect', 'poorVisual', 'other'] as const;
export type HelpfulCause = (typeof HELPFUL_CAUSES)[number];

/** The optional description: at most this many characters (the doc feedback limit, spec §5). */
export const HELPFUL_DESCRIPTION_MAX = 150;

/** The document being answered about. */
export interface HelpfulTarget {
  readonly objId: number;
  readonly docType: HelpfulDocType;
  readonly bizUnitId?: number;
}

/** The reader's answer. */
export type HelpfulVerdict = { readonly helpful: true } | { readonly helpful: false; readonly cause: HelpfulCause; readonly description: string };

/** What the view hands the use case: the document, the answer and, when signed in, the user's pin. */
export type HelpfulAnswer = HelpfulTarget & HelpfulVerdict & { readonly createUser?: string };

/** One answer as the port sends it: the description trimmed and left out when empty. */
export interface HelpfulQuestion extends HelpfulTarget {
  readonly helpful: boolean;
  readonly cause?: HelpfulCause;
  readonly description?: string;
  readonly createUser?: string;
}
