import { ContainerModule } from 'inversify';
import * as TE from 'fp-ts/TaskEither';
import type { IdentityFeature } from '../../../application/features/identity.feature';
import { makeAppAuthorization } from '../../../application/use-cases/app-authorization.use-case';
import { makeChooseTeam, makeTakeTeamSwitched } from '../../../application/use-cases/choose-team.use-case';
import { makeCompleteLoginReturn } from '../../../application/use-cases/complete-login-return.use-case';
import { makeCompleteStaffLogin } from '../../../application/use-cases/complete-staff-login.use-case';
import { makeLoadTeamSituation } from '../../../application/use-cases/current-team.use-case';
import { makeLoadCurrentUser } from '../../../application/use-cases/load-current-user.use-case';
import { makeEndSession, makeLogout, makeRelogin } from '../../../application/use-cases/logout.use-case';
import { consolePath, makeOpenConsole } from '../../../application/use-cases/open-console.use-case';
import { makeStartLogin } from '../../../application/use-cases/start-login.use-case';
import { makeContinueAfterLogin, makeLoginFor } from '../../../application/use-cases/login-for.use-case';
import { makeEnsureVisitorCookie } from '../../../application/use-cases/visitor-cookie.use-case';
import { loginServiceOrigin } from '../../../infrastructure/login/login-origin';
import { TOKENS } from '../tokens';

/** Identity and teams: login and its returns, logout, the team choice, the console button, app authorization. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Identity)
    .toDynamicValue((context): IdentityFeature => {
      const deployment = context.get(TOKENS.Deployment);
      const endpoints = context.get(TOKENS.HostTable).environments[deployment.environment];
      const features = context.get(TOKENS.PortalFeatures);
      const session = context.get(TOKENS.Session);
      const location = context.get(TOKENS.Location);
      const sessionStorage = context.get(TOKENS.SessionStorage);
      const cookies = context.get(TOKENS.Cookies);
      const login = context.get(TOKENS.LoginPort);
      const teams = context.get(TOKENS.TeamPort);
      const randomId = context.get(TOKENS.RandomId);
      const isAllowedRedirect = context.get(TOKENS.RedirectGuard);
      const failures = context.get(TOKENS.FailureAnnouncer);
      // Only the staff profile binds the ticket exchange: elsewhere there is no single sign-on return to finish.
      const tickets = context.get(TOKENS.TicketExchange, { optional: true });

      const startLogin = makeStartLogin({ login, location, sessionStorage, isAllowedRedirect, failures });
      const loginFor = makeLoginFor({ startLogin, location, sessionStorage, isAllowedRedirect });
      const openConsole = makeOpenConsole({ consoleBase: features.consoleBase, session, location, teams, sessionStorage, startLogin: () => loginFor({ kind: 'openConsole' }) });
      const loadCurrentUser = makeLoadCurrentUser({ users: context.get(TOKENS.UserPort), session });
      const endSession = makeEndSession({ login, cookies, sessionStorage, session, cookieDomain: endpoints.cookieDomain, failures });
      const appAuthorization = makeAppAuthorization({
        location,
        sessionStorage,
        randomId,
        oauthOrigin: () => loginServiceOrigin(endpoints.oauthOrigin, location),
        isAllowedRedirect,
      });
      return {
        loadCurrentUser,
        startLogin,
        loginFor,
        continueAfterLogin: makeContinueAfterLogin({ session, sessionStorage, location, isAllowedRedirect, consoleBase: features.consoleBase, openConsole }),
        completeLoginReturn: makeCompleteLoginReturn({ login, sessionStorage, failures }),
        completeStaffLogin: tickets
          ? makeCompleteStaffLogin({ location, tickets, teams, session, sessionStorage, loadCurrentUser: () => loadCurrentUser() })
          : () => TE.right({ kind: 'none' }),
        loadTeamSituation: makeLoadTeamSituation({ teams, cookies, session }),
        chooseTeam: makeChooseTeam({ cookies, sessionStorage, location, cookieDomain: endpoints.cookieDomain, isAllowedRedirect }),
        ensureVisitorCookie: makeEnsureVisitorCookie({ cookies, randomId }),
        takeTeamSwitched: makeTakeTeamSwitched({ sessionStorage }),
        logout: makeLogout({ endSession, login, location, isAllowedRedirect }),
        relogin: makeRelogin({ endSession, startLogin }),
        openConsole,
        consoleUrl: (page) => consolePath(features.consoleBase, page),
        startAppAuthorization: appAuthorization.start,
        completeAppAuthorization: appAuthorization.complete,
        appAuthorizationOutcome: appAuthorization.outcome,
        clearAppAuthorization: appAuthorization.clear,
      };
    })
    .inSingletonScope();
});
