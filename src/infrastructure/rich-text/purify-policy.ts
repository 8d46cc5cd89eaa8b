import type { Config } from 'dompurify';

/**
 * DOMPurify's Trusted Types policy, made once for every purifier of the page: each DOMPurify instance would otherwise
 * make its own `dompurify` policy, and the CSP allows that name once (docs/security.md). Like DOMPurify's own, it
 * passes strings through: DOMPurify uses it to parse its input in an inert document and to sign its output.
 */
export const PURIFY_POLICY_NAME = 'dompurify';

const policy = (typeof window === 'undefined' ? undefined : window.trustedTypes)?.createPolicy(PURIFY_POLICY_NAME, { createHTML: (html) => html, createScriptURL: (url) => url });

/**
 * Given to each purifier's configuration; nothing where the browser has no Trusted Types. (DOMPurify's type asks for
 * every factory method; it calls only these two.)
 */
export const PURIFY_POLICY: Pick<Config, 'TRUSTED_TYPES_POLICY'> = policy ? { TRUSTED_TYPES_POLICY: policy as TrustedTypePolicy } : {};
