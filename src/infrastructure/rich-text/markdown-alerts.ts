import { Lexer, type MarkedExtension, type Renderer, type Token, type Tokens } from 'marked';

/** GitHub's alert kinds (`> [!NOTE]` …), as real OpenAPI descriptions and guides write them. */
export const ALERT_KINDS = ['note', 'tip', 'important', 'warning', 'caution'] as const;

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/i;

/**
 * A quote that starts with `[!NOTE]` (or another kind) is an alert: a `div.markdown-alert` of its kind, with an empty
 * title that the page fills in the reader's language (`data-alert-title`), then the rest of the quote. Any other quote
 * stays a quote.
 */
export const markdownAlerts: MarkedExtension = {
  renderer: {
    blockquote(this: Renderer, token: Tokens.Blockquote) {
      const [first, ...others] = token.tokens;
      if (first?.type !== 'paragraph') return false;
      const match = MARKER.exec((first as Tokens.Paragraph).text);
      if (!match) return false;
      const kind = (match[1] ?? 'note').toLowerCase();
      const text = (first as Tokens.Paragraph).text.slice(match[0].length);
      const rest: Token[] = text.trim() ? [{ type: 'paragraph', raw: text, text, tokens: Lexer.lexInline(text) }, ...others] : others;
      return `<div class="markdown-alert" data-alert="${kind}"><p data-alert-title="${kind}"></p>${this.parser.parse(rest)}</div>\n`;
    },
  },
};
