import type { RichText } from '../../application/ports/rich-text.port';
import { renderMarkdown } from './markdown-renderer';
import { sanitize, sanitizeHighlight, sanitizeMarkdownHtml } from './sanitizer.adapter';

/** The rich-text adapter: DOMPurify, marked and highlight.js (common languages only). */
export const createRichText = (): RichText => ({ sanitize, sanitizeHighlight, markdown: (source) => renderMarkdown(source, sanitizeMarkdownHtml) });
