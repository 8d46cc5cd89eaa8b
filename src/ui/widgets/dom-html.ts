import type { DomHtml, SafeHtml } from '../../domain/doc/safe-html';

/**
 * The policy `portal-safe-html` (docs/security.md) signs rendered markdown as it is: marked's HTML, sanitized by
 * DOMPurify as a string (SafeHtml, which only the markdown renderer makes) and then given its alert titles in the
 * reader's language. Server HTML and diagrams need no such policy: DOMPurify signs them as it sanitizes.
 */
export const SAFE_HTML_POLICY_NAME = 'portal-safe-html';

const policy = (typeof window === 'undefined' ? undefined : window.trustedTypes)?.createPolicy(SAFE_HTML_POLICY_NAME, { createHTML: (html) => html });

/**
 * A TrustedHTML is an object: React writes `dangerouslySetInnerHTML` again whenever its value is another one, which
 * redraws the element (dropping what was drawn into it, such as diagrams). Views keep one per text (`useMemo`).
 */
export const signRenderedMarkdown = (html: SafeHtml): DomHtml => (policy ? policy.createHTML(html) : html) as DomHtml;

/** The one assignment to innerHTML (lib.dom types the property as a string only). */
export const setInnerHtml = (element: Element, html: DomHtml): void => {
  // eslint-disable-next-line local/html-sinks-take-dom-html -- DomHtml, typed above; lib.dom knows no TrustedHTML here
  element.innerHTML = html as unknown as string;
};
