import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../src/application/errors/app-error';
import type { UserPort } from '../../src/application/ports/user.port';
import type { User } from '../../src/domain/user/user';

export const aUser = (overrides: Partial<User> = {}): User => ({
  userPin: 'pin-1',
  name: 'Li Lei',
  loginUsername: 'lilei',
  developer: false,
  supplierId: -1,
  ...overrides,
});

export const userPortAnswering = (answer: User | AppError): UserPort => ({
  getUserInfo: () => ('kind' in answer ? TE.left(answer) : TE.right(answer)),
});
