import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/**
 * DOMPurify's Trusted Types policy, made once for every purifier of the page: each DOMPurify instance would otherwise
 * make its own `dompurify` policy, and the CSP allows that name once (docs/security.md). Like DOMPurify's own, it
 * passes strings through: DOMPurify uses it to parse its input in an inert document and, with `RETURN_TRUSTED_TYPE`,
 * to sign what it returns. It never leaves this module except inside a purifier.
 */
export const PURIFY_POLICY_NAME = 'dompurify';

const policy = (typeof window === 'undefined' ? undefined : window.trustedTypes)?.createPolicy(PURIFY_POLICY_NAME, { createHTML: (html) => html, createScriptURL: (url) => url });

/**
 * A purifier configured once with `config` and the page's policy (nothing where the browser has no Trusted Types).
 * Given its configuration on each call, DOMPurify would parse it again (copying its tag and attribute sets), and that
 * was most of sanitizing a short description; once configured, it ignores a configuration given with a call.
 * `root` is the window to parse in: the page's by default; the publish step gives a DOM made for Node.
 */
export const createPurifier = (config: Config, root?: WindowLike): Purifier => {
  const purifier = root ? DOMPurify(root) : DOMPurify();
  // DOMPurify's type asks for every factory method of the policy; it calls only the two above.
  purifier.setConfig(policy ? { ...config, TRUSTED_TYPES_POLICY: policy as TrustedTypePolicy } : config);
  return purifier;
};
