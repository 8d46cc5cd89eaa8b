import type { CookieJar } from '../ports/storage.port';

export const VISITOR_COOKIE = 'lcpinfo';
/** Spec §9: the lcpinfo cookie lives 20000 days. */
export const VISITOR_COOKIE_DAYS = 20_000;
const VISITOR_ID = /^[0-9a-zA-Z]{32}$/;

/**
 * Spec §9: a random 32-character lcpinfo cookie, set whenever it is missing (so again after logout, which clears it).
 * `randomId` gives 32 random alphanumeric characters.
 */
export const makeEnsureVisitorCookie =
  (deps: { cookies: CookieJar; randomId: () => string }) =>
  (): void => {
    if (VISITOR_ID.test(deps.cookies.get(VISITOR_COOKIE) ?? '')) return;
    deps.cookies.set(VISITOR_COOKIE, deps.randomId(), { days: VISITOR_COOKIE_DAYS, path: '/' });
  };
