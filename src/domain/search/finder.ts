import { compareRanks, KIND_ORDER, rankOf, type SuggestionKind } from './finder-rank';
import type { SearchHit, SearchTarget } from './search';

export type { SuggestionKind } from './finder-rank';

/**
 * The finder (Ctrl/Cmd-K): suggestions as the reader types, drawn from the site search's own answer. This module
 * ranks them; the backend finds them.
 */

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

const kindOf = (target: SuggestionTarget): SuggestionKind => {
  switch (target.kind) {
    case 'apiDoc':
      return 'api';
    case 'messageDoc':
      return 'message';
    case 'accessGuide':
      return 'solution';
    case 'accessGuideDoc':
      return 'guide';
    case 'devSupport':
      return 'doc';
    case 'question':
    case 'questionDocs':
      return 'question';
  }
};

const targetKey = (target: SuggestionTarget): string => Object.values(target).join(':');

const FIELD_WORD = /^[A-Za-z_$][\w$]*$/;

/**
 * The field an API hit can open at: the words are one identifier that is neither in its title nor its code but is one
 * of the hit's field names (`fields`), else a whole word of its snippet (lcp-rest's index holds an API's parameter
 * names in its text), spelled as the hit spells it.
 */
const fieldOf = (hit: SearchHit, words: string): string | undefined => {
  if (hit.target.kind !== 'apiDoc' || !FIELD_WORD.test(words)) return undefined;
  const lower = words.toLowerCase();
  if (hit.title.toLowerCase().includes(lower) || hit.code?.toLowerCase() === lower) return undefined;
  const names = hit.fields ?? hit.snippet.split(/[^\w$]+/);
  return names.find((word) => word.toLowerCase() === lower);
};

/**
 * The backend's hits as the finder's suggestions: the best FINDER_SHOWN by the finder's rule (finder-rank.ts), ties
 * in the backend's own order; one per document; hits without an address left out.
 */
export const rankSuggestions = (hits: readonly SearchHit[], words: string): Suggestion[] => {
  const query = words.trim();
  const seen = new Set<string>();
  const ranked = hits.flatMap((hit, order) => {
    const { target } = hit;
    if (target.kind === 'none') return [];
    const key = targetKey(target);
    if (seen.has(key)) return [];
    seen.add(key);
    const field = fieldOf(hit, query);
    const suggestion: Suggestion = {
      key,
      kind: kindOf(target),
      title: hit.title,
      ...(hit.source ? { unit: hit.source } : {}),
      ...(hit.sourceEn ? { unitEn: hit.sourceEn } : {}),
      ...(hit.code ? { code: hit.code } : {}),
      ...(field ? { field } : {}),
      target,
    };
    return [{ suggestion, rank: rankOf({ ...suggestion, ...(hit.method ? { method: hit.method } : {}) }, query), order }];
  });
  return ranked
    .sort((a, b) => compareRanks(a.rank, b.rank) || a.order - b.order)
    .slice(0, FINDER_SHOWN)
    .map(({ suggestion }) => suggestion);
};

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
