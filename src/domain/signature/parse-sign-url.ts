/**
 * URL mode of the signature tool (signature.md step 1): a pasted gateway URL gives the base URL (origin), the method
 * (pathname) and the query parameters LOP-DN, access_token, app_key, timestamp, v and algorithm, form-decoded
 * ('+' is a space, %3A a colon).
 */
import * as E from 'fp-ts/Either';

/** The URL parameters the signature needs, in the order they are reported missing. */
export const URL_SIGN_PARAMS = ['method', 'access_token', 'app_key', 'timestamp', 'v'] as const;
export type UrlSignParam = (typeof URL_SIGN_PARAMS)[number];

export interface ParsedSignUrl {
  readonly baseUrl: string;
  /** The pathname; '' when the URL has none ('/'). */
  readonly method: string;
  readonly lopDn?: string;
  readonly accessToken?: string;
  readonly appKey?: string;
  readonly timestamp?: string;
  readonly version?: string;
  /** The raw `algorithm` value, when present (see algorithmOfParam). */
  readonly algorithm?: string;
  /** Needed parameters the URL lacks or leaves empty; access_token is among them even for partner apps. */
  readonly missing: readonly UrlSignParam[];
}

export type ParseSignUrlError = { readonly kind: 'invalidUrl' };

const nonEmpty = (value: string | null): string | undefined => (value ? value : undefined);

export const parseSignUrl = (text: string): E.Either<ParseSignUrlError, ParsedSignUrl> => {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return E.left({ kind: 'invalidUrl' });
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) return E.left({ kind: 'invalidUrl' });
  const q = url.searchParams;
  const method = url.pathname === '/' ? '' : url.pathname;
  const found: Record<UrlSignParam, string | undefined> = {
    method: nonEmpty(method),
    access_token: nonEmpty(q.get('access_token')),
    app_key: nonEmpty(q.get('app_key')),
    timestamp: nonEmpty(q.get('timestamp')),
    v: nonEmpty(q.get('v')),
  };
  const lopDn = nonEmpty(q.get('LOP-DN'));
  const algorithm = nonEmpty(q.get('algorithm'));
  return E.right({
    baseUrl: url.origin,
    method,
    ...(lopDn ? { lopDn } : {}),
    ...(found.access_token ? { accessToken: found.access_token } : {}),
    ...(found.app_key ? { appKey: found.app_key } : {}),
    ...(found.timestamp ? { timestamp: found.timestamp } : {}),
    ...(found.v ? { version: found.v } : {}),
    ...(algorithm ? { algorithm } : {}),
    missing: URL_SIGN_PARAMS.filter((param) => found[param] === undefined),
  });
};
