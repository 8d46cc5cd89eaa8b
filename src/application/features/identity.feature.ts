import type { Either } from 'fp-ts/Either';
import type { IO } from 'fp-ts/IO';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { TeamSituation } from '../use-cases/current-team.use-case';
import type { Team } from '../../domain/user/team';
import type { User } from '../../domain/user/user';
import type { AppError } from '../errors/app-error';
import type { UserInfoOptions } from '../ports/user.port';
import type { AuthorizationOutcome } from '../../domain/oauth/app-authorization';
import type { StartAuthorizationError } from '../use-cases/app-authorization.use-case';
import type { LoginReturnError, LoginReturnOutcome } from '../use-cases/complete-login-return.use-case';
import type { StaffLoginError, StaffLoginOutcome } from '../use-cases/complete-staff-login.use-case';
import type { ConsolePage, OpenConsoleError, OpenConsoleOutcome } from '../use-cases/open-console.use-case';
import type { StartLoginError } from '../use-cases/start-login.use-case';
import type { ContinueAfterLoginOutcome, LoginAction } from '../use-cases/login-for.use-case';

/** Who is here: login and its returns, the session, teams, logout, the console button, app authorization (/oauth). */
export interface IdentityFeature {
  readonly loadCurrentUser: (options?: UserInfoOptions) => TaskEither<AppError, User>;
  readonly startLogin: (returnUrl?: string) => TaskEither<StartLoginError, string>;
  /** Login for what a visitor asked for: back at that route (allow-listed), or here and on into the console. */
  readonly loginFor: (action?: LoginAction) => TaskEither<StartLoginError, string>;
  /** Once the session is known: goes on with what the visitor asked for before the login (once). */
  readonly continueAfterLogin: () => TaskEither<OpenConsoleError, ContinueAfterLoginOutcome>;
  /** The first start after the login page: the identity service's token becomes the session (external). */
  readonly completeLoginReturn: () => TaskEither<LoginReturnError, LoginReturnOutcome>;
  /** Internal variant: finishes a single sign-on return (ticket in the address); 'none' elsewhere. */
  readonly completeStaffLogin: () => TaskEither<StaffLoginError, StaffLoginOutcome>;
  /** The teams and the current one, by name (the avatar menu, the team page). */
  readonly loadTeamSituation: () => TaskEither<AppError, TeamSituation>;
  /**
   * Stores the chosen team in its cookies and loads the page again (spec §4 "Team choice"), at `returnRoute` (the
   * portal route the team page was opened from) when it is allowed.
   */
  readonly chooseTeam: (team: Team, returnRoute?: string) => IO<void>;
  /** Sets the lcpinfo visitor cookie when it is missing (spec §9). */
  readonly ensureVisitorCookie: IO<void>;
  /** True once after a team choice reloaded the page. */
  readonly takeTeamSwitched: IO<boolean>;
  readonly logout: (returnUrl?: string) => TaskEither<never, void>;
  /** After the re-login prompt's Login: logout, then login (spec §8). */
  readonly relogin: () => TaskEither<StartLoginError, string>;
  readonly openConsole: () => TaskEither<OpenConsoleError, OpenConsoleOutcome>;
  /** Console address of a page (app manager, open business, work orders) for this deployment. */
  readonly consoleUrl: (page: ConsolePage) => string;
  /** /oauth: hands an app key over to the gateway's OAuth authorization (the browser leaves on success). */
  readonly startAppAuthorization: (appKey: string) => IO<Either<StartAuthorizationError, string>>;
  /** Start-up: takes the authorization service's answer out of the address and keeps its outcome. */
  readonly completeAppAuthorization: IO<AuthorizationOutcome | undefined>;
  /** The outcome the /oauth page shows, until cleared. */
  readonly appAuthorizationOutcome: IO<AuthorizationOutcome | undefined>;
  readonly clearAppAuthorization: IO<void>;
}
