/*
 * Building blocks of the Markdown a reader downloads ("download this page"): server HTML turned into plain text
 * without a DOM, text escaped so that nothing in it becomes markup, GFM tables and fenced code blocks.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  middot: '·',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  times: '×',
  yen: '¥',
};

const codePoint = (value: number): string => (Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '');

/** The common named entities and every numeric one, in one pass (so '&amp;lt;' stays '&lt;'). */
export const decodeEntities = (text: string): string =>
  text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return codePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const BLOCK_END = /<\/(p|div|tr|h[1-6]|pre|blockquote|table|ul|ol|section)\s*>|<hr\s*\/?>/gi;

/**
 * Server HTML as plain text: scripts, styles and comments dropped with their content, block ends become blank lines
 * and line breaks new lines, list items get a dash, every other tag is removed, entities are decoded and blank runs collapse.
 * The result is text, not markup: escape it before it goes into Markdown.
 */
export const htmlToText = (html: string): string => {
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(BLOCK_END, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z!/?][^>]*(>|$)/gi, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[\t ]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};

/** Text that stays text in Markdown: backslashes and angle brackets escaped (no HTML, no autolink). */
export const escapeText = (text: string): string => text.replace(/[\\<>]/g, (char) => `\\${char}`);

/** One line of text (a heading, a list item): new lines become spaces. */
export const escapeLine = (text: string): string => escapeText(text.replace(/\s*\r?\n\s*/g, ' ').trim());

/** A GFM table cell: escaped text, '|' escaped, new lines as <br>. */
export const escapeCell = (text: string): string =>
  escapeText(text.trim())
    .replace(/\|/g, '\\|')
    .replace(/\s*\r?\n\s*/g, '<br>');

/** Inline code that survives backticks in its text; to be put in a cell, pass it through `cellOf`. */
export const inlineCode = (text: string): string => {
  if (!text) return '';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
};

/** Inline code inside a table cell: only '|' and new lines need care there (code spans show backslashes as is). */
export const codeCell = (text: string): string => inlineCode(text.replace(/\s*\r?\n\s*/g, ' ')).replace(/\|/g, '\\|');

/** A GFM table; cells are already escaped (escapeCell / codeCell). */
export const table = (headings: readonly string[], rows: readonly (readonly string[])[]): string =>
  [
    `| ${headings.map(escapeCell).join(' | ')} |`,
    `|${headings.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.map((cell) => cell || ' ').join(' | ')} |`),
  ].join('\n');

/** A fenced code block whose fence is longer than any backtick run of the code. */
export const codeBlock = (code: string, language?: string): string => {
  const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = language && /^[\w+#.-]+$/.test(language) ? language.toLowerCase() : '';
  return `${fence}${info}\n${code.replace(/\s+$/, '')}\n${fence}`;
};
