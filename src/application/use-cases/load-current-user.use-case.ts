import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { User } from '../../domain/user/user';
import type { AppError } from '../errors/app-error';
import type { UserPort } from '../ports/user.port';
import type { SessionStore } from '../session/session';

/** Reads who is signed in and records it in the session; any failure leaves the visitor signed out. */
export const makeLoadCurrentUser =
  (deps: { users: UserPort; session: SessionStore }) => (): TE.TaskEither<AppError, User> =>
    pipe(
      deps.users.getUserInfo(),
      TE.tapIO((user) => () => deps.session.signedIn(user)),
      TE.tapError(() => TE.fromIO(() => deps.session.signedOut())),
    );
