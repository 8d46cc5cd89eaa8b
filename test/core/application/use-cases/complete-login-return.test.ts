import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/application/errors/app-error';
import { makeCompleteLoginReturn } from '../../../../src/application/use-cases/complete-login-return.use-case';
import { createFakeLogin } from '../../../fakes/fake-login';
import { createMemoryStore } from '../../../fakes/memory-store';
import { LOGIN_PENDING_KEY } from '../../../../src/application/session/storage-keys';
import { recordingFailures } from '../../../fakes/fake-failures';

const setup = (options: { pending: boolean; fails?: AppError }) => {
  const login = createFakeLogin(options.fails ? { completeLogin: options.fails } : {});
  const sessionStorage = createMemoryStore(options.pending ? { [LOGIN_PENDING_KEY]: '1' } : {});
  return { login, sessionStorage, completeLoginReturn: makeCompleteLoginReturn({ login, sessionStorage, failures: recordingFailures() }) };
};

describe('return from the login page', () => {
  it('does nothing when this tab did not go to the login page', async () => {
    const { login, completeLoginReturn } = setup({ pending: false });
    expect(await completeLoginReturn()()).toEqual(E.right({ kind: 'none' }));
    expect(login.completeLoginCalls).toBe(0);
  });

  it('turns the login service token into the session once, then forgets the mark', async () => {
    const { login, sessionStorage, completeLoginReturn } = setup({ pending: true });
    expect(await completeLoginReturn()()).toEqual(E.right({ kind: 'completed' }));
    expect(await completeLoginReturn()()).toEqual(E.right({ kind: 'none' }));
    expect(login.completeLoginCalls).toBe(1);
    expect(sessionStorage.get(LOGIN_PENDING_KEY)).toBeNull();
  });

  it('leaves a visitor who came back without signing in a visitor, saying nothing', async () => {
    const { completeLoginReturn } = setup({ pending: true, fails: { kind: 'NotLogin', code: 999999 } });
    expect(await completeLoginReturn()()).toEqual(E.right({ kind: 'notSignedIn' }));
  });

  it('reports any other failure of the identity service, and does not retry it on the next start', async () => {
    const error: AppError = { kind: 'Business', code: 50010, message: 'oidc token invalid' };
    const { login, completeLoginReturn } = setup({ pending: true, fails: error });
    expect(await completeLoginReturn()()).toEqual(E.left({ kind: 'IdentityServiceFailed', cause: error }));
    expect(await completeLoginReturn()()).toEqual(E.right({ kind: 'none' }));
    expect(login.completeLoginCalls).toBe(1);
  });
});
