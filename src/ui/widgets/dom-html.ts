import type { SafeHtml } from '../../domain/doc/safe-html';

declare const forTheDom: unique symbol;

/**
 * Sanitized HTML as the DOM's HTML sinks take it: a TrustedHTML where the browser enforces Trusted Types, else the
 * string. The lint rule html-sinks-take-dom-html lets nothing else reach a sink.
 */
export type DomHtml = (TrustedHTML | SafeHtml) & { readonly [forTheDom]: true };

/**
 * The policy `portal-safe-html` (docs/security.md) signs SafeHtml as it is: only the sanitizers make SafeHtml
 * (DOMPurify, src/infrastructure/rich-text and the diagram adapter), and the type lets no other string in.
 */
export const SAFE_HTML_POLICY_NAME = 'portal-safe-html';

const policy = (typeof window === 'undefined' ? undefined : window.trustedTypes)?.createPolicy(SAFE_HTML_POLICY_NAME, { createHTML: (html) => html });

/**
 * A TrustedHTML is an object: React writes `dangerouslySetInnerHTML` again whenever its value is another one, which
 * redraws the element (dropping what was drawn into it, such as diagrams). Views keep one per text (`useMemo`).
 */
export const domHtml = (html: SafeHtml): DomHtml => (policy ? policy.createHTML(html) : html) as DomHtml;

/** The one assignment to innerHTML (lib.dom types the property as a string only). */
export const setInnerHtml = (element: Element, html: DomHtml): void => {
  // eslint-disable-next-line local/html-sinks-take-dom-html -- DomHtml, typed above; lib.dom knows no TrustedHTML here
  element.innerHTML = html as unknown as string;
};
