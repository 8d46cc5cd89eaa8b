/** Text as HTML text or as an attribute's value (quoted with "): nothing in it becomes markup. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text in it can close the script. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Joins the parts that are strings (a part left out is `undefined`, `false` or empty). */
export const html = (...parts: readonly (string | undefined | false | null)[]): string => parts.filter((part): part is string => typeof part === 'string' && part !== '').join('');
