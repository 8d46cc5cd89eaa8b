/*
 * The signing choices that drafts, test settings and the deployment name (shared/spec/signature.md), apart from the
 * signing itself (signature.ts): what the first view holds (a remembered draft is checked against these) stays small.
 */

/** The tool's algorithm options, in the order the spec lists them; md5-salt is the default. */
export const SIGN_ALGORITHMS = ['md5-salt', 'sm3-salt', 'hmac-sha1', 'HMacSHA256', 'HMacSHA512', 'HMacMD5'] as const;
export type SignAlgorithm = (typeof SIGN_ALGORITHMS)[number];
export const DEFAULT_SIGN_ALGORITHM: SignAlgorithm = 'md5-salt';

/** The gateway address signed for when neither the form nor the deployment gives one: an example, never a real host. */
export const DEFAULT_GATEWAY_BASE_URL = 'https://api.example.com';
