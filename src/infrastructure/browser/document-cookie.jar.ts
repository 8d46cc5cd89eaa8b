import type { CookieJar, CookieOptions } from '../../application/ports/storage.port';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const attributes = (options: CookieOptions, secure: boolean, expires?: string): string =>
  [
    `path=${options.path ?? '/'}`,
    options.domain ? `domain=${options.domain}` : undefined,
    expires ? `expires=${expires}` : undefined,
    // Sent with the site's own requests and top-level arrivals only; over https, never over plain http.
    'samesite=lax',
    secure ? 'secure' : undefined,
  ]
    .filter((part) => part !== undefined)
    .join('; ');

/**
 * A CookieJar over document.cookie; `days` makes a persistent cookie, remove expires it (same domain and path). Its
 * cookies are `SameSite=Lax`, and `Secure` where the page is served over https (`secure`).
 */
export const createDocumentCookieJar = (
  doc: { cookie: string } = globalThis.document,
  now: () => number = Date.now,
  secure: boolean = globalThis.location?.protocol === 'https:',
): CookieJar => ({
  get: (name) => {
    for (const pair of doc.cookie ? doc.cookie.split(';') : []) {
      const at = pair.indexOf('=');
      const key = (at < 0 ? pair : pair.slice(0, at)).trim();
      if (key === name) return decode(at < 0 ? '' : pair.slice(at + 1).trim());
    }
    return undefined;
  },
  set: (name, value, options = {}) => {
    const expires = options.days === undefined ? undefined : new Date(now() + options.days * DAY_MS).toUTCString();
    doc.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(options, secure, expires)}`;
  },
  remove: (name, options = {}) => {
    doc.cookie = `${name}=; ${attributes(options, secure, EXPIRED)}`;
  },
});
