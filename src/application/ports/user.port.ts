import type { TaskEither } from 'fp-ts/TaskEither';
import type { User } from '../../domain/user/user';
import type { AppError } from '../errors/app-error';

/** A probe only asks who is here: a visitor is an answer, not a reason to start the login. */
export interface UserInfoOptions {
  readonly probe?: boolean;
}

/** Reads who is signed in (GET /hrInfo/getUserInfo). */
export interface UserPort {
  getUserInfo(options?: UserInfoOptions): TaskEither<AppError, User>;
}
