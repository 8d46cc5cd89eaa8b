import * as E from 'fp-ts/Either';
import type { PortalFeatures } from '../../domain/deployment/portal-features';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';
import { NO_SELECTED_SUPPLIER, NO_TEAM } from '../../domain/user/user';
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
  (): TaskEither<OpenConsoleError, OpenConsoleOutcome> =>
  async () => {
    type Result = E.Either<OpenConsoleError, OpenConsoleOutcome>;
    const teamUnknown = (cause: AppError): Result => E.left({ kind: 'TeamUnknown', cause });
    const user = deps.session.get().user;
    if (!deps.session.get().loggedIn || !user) {
      await deps.startLogin()();
      return E.right('login');
    }
    const enter = (): Result => {
      deps.location.assign(consolePath(deps.consoleBase));
      return E.right('console');
    };
    const registerThenEnter = async (): Promise<Result> => {
      const registered = await registerOutsideDeveloper(deps)(user)();
      return E.isLeft(registered) ? teamUnknown(registered.left) : enter();
    };
    const viaTeamList = async (whenNone: () => Promise<Result>): Promise<Result> => {
      const teams = await deps.teams.teams()();
      if (E.isLeft(teams)) return teamUnknown(teams.left);
      if (teams.right.length === 0) return whenNone();
      deps.sessionStorage.set(RETURN_URL_KEY, deps.location.href());
      return E.right('chooseTeam');
    };

    if (user.supplierId === NO_TEAM) return registerThenEnter();
    if (user.developer) {
      const selected = await deps.teams.selectedSupplierId()();
      if (E.isLeft(selected)) return teamUnknown(selected.left);
      return selected.right === NO_SELECTED_SUPPLIER ? viaTeamList(() => Promise.resolve(E.right('home'))) : enter();
    }
    return viaTeamList(registerThenEnter);
  };
