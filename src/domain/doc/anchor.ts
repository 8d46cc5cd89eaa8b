/**
 * Anchor ids for deep links: readable, stable for the same text, unique within a page. Letters of any script are kept
 * (Chinese headings stay Chinese), everything else becomes '-'.
 */
export const slugify = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'section';

/** Hands out unique ids: the second 'Request' becomes 'request-2'. */
export const createAnchorRegistry = (prefix = '') => {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = `${prefix}${slugify(text)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${String(count)}`;
  };
};
