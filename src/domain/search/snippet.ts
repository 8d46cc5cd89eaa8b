/**
 * What the search backend sends as a title or snippet (plain `title`/`content`, or `highlight` fragments) may be plain
 * text, the document's own HTML (`<p lang="en">…`), or highlight HTML with the document's HTML escaped inside it
 * (`&lt;p&gt;…<em>推送</em>…`), cut anywhere, even inside a tag. One rule for every such field: the highlight marks
 * (<em>, <mark>, <b>, <strong>) are markup; the document's own tags, raw or escaped, are dropped (block tags leave a
 * space); anything else is text. A reader never sees a tag or an entity.
 */

const HIGHLIGHT_TAGS: ReadonlySet<string> = new Set(['em', 'mark', 'b', 'strong']);

/** Tags whose end is a break in the text: dropped as a space, so "重试。</p><p>Creation" keeps its words apart. */
const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'img', 'li', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'ul',
]);
const INLINE_TAGS: ReadonlySet<string> = new Set([
  'a', 'abbr', 'b', 'cite', 'code', 'del', 'em', 'font', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span',
  'strike', 'strong', 'sub', 'sup', 'time', 'u', 'var',
]);
const isHtmlTag = (name: string) => BLOCK_TAGS.has(name) || INLINE_TAGS.has(name);

const QUOTE = '(?:"|&quot;|&#34;)';
const ATTRIBUTES = `(?:\\s+[\\w:-]+(?:\\s*=\\s*(?:${QUOTE}(?:(?!${QUOTE})[^<>])*${QUOTE}|'[^'<>]*'|[^\\s"'<>&]+))?)*`;
/** A tag, raw (<p lang="en">) or escaped (&lt;p lang=&quot;en&quot;&gt;). */
const TAG = new RegExp(`(<|&lt;)(\\/?)([a-zA-Z][a-zA-Z0-9]*)(${ATTRIBUTES})\\s*\\/?(>|&gt;)`, 'g');
/** The start of a tag cut off at the end of a fragment: `<p la` or `&lt;/sp`. */
const CUT_TAG_AT_END = /(?:<|&lt;)\/?[a-zA-Z][a-zA-Z0-9]*(?:\s(?:(?!<|>|&lt;|&gt;).)*?)?(…|\.\.\.)?$/;
/** The end of a tag cut off at the start of a fragment: `ng="en">` or `en&quot;&gt;`. */
const CUT_TAG_AT_START = new RegExp(
  `^(…|\\.\\.\\.)?\\s*[^\\s<>&"=]*(?:=?${QUOTE}(?:(?!${QUOTE})[^<>])*${QUOTE}|${QUOTE})?${ATTRIBUTES}\\s*\\/?(?:>|&gt;)`,
);
/** Only a tail with an attribute, a quote or an HTML tag's name is taken for a cut tag: "a->b" stays text. */
const isCutTag = (tail: string) => {
  if (/=|"|&quot;|&#34;/.test(tail)) return true;
  // A fragment cut just before a tag's end: "…>Exception notice".
  if (/^(?:…|\.\.\.)\s*\/?(?:>|&gt;)$/.test(tail)) return true;
  const name = /^(?:…|\.\.\.)?\s*\/?([a-zA-Z][a-zA-Z0-9]*)\s*(?:>|&gt;)$/.exec(tail)?.[1];
  return name !== undefined && isHtmlTag(name.toLowerCase());
};
const dropCutTagAtStart = (field: string) =>
  field.replace(CUT_TAG_AT_START, (tail, ellipsis: string | undefined) => (isCutTag(tail) ? (ellipsis ?? '') : tail));

/** Text as HTML text: its &, < and > escaped. */
export const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The field as highlight HTML: only highlight marks as tags, the rest entity-encoded text. Still to be sanitized
 * (the Sanitizer port's `sanitizeHighlight`) before it reaches the DOM: this decides what is markup, not what is safe.
 */
export const snippetMarkup = (field: string): string => {
  // An entity escaped once more with the document's HTML (&amp;lt;, &amp;quot;) is the entity it was.
  const once = field.replace(/&amp;(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, '&$1;');
  const trimmed = dropCutTagAtStart(once.replace(CUT_TAG_AT_END, (_cut, ellipsis: string | undefined) => ellipsis ?? ''));
  return trimmed
    .replace(TAG, (tag, open: string, close: string, raw: string) => {
      const name = raw.toLowerCase();
      if (open === '<' && HIGHLIGHT_TAGS.has(name)) return `<${close}${name}>`;
      if (isHtmlTag(name)) return BLOCK_TAGS.has(name) ? ' ' : '';
      // Not an HTML element (List<String>): text, kept visible.
      return open === '<' ? escapeText(tag) : tag;
    })
    .replace(/\s+/g, ' ')
    .trim();
};

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…', mdash: '—', ndash: '–', middot: '·',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™', times: '×',
  divide: '÷', deg: '°', plusmn: '±', yen: '¥', euro: '€', pound: '£', cent: '¢', sect: '§', para: '¶', bull: '•',
  ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', zwsp: '\u200b', shy: '',
};

const codePointText = (codePoint: number, entity: string) =>
  Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;

/** HTML character references decoded: numeric ones and the named ones that occur in documents. */
export const decodeEntities = (text: string): string =>
  text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return codePointText(parseInt(body.slice(2), 16), entity);
    if (body.startsWith('#')) return codePointText(parseInt(body.slice(1), 10), entity);
    return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });

/** The field as plain text: no tags, entities decoded (for a text node, never for innerHTML). */
export const snippetText = (field: string): string =>
  decodeEntities(snippetMarkup(field).replace(/<\/?(?:em|mark|b|strong)>/g, ''));
