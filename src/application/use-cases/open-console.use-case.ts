import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { PortalFeatures } from '../../domain/deployment/portal-features';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';
import { NO_SELECTED_SUPPLIER, NO_TEAM, type User } from '../../domain/user/user';
import type { BrowserLocation } from '../ports/browser.port';
import type { KeyValueStore } from '../ports/storage.port';
import type { TeamPort } from '../ports/team.port';
import type { SessionStore } from '../session/session';
import { registerOutsideDeveloper } from './register-outside-developer';
import { RETURN_URL_KEY } from '../session/storage-keys';

export type ConsolePage = 'appManager' | 'openBiz' | 'workOrder' | 'createApp' | 'registerApi';

const CONSOLE_ROUTES: Readonly<Record<ConsolePage, string>> = {
  appManager: '/appManager',
  openBiz: '/openBiz',
  workOrder: '/upgrade/work-order',
  createApp: '/appManager/createApp',
  registerApi: '/apiManager/registerApi',
};

/** Console application paths (spec §2 "Console paths") under this host's console (international sites: intl-admin). */
export const consolePath = (consoleBase: PortalFeatures['consoleBase'], page: ConsolePage = 'appManager'): string =>
  `${consoleBase}${CONSOLE_ROUTES[page]}`;

export type OpenConsoleOutcome =
  /** A visitor: the login page is opening. */
  | 'login'
  /** The console is opening. */
  | 'console'
  /** Choose a team first (ChooseSupplier), then come back. */
  | 'chooseTeam'
  /** No team to work as: the home page. */
  | 'home';

/** 'current team info unknown, cannot enter console': the call that would have told the team failed. */
export type OpenConsoleError = { readonly kind: 'TeamUnknown'; readonly cause: AppError };

/**
 * The console button (spec §4 "Dashboard button"). A visitor logs in first. A user without a team (supplierId -1) is
 * registered as an outside developer and goes to application management. A developer goes to the console once a
 * team is selected (-2: none yet, so the team list decides). Anyone else chooses among their teams; with none, they
 * are registered as an outside developer (our reading of the spec: see docs/identity.md).
 */
export const makeOpenConsole =
  (deps: {
    consoleBase: PortalFeatures['consoleBase'];
    session: SessionStore;
    location: BrowserLocation;
    teams: TeamPort;
    sessionStorage: KeyValueStore;
    startLogin: () => TaskEither<unknown, unknown>;
  }) =>
  (): TaskEither<OpenConsoleError, OpenConsoleOutcome> => {
    type Outcome = TaskEither<OpenConsoleError, OpenConsoleOutcome>;
    const teamUnknown = (cause: AppError): OpenConsoleError => ({ kind: 'TeamUnknown', cause });
    const enter: Outcome = TE.fromIO(() => {
      deps.location.assign(consolePath(deps.consoleBase));
      return 'console';
    });
    const chooseTeam: Outcome = TE.fromIO(() => {
      deps.sessionStorage.set(RETURN_URL_KEY, deps.location.href());
      return 'chooseTeam';
    });
    const registerThenEnter = (user: User): Outcome =>
      pipe(
        registerOutsideDeveloper(deps)(user),
        TE.mapLeft(teamUnknown),
        TE.flatMap(() => enter),
      );
    const viaTeamList = (whenNone: () => Outcome): Outcome =>
      pipe(
        deps.teams.teams(),
        TE.mapLeft(teamUnknown),
        TE.flatMap((teams) => (teams.length === 0 ? whenNone() : chooseTeam)),
      );
    const forUser = (user: User): Outcome => {
      if (user.supplierId === NO_TEAM) return registerThenEnter(user);
      if (!user.developer) return viaTeamList(() => registerThenEnter(user));
      return pipe(
        deps.teams.selectedSupplierId(),
        TE.mapLeft(teamUnknown),
        TE.flatMap((selected) => (selected === NO_SELECTED_SUPPLIER ? viaTeamList(() => TE.right('home')) : enter)),
      );
    };
    const login: Outcome = pipe(
      TE.fromTask(deps.startLogin()),
      TE.map((): OpenConsoleOutcome => 'login'),
    );
    return pipe(
      TE.fromIO(() => deps.session.get()),
      TE.flatMap(({ loggedIn, user }) => (loggedIn && user ? forUser(user) : login)),
    );
  };
