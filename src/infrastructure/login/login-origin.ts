import type { BrowserLocation } from '../../application/ports/browser.port';

/** Where the local sandbox plays the login services on the portal's own origin. */
export const SANDBOX_LOGIN_PREFIX = '/__sandbox';

/** The configured login-service origin; the empty string (local environment) means the sandbox on this origin. */
export const loginServiceOrigin = (configured: string, location: BrowserLocation): string =>
  configured ? configured.replace(/\/+$/, '') : `${location.origin()}${SANDBOX_LOGIN_PREFIX}`;

/** `url` with `params` appended, joined with '?' or '&' as the url needs. */
export const appendQuery = (url: string, params: Readonly<Record<string, string>>): string => {
  const search = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  if (!search) return url;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}${search}${hash}`;
};
