/**
 * A chat record of the assistants (spec §3 "Chat record", §4 remarkStatus / answerSource, §5 dislike rules).
 * The AI chat and the FAQ robot save one per answer (POST /smartrobotrecord/saveRecord) and save it again, by its
 * bizId, on every like or dislike.
 */

/** 0 none, 1 like, 2 dislike. */
export type RemarkStatus = 0 | 1 | 2;
export const REMARK_NONE: RemarkStatus = 0;
export const REMARK_LIKE: RemarkStatus = 1;
export const REMARK_DISLIKE: RemarkStatus = 2;

/** 1 several candidate answers (also set on a dislike submit), 2 single answer, 3 empty list, 4 AI chat. */
export type AnswerSource = 1 | 2 | 3 | 4;
export const SOURCE_CANDIDATES: AnswerSource = 1;
export const SOURCE_SINGLE: AnswerSource = 2;
export const SOURCE_NONE: AnswerSource = 3;
export const SOURCE_AI: AnswerSource = 4;

/** Dislike reasons: 5 not detailed (回答不详细), 6 wrong content (内容有误), 7 slow (回答速度慢), 8 other (其他). */
export const DISLIKE_REASONS = [5, 6, 7, 8] as const;
export type DislikeReason = (typeof DISLIKE_REASONS)[number];

/** Spec §5 / §9: the optional dislike text is at most 150 characters; a question at most 200. */
export const DISLIKE_TEXT_MAX = 150;
export const QUESTION_MAX = 200;

export interface ChatRecord {
  /** Identifies the record: chosen by the client for a new answer, the server's for history. */
  readonly bizId: string;
  readonly question: string;
  readonly answerDetail: string;
  readonly answerSource: AnswerSource;
  readonly remarkStatus: RemarkStatus;
  readonly remarkReason?: DislikeReason;
  readonly remarkDetail?: string;
  /** The user pin (history items). */
  readonly createUser?: string;
  readonly createTime?: string;
  readonly updateTime?: string;
}

/** The record as the signed-in user's (`createUser` is their pin); a visitor's record names no user. */
export const recordOf = (record: ChatRecord, userPin: string | undefined): ChatRecord => {
  const { createUser: _previous, ...rest } = record;
  return userPin ? { ...rest, createUser: userPin } : rest;
};

export const isRemarkStatus = (value: unknown): value is RemarkStatus => value === 0 || value === 1 || value === 2;
export const isAnswerSource = (value: unknown): value is AnswerSource => value === 1 || value === 2 || value === 3 || value === 4;
export const isDislikeReason = (value: unknown): value is DislikeReason => DISLIKE_REASONS.some((reason) => reason === value);

/* A record's like and dislike (spec §5): a like toggles, and nothing changes once the answer is disliked. */

export const isLiked = (record: Pick<ChatRecord, 'remarkStatus'>): boolean => record.remarkStatus === REMARK_LIKE;
export const isDisliked = (record: Pick<ChatRecord, 'remarkStatus'>): boolean => record.remarkStatus === REMARK_DISLIKE;
export const canLike = (record: Pick<ChatRecord, 'remarkStatus'>): boolean => !isDisliked(record);
export const canDislike = (record: Pick<ChatRecord, 'remarkStatus'>): boolean => !isDisliked(record);

/** The record after a like click, or undefined when a like is blocked (after a dislike). */
export const toggleLike = (record: ChatRecord): ChatRecord | undefined =>
  canLike(record) ? { ...record, remarkStatus: isLiked(record) ? REMARK_NONE : REMARK_LIKE } : undefined;

/** The disliked record (remarkStatus 2, reason, trimmed text, answerSource 1). */
export const applyDislike = (record: ChatRecord, reason: DislikeReason, text: string): ChatRecord => {
  const { remarkDetail: _previous, ...rest } = record;
  const detail = text.trim();
  return { ...rest, remarkStatus: REMARK_DISLIKE, remarkReason: reason, answerSource: SOURCE_CANDIDATES, ...(detail ? { remarkDetail: detail } : {}) };
};
