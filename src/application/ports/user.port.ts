import type { TaskEither } from 'fp-ts/TaskEither';
import type { User } from '../../domain/user/user';
import type { AppError } from '../errors/app-error';

/** Reads who is signed in (GET /hrInfo/getUserInfo). */
export interface UserPort {
  getUserInfo(): TaskEither<AppError, User>;
}
