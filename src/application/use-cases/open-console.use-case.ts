import type { Deployment } from '../../domain/deployment/deployment';
import type { BrowserLocation } from '../ports/browser.port';
import type { SessionStore } from '../session/session';

/** Console application paths (spec §2 "Console paths"); international sites use the intl-admin console. */
export const consolePath = (deployment: Deployment, page: 'appManager' | 'openBiz' | 'workOrder' = 'appManager'): string => {
  const base = deployment.international ? '/intl-admin/#' : '/admin/#';
  if (page === 'workOrder') return `${base}/upgrade/work-order`;
  return `${base}/${page}`;
};

export type OpenConsoleOutcome = 'console' | 'login';

/**
 * The console button: a visitor is sent to login first; a signed-in user goes to the console.
 * The developer / team / outside-developer checks of spec §4 refine this in the identity work.
 */
export const makeOpenConsole =
  (deps: {
    deployment: Deployment;
    session: SessionStore;
    location: BrowserLocation;
    startLogin: () => Promise<unknown>;
  }) =>
  async (): Promise<OpenConsoleOutcome> => {
    if (!deps.session.get().loggedIn) {
      await deps.startLogin();
      return 'login';
    }
    deps.location.assign(consolePath(deps.deployment));
    return 'console';
  };
