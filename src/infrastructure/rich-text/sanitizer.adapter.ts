import DOMPurify from 'dompurify';
import type { Sanitizer } from '../../application/ports/rich-text.port';
import type { SafeHtml } from '../../domain/doc/safe-html';

const purifier = DOMPurify();
// Links that open elsewhere cannot reach back into the portal.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];
export const sanitize = (html: string): SafeHtml =>
  purifier.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'], ADD_ATTR: ['target', 'tabindex'] }) as SafeHtml;
export const sanitizeHighlight = (html: string): SafeHtml =>
  purifier.sanitize(html, { ALLOWED_TAGS: ['em', 'mark', 'b', 'strong'], ALLOWED_ATTR: [] }) as SafeHtml;

/** The sanitizer adapter (DOMPurify): server HTML and search highlights. */
export const createSanitizer = (): Sanitizer => ({ sanitize, sanitizeHighlight });
