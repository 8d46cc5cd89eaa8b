import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';
import { quietly, type CallerFailures } from '../notifications/caller-says';
import type { LoginPort } from '../ports/login.port';
import type { KeyValueStore } from '../ports/storage.port';
import { LOGIN_PENDING_KEY } from '../session/storage-keys';

export type LoginReturnOutcome =
  /** This tab did not come back from the login page. */
  | { readonly kind: 'none' }
  /** The login service's token is now the portal's session (or there was nothing to turn over). */
  | { readonly kind: 'completed' }
  /** The user came back without signing in (back button, cancelled): still a visitor, nothing to say. */
  | { readonly kind: 'notSignedIn' };

/** The identity service's answer could not be used: 'Account IDaas system error, contact developers'. */
export type LoginReturnError = { readonly kind: 'IdentityServiceFailed'; readonly cause: AppError };

/**
 * The first start after the login page (spec §4 "Login", external: GET /cookies/erp/setOidcToken). Runs once: the
 * mark startLogin left is removed first, so a failure is not retried on every reload.
 */
export const makeCompleteLoginReturn =
  (deps: { login: LoginPort; sessionStorage: KeyValueStore; failures: CallerFailures }) =>
  (): TaskEither<LoginReturnError, LoginReturnOutcome> => {
    const complete = (): TaskEither<LoginReturnError, LoginReturnOutcome> =>
      pipe(
        quietly(deps.failures)(deps.login.completeLogin()),
        TE.map((): LoginReturnOutcome => ({ kind: 'completed' })),
        TE.orElse((cause): TaskEither<LoginReturnError, LoginReturnOutcome> =>
          cause.kind === 'NotLogin' ? TE.right({ kind: 'notSignedIn' }) : TE.left({ kind: 'IdentityServiceFailed', cause }),
        ),
      );
    return pipe(
      TE.fromIO(() => deps.sessionStorage.get(LOGIN_PENDING_KEY) !== null),
      TE.tapIO((pending) => () => (pending ? deps.sessionStorage.remove(LOGIN_PENDING_KEY) : undefined)),
      TE.flatMap((pending) => (pending ? complete() : TE.right<LoginReturnError, LoginReturnOutcome>({ kind: 'none' }))),
    );
  };
