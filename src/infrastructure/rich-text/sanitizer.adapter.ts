import type { Sanitizer } from '../../application/ports/rich-text.port';
import type { DomHtml, SafeHtml } from '../../domain/doc/safe-html';
import { createPurifier } from './purify-policy';
import { richPurifier } from './rich-purifier';

/*
 * Server HTML and highlights go to the DOM as DOMPurify returns them: where the browser enforces Trusted Types, a
 * TrustedHTML signed by DOMPurify's own policy as it sanitizes. Rendered markdown is a string still to be edited (its
 * alert titles, its leading title), so its purifier returns one.
 */
const server = richPurifier({ RETURN_TRUSTED_TYPE: true });
const markdownHtml = richPurifier({});
const highlight = createPurifier({ ALLOWED_TAGS: ['em', 'mark', 'b', 'strong'], ALLOWED_ATTR: [], RETURN_TRUSTED_TYPE: true });

export const sanitize = (html: string): DomHtml => server.sanitize(html) as DomHtml;
export const sanitizeHighlight = (html: string): DomHtml => highlight.sanitize(html) as DomHtml;
export const sanitizeMarkdownHtml = (html: string): SafeHtml => markdownHtml.sanitize(html) as SafeHtml;

/** The sanitizer adapter (DOMPurify): server HTML and search highlights. */
export const createSanitizer = (): Sanitizer => ({ sanitize, sanitizeHighlight });
