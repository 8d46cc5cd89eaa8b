import type { TaskEither } from 'fp-ts/TaskEither';
import type { TokenGrant } from '../../domain/token/token-info';
import type { AppError } from '../errors/app-error';

export interface TokenPort {
  /** GET /oauth/getInfoByToken?accessToken: where the token is valid (masked when it is not the caller's). */
  grantsOf(accessToken: string): TaskEither<AppError, readonly TokenGrant[]>;
}
