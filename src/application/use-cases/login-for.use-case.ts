import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { PortalFeatures } from '../../domain/deployment/portal-features';
import { portalRouteAddress } from '../../domain/deployment/home-address';
import type { BrowserLocation } from '../ports/browser.port';
import type { KeyValueStore } from '../ports/storage.port';
import type { SessionStore } from '../session/session';
import { AFTER_LOGIN_KEY } from '../session/storage-keys';
import { consolePath, type ConsolePage, type OpenConsoleError, type OpenConsoleOutcome } from './open-console.use-case';
import type { StartLoginError } from './start-login.use-case';

/**
 * What a visitor asked for that needs them signed in (review m14): a page of this portal (the apply form), which the
 * login returns to; or the console, whose entry flow (or one of its pages) continues once they are back.
 */
export type LoginAction =
  | { readonly kind: 'route'; readonly route: string }
  | { readonly kind: 'openConsole' }
  | { readonly kind: 'consolePage'; readonly page: ConsolePage };

type AfterLogin = Exclude<LoginAction, { kind: 'route' }>;
const CONSOLE_PAGES: readonly ConsolePage[] = ['appManager', 'openBiz', 'workOrder', 'createApp', 'registerApi'];
const encode = (action: AfterLogin): string => (action.kind === 'openConsole' ? 'console' : `console:${action.page}`);
const decode = (value: string | null): AfterLogin | undefined => {
  if (value === 'console') return { kind: 'openConsole' };
  const page = CONSOLE_PAGES.find((candidate) => value === `console:${candidate}`);
  return page ? { kind: 'consolePage', page } : undefined;
};

/**
 * Starts the login for `action` (none: come back to this page). A route comes back to that route, when it is a route
 * of this portal and its address passes the allow-list (the team choice's return rule); otherwise to this page. The
 * console is asked again after the login: the login comes back here and the tab remembers what to continue with.
 */
export const makeLoginFor =
  (deps: {
    startLogin: (returnUrl?: string) => TaskEither<StartLoginError, string>;
    location: BrowserLocation;
    sessionStorage: KeyValueStore;
    isAllowedRedirect: (url: string) => boolean;
  }) =>
  (action?: LoginAction): TaskEither<StartLoginError, string> => {
    if (action?.kind === 'route') {
      return pipe(
        TE.fromIO(() => portalRouteAddress(deps.location.href(), action.route)),
        TE.flatMap((address) => deps.startLogin(address && deps.isAllowedRedirect(address) ? address : undefined)),
      );
    }
    return pipe(
      TE.fromIO(() => (action ? deps.sessionStorage.set(AFTER_LOGIN_KEY, encode(action)) : undefined)),
      TE.flatMap(() => deps.startLogin()),
      TE.tapError(() => TE.fromIO(() => deps.sessionStorage.remove(AFTER_LOGIN_KEY))),
    );
  };

/** What continuing after the login did: nothing was waiting (or the user is still a visitor), or the console's outcome. */
export type ContinueAfterLoginOutcome = OpenConsoleOutcome | 'nothing';

/**
 * Once the session is known: what the visitor asked for before the login, done once (the mark is taken whatever
 * happens, so a visitor who came back without signing in is not sent on later). The console entry flow runs as the
 * console button runs it; a console page opens when its address passes the allow-list.
 */
export const makeContinueAfterLogin =
  (deps: {
    session: SessionStore;
    sessionStorage: KeyValueStore;
    location: BrowserLocation;
    isAllowedRedirect: (url: string) => boolean;
    consoleBase: PortalFeatures['consoleBase'];
    openConsole: () => TaskEither<OpenConsoleError, OpenConsoleOutcome>;
  }) =>
  (): TaskEither<OpenConsoleError, ContinueAfterLoginOutcome> => {
    const openConsolePage = (page: ConsolePage): TaskEither<OpenConsoleError, ContinueAfterLoginOutcome> =>
      TE.fromIO(() => {
        const address = consolePath(deps.consoleBase, page);
        if (!deps.isAllowedRedirect(address)) return 'nothing';
        deps.location.assign(address);
        return 'console';
      });
    return pipe(
      TE.fromIO(() => {
        const waiting = decode(deps.sessionStorage.get(AFTER_LOGIN_KEY));
        deps.sessionStorage.remove(AFTER_LOGIN_KEY);
        return deps.session.get().loggedIn ? waiting : undefined;
      }),
      TE.flatMap((waiting): TaskEither<OpenConsoleError, ContinueAfterLoginOutcome> => {
        if (!waiting) return TE.right('nothing');
        return waiting.kind === 'openConsole' ? deps.openConsole() : openConsolePage(waiting.page);
      }),
    );
  };
