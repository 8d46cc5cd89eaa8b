import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../src/application/errors/app-error';
import type { LoginPort } from '../../src/application/ports/login.port';

export interface FakeLogin extends LoginPort {
  endSessionCalls: number;
  completeLoginCalls: number;
}

/** A login service at https://login.test; pass `fails` to make loginUrl, endSession or completeLogin answer with a Left. */
export const createFakeLogin = (fails: { loginUrl?: AppError; endSession?: AppError; completeLogin?: AppError } = {}): FakeLogin => {
  const fake: FakeLogin = {
    endSessionCalls: 0,
    completeLoginCalls: 0,
    loginUrl: (returnUrl) =>
      fails.loginUrl
        ? TE.left(fails.loginUrl)
        : TE.right(`https://login.test/login?ReturnUrl=${encodeURIComponent(returnUrl)}`),
    logoutUrl: (returnUrl) => `https://login.test/logout?ReturnUrl=${encodeURIComponent(returnUrl)}`,
    endSession: () => {
      fake.endSessionCalls += 1;
      return fails.endSession ? TE.left(fails.endSession) : TE.right(undefined);
    },
    completeLogin: () => {
      fake.completeLoginCalls += 1;
      return fails.completeLogin ? TE.left(fails.completeLogin) : TE.right(undefined);
    },
  };
  return fake;
};
