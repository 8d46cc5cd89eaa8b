import { JSDOM } from 'jsdom';
import type { SafeHtml } from '../domain/doc/safe-html';
import { renderMarkdown } from '../infrastructure/rich-text/markdown-renderer';
import { richPurifier } from '../infrastructure/rich-text/rich-purifier';
import type { PublishedRichText } from './html/published-context';

/**
 * Server HTML and Markdown for published pages, by the app's own purifier and renderer, parsing in a DOM made for
 * Node (jsdom): what a published page shows passed the same sanitizer as what the app shows.
 */
export const createNodeRichText = (): PublishedRichText => {
  const { window } = new JSDOM('');
  const purifier = richPurifier({}, window);
  // A text is sanitized once per run: OpenAPI documents repeat the same descriptions on every operation, on every
  // site and in both languages (docs/publishing.md "How it is written").
  const sanitized = new Map<string, SafeHtml>();
  const sanitize = (html: string): SafeHtml => {
    const known = sanitized.get(html);
    if (known !== undefined) return known;
    const safe = purifier.sanitize(html) as SafeHtml;
    sanitized.set(html, safe);
    return safe;
  };
  return { sanitize, markdown: (source) => renderMarkdown(source, sanitize) };
};
