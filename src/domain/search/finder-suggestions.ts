import { FINDER_SHOWN, type Suggestion, type SuggestionKind, type SuggestionTarget } from './finder';
import { compareRanks, rankOf } from './finder-rank';
import type { SearchHit } from './search';

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

