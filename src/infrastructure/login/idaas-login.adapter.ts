import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { z } from 'zod/mini';
import type { BrowserLocation } from '../../application/ports/browser.port';
import type { LoginPort } from '../../application/ports/login.port';
import { getLoginDto } from '../dto/get-login.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';
import { appendQuery } from './login-origin';

export const GET_LOGIN_PATH = '/getLogin';
export const DEFAULT_LOGIN_SOURCE = 'lcp-portal';
export const SET_OIDC_TOKEN_PATH = '/cookies/erp/setOidcToken';

/** External variant: the identity service (IDaaS), whose login address the backend gives (GET /getLogin). */
export const createIdaasLoginAdapter = (deps: {
  client: LcpRestClient;
  /** `source` sent to the identity service. */
  source?: string;
  location: BrowserLocation;
}): LoginPort => ({
  loginUrl: (returnUrl) =>
    pipe(
      deps.client.get(GET_LOGIN_PATH, getLoginDto),
      TE.map((login) =>
        appendQuery(login.returnUrl, { source: deps.source || DEFAULT_LOGIN_SOURCE, ReturnUrl: returnUrl }),
      ),
    ),
  logoutUrl: (returnUrl) => appendQuery(`${deps.location.origin()}/lcp-rest/logout`, { returnUrl }),
  // The backend's logout page ends the identity-service session itself.
  endSession: () => TE.right(undefined),
  // The identity service's token (its cookie) becomes the portal's session cookie.
  completeLogin: () =>
    pipe(
      deps.client.get(SET_OIDC_TOKEN_PATH, z.unknown()),
      TE.map(() => undefined),
    ),
});
