import { pipe } from 'fp-ts/function';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import { homeAddress } from '../../domain/deployment/home-address';
import { quietly, type CallerFailures } from '../notifications/caller-says';
import type { BrowserLocation } from '../ports/browser.port';
import type { LoginPort } from '../ports/login.port';
import type { CookieJar, KeyValueStore } from '../ports/storage.port';
import type { SessionStore } from '../session/session';
import { SESSION_COOKIES } from '../session/storage-keys';
import type { StartLoginError } from './start-login.use-case';

/**
 * Ends the session here and at the backend: clears the session cookies, session storage and the user.
 * The backend failing to answer does not keep the user signed in.
 */
export const makeEndSession =
  (deps: {
    login: LoginPort;
    cookies: CookieJar;
    sessionStorage: KeyValueStore;
    session: SessionStore;
    cookieDomain: string;
    failures: CallerFailures;
  }) =>
  (): T.Task<void> =>
    pipe(
      // Silent: logout goes on whatever the backend answers.
      quietly(deps.failures)(deps.login.endSession()),
      T.map(() => {
        SESSION_COOKIES.forEach((name) => {
          deps.cookies.remove(name);
          if (deps.cookieDomain) deps.cookies.remove(name, { domain: deps.cookieDomain });
        });
        deps.sessionStorage.clear();
        deps.session.signedOut();
      }),
    );

/**
 * Logout: ends the session, then goes to the variant's logout page, which returns to `returnUrl` (default: home on
 * the same path and deployment query, so a local host's ?variant=internal survives the round trip).
 */
export const makeLogout =
  (deps: {
    endSession: () => T.Task<void>;
    login: LoginPort;
    location: BrowserLocation;
    isAllowedRedirect: (url: string) => boolean;
  }) =>
  (returnUrl?: string): TaskEither<never, void> =>
    pipe(
      TE.fromTask(deps.endSession()),
      TE.map(() => {
        const home = homeAddress(deps.location.href());
        const target = deps.login.logoutUrl(returnUrl ?? home);
        deps.location.assign(deps.isAllowedRedirect(target) ? target : home);
      }),
    );

/** The re-login prompt's Login: logout (end the session), then login, returning to the current page. */
export const makeRelogin =
  (deps: { endSession: () => T.Task<void>; startLogin: () => TaskEither<StartLoginError, string> }) =>
  (): TaskEither<StartLoginError, string> =>
    pipe(TE.fromTask(deps.endSession()), TE.flatMap(() => deps.startLogin()));
