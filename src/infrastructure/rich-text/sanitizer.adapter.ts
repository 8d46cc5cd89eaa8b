import DOMPurify from 'dompurify';
import type { Sanitizer } from '../../application/ports/rich-text.port';
import type { SafeHtml } from '../../domain/doc/safe-html';
import { PURIFY_POLICY } from './purify-policy';

/*
 * One purifier per policy, configured once: given its configuration on each call, DOMPurify parses it again (copying
 * its tag and attribute sets), which was most of sanitizing a short description (a large tree has thousands).
 */
const rich = DOMPurify();
rich.setConfig({
  ...PURIFY_POLICY,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target', 'tabindex'],
});
// Links that open elsewhere cannot reach back into the portal.
rich.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});
const highlight = DOMPurify();
highlight.setConfig({ ...PURIFY_POLICY, ALLOWED_TAGS: ['em', 'mark', 'b', 'strong'], ALLOWED_ATTR: [] });

export const sanitize = (html: string): SafeHtml => rich.sanitize(html) as SafeHtml;
export const sanitizeHighlight = (html: string): SafeHtml => highlight.sanitize(html) as SafeHtml;

/** The sanitizer adapter (DOMPurify): server HTML and search highlights. */
export const createSanitizer = (): Sanitizer => ({ sanitize, sanitizeHighlight });
