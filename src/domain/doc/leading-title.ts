import type { RenderedMarkdown, SafeHtml } from './safe-html';

const OPENING_H1 = /^\s*<h1\b[^>]*>[\s\S]*?<\/h1>\s*/;

/**
 * A document that opens with its own title (a first-level heading): that title's text, and the body after it, so the
 * page draws the title where every document page has it, above the "last updated" line and the download. Removing a
 * whole top-level element leaves the rest as sanitized as it was. Any other document: no title, the body whole.
 */
export const leadingTitle = (rendered: RenderedMarkdown): { title?: string; body: SafeHtml } => {
  const first = rendered.headings[0];
  const opening = OPENING_H1.exec(rendered.html);
  if (!opening || first?.level !== 1) return { body: rendered.html };
  return { title: first.text, body: rendered.html.slice(opening[0].length) as SafeHtml };
};
