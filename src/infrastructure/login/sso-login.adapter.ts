import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { z } from 'zod/mini';
import type { BrowserLocation } from '../../application/ports/browser.port';
import type { LoginPort } from '../../application/ports/login.port';
import type { LcpRestClient } from '../http/lcp-rest.client';
import { appendQuery, loginServiceOrigin } from './login-origin';

export const ERP_LOGOUT_PATH = '/cookies/erp/logout';

/** Internal variant: the staff single sign-on (ERP) login and logout pages. */
export const createSsoLoginAdapter = (deps: {
  client: LcpRestClient;
  /** '' on the local environment: the sandbox plays the single sign-on on this origin. */
  ssoOrigin: string;
  /** Parent domain of the token cookie; '' for a host-only cookie. */
  cookieDomain: string;
  location: BrowserLocation;
}): LoginPort => {
  const page = (name: 'login' | 'logout', returnUrl: string): string =>
    appendQuery(`${loginServiceOrigin(deps.ssoOrigin, deps.location)}/sso/${name}`, { ReturnUrl: returnUrl });
  return {
    loginUrl: (returnUrl) => TE.right(page('login', returnUrl)),
    logoutUrl: (returnUrl) => page('logout', returnUrl),
    endSession: () =>
      pipe(
        deps.client.post(ERP_LOGOUT_PATH, z.unknown(), {
          query: { domain: deps.cookieDomain || undefined },
        }),
        TE.map(() => undefined),
      ),
    // The ticket in the address is the proof; completeStaffLogin exchanges it.
    completeLogin: () => TE.right(undefined),
  };
};
