import { pipe } from 'fp-ts/function';
import * as T from 'fp-ts/Task';
import type { BrowserLocation } from '../ports/browser.port';
import type { LoginPort } from '../ports/login.port';
import type { CookieJar, KeyValueStore } from '../ports/storage.port';
import type { SessionStore } from '../session/session';

/** Cookies the portal's login leaves behind (spec §4 "Logout"). */
export const SESSION_COOKIES = ['thor', 'lcpinfo', 'supplierId', 'groupCode'] as const;

/**
 * Logout: ends the backend session, clears the session cookies, session storage and the user, then goes to the
 * variant's logout page with a return address. The backend failing to answer does not keep the user signed in.
 */
export const makeLogout =
  (deps: {
    login: LoginPort;
    cookies: CookieJar;
    sessionStorage: KeyValueStore;
    session: SessionStore;
    location: BrowserLocation;
    cookieDomain: string;
    isAllowedRedirect: (url: string) => boolean;
  }) =>
  (returnUrl?: string): T.Task<void> =>
    pipe(
      deps.login.endSession(),
      T.map(() => {
        SESSION_COOKIES.forEach((name) => {
          deps.cookies.remove(name);
          deps.cookies.remove(name, { domain: deps.cookieDomain });
        });
        deps.sessionStorage.clear();
        deps.session.signedOut();
        const target = deps.login.logoutUrl(returnUrl ?? `${deps.location.origin()}/#/home`);
        deps.location.assign(deps.isAllowedRedirect(target) ? target : '/#/home');
      }),
    );
