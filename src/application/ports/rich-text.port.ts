import type { DomHtml, RenderedMarkdown } from '../../domain/doc/safe-html';

/**
 * Turns server text into HTML the DOM may receive. Loaded on demand (the document pages), so the first view of other
 * pages does not carry the sanitizer, the markdown renderer or the code highlighter.
 */
export interface RichText {
  /**
   * Server HTML (parameter remarks, descriptions, answers): scripts, event handlers and javascript: URLs removed,
   * ready for the DOM (signed by the sanitizer where the browser enforces Trusted Types).
   */
  sanitize(html: string): DomHtml;
  /** Search highlights: text with <em>/<mark>/<b> only, ready for the DOM like `sanitize`'s. */
  sanitizeHighlight(html: string): DomHtml;
  /** Markdown rendered (raw HTML sanitized, code highlighted), its headings given unique ids. */
  markdown(source: string): RenderedMarkdown;
}

/** The sanitizer alone (API and message docs, search): its own small chunk, without the markdown renderer. */
export type Sanitizer = Pick<RichText, 'sanitize' | 'sanitizeHighlight'>;
