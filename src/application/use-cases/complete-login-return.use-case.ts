import * as E from 'fp-ts/Either';
import type { AppError } from '../errors/app-error';
import type { LoginPort } from '../ports/login.port';
import type { KeyValueStore } from '../ports/storage.port';
import { LOGIN_PENDING_KEY } from './start-login.use-case';

export type LoginReturnOutcome =
  /** This tab did not come back from the login page. */
  | { readonly kind: 'none' }
  /** The login service's token is now the portal's session (or there was nothing to turn over). */
  | { readonly kind: 'completed' }
  /** The user came back without signing in (back button, cancelled): still a visitor, nothing to say. */
  | { readonly kind: 'notSignedIn' }
  /** The identity service's answer could not be used: 'Account IDaas system error, contact developers'. */
  | { readonly kind: 'failed'; readonly error: AppError };

/**
 * The first start after the login page (spec §4 "Login", external: GET /cookies/erp/setOidcToken). Runs once: the
 * mark startLogin left is removed first, so a failure is not retried on every reload.
 */
export const makeCompleteLoginReturn =
  (deps: { login: LoginPort; sessionStorage: KeyValueStore }) => async (): Promise<LoginReturnOutcome> => {
    if (deps.sessionStorage.get(LOGIN_PENDING_KEY) === null) return { kind: 'none' };
    deps.sessionStorage.remove(LOGIN_PENDING_KEY);
    const completed = await deps.login.completeLogin()();
    if (E.isRight(completed)) return { kind: 'completed' };
    return completed.left.kind === 'NotLogin' ? { kind: 'notSignedIn' } : { kind: 'failed', error: completed.left };
  };
