import type { SearchTarget } from './search';

/**
 * The finder (Ctrl/Cmd-K): suggestions as the reader types, drawn from the site search's own answer, and the openings
 * it remembers. The ranking (finder-suggestions.ts, finder-rank.ts) loads with the first search; this part is what
 * every page needs.
 */

export type SuggestionKind = 'api' | 'message' | 'guide' | 'doc' | 'solution' | 'question';

/** The kinds in the order a developer opens them most (the ranking's fifth rule). */
export const KIND_ORDER: readonly SuggestionKind[] = ['api', 'message', 'guide', 'doc', 'solution', 'question'];

/** What the finder asks: the all-scopes search, this many rows, of which it shows the best FINDER_SHOWN. */
export const FINDER_ASKED = 20;
export const FINDER_SHOWN = 8;
/** Openings remembered for an empty query. */
export const FINDER_RECENT_MAX = 5;

/** A target the finder can open (a hit whose raw fields give no address is not suggested). */
export type SuggestionTarget = Exclude<SearchTarget, { kind: 'none' }>;

export interface Suggestion {
  /** Stable for the same document: the recent list and the list's keys use it. */
  readonly key: string;
  readonly kind: SuggestionKind;
  readonly title: string;
  /** The business unit (or other source) it belongs to, as the hit names it (`SearchHit.source`). */
  readonly unit?: string;
  /** That unit's English name, when the hit gives it apart (`SearchHit.sourceEn`). */
  readonly unitEn?: string;
  /** An API's code, when the backend gives it. */
  readonly code?: string;
  /** A field of the API's request that the words name: the suggestion opens the API page at that field. */
  readonly field?: string;
  readonly target: SuggestionTarget;
}

/** The recent openings after opening `opened`: it goes first, once, and the list keeps FINDER_RECENT_MAX. */
export const rememberOpening = (recent: readonly Suggestion[], opened: Suggestion): Suggestion[] =>
  [opened, ...recent.filter((suggestion) => suggestion.key !== opened.key)].slice(0, FINDER_RECENT_MAX);

const KINDS: readonly string[] = KIND_ORDER;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 300;
const TARGET_FIELDS: Readonly<Record<SuggestionTarget['kind'], readonly string[]>> = {
  apiDoc: ['unitId', 'docId'],
  messageDoc: ['unitId', 'docId'],
  accessGuide: ['unitId'],
  accessGuideDoc: ['unitId', 'docId'],
  devSupport: ['docId'],
  question: ['channelId', 'questionId'],
  questionDocs: [],
};
const isTarget = (value: unknown): value is SuggestionTarget => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const fields = typeof record.kind === 'string' ? TARGET_FIELDS[record.kind as SuggestionTarget['kind']] : undefined;
  return !!fields && fields.every((field) => isText(record[field]) && /^[\w.-]+$/.test(record[field]));
};
const isSuggestion = (value: unknown): value is Suggestion => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    isText(record.key) &&
    typeof record.kind === 'string' &&
    KINDS.includes(record.kind) &&
    isText(record.title) &&
    ['unit', 'unitEn', 'code', 'field'].every((name) => record[name] === undefined || isText(record[name])) &&
    isTarget(record.target)
  );
};

/** The recent openings as the browser kept them: what is not a whole suggestion (an older format, a hand edit) is dropped. */
export const recentFrom = (kept: unknown): Suggestion[] => (Array.isArray(kept) ? kept.filter(isSuggestion).slice(0, FINDER_RECENT_MAX) : []);
