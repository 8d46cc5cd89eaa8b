import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { User } from '../../domain/user/user';
import type { AppError } from '../errors/app-error';
import type { UserInfoOptions, UserPort } from '../ports/user.port';
import type { SessionStore } from '../session/session';

/**
 * Reads who is signed in and records it in the session; any failure leaves the visitor signed out.
 * With `probe` (start-up) a visitor is not sent to the login page.
 */
export const makeLoadCurrentUser =
  (deps: { users: UserPort; session: SessionStore }) =>
  (options: UserInfoOptions = {}): TE.TaskEither<AppError, User> =>
    pipe(
      deps.users.getUserInfo(options),
      TE.tapIO((user) => () => deps.session.signedIn(user)),
      TE.tapError(() => TE.fromIO(() => deps.session.signedOut())),
    );
