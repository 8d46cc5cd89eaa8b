import { QueryClient } from '@tanstack/react-query';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/application/errors/app-error';
import { createQueryClient } from '../../../src/main/query-client';
import { requireLogin } from '../../../src/ui/routes/guards';
import { LoginRedirect, RouteCallError } from '../../../src/ui/portal/route-errors';
import { aUser } from '../../fakes/fake-user-port';
import { checkedSession, fakeUseCases, signedInSession } from '../../fakes/fake-use-cases';

const contextWith = (useCases: ReturnType<typeof fakeUseCases>, sessionSettled = Promise.resolve()) => ({
  context: { portal: useCases.portal, queryClient: new QueryClient(), sessionSettled },
});

describe('login guard', () => {
  it('waits for start-up to settle the session before asking who is here (a login return is not sent back to login)', async () => {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const session = checkedSession();
    const useCases = fakeUseCases({ session: () => session, loadCurrentUser: () => TE.left({ kind: 'NotLogin', code: 999999 }) });
    const guard = requireLogin(contextWith(useCases, settled));
    await Promise.resolve();
    expect(useCases.calls.loadCurrentUser).toEqual([]);
    session.signedIn(aUser());
    settle();
    await expect(guard).resolves.toBeUndefined();
    expect(useCases.calls.loadCurrentUser).toEqual([]);
  });

  it('lets a signed-in user through without asking the backend', async () => {
    const useCases = fakeUseCases({ session: () => signedInSession(), loadCurrentUser: () => TE.left({ kind: 'Network' }) });
    await expect(requireLogin(contextWith(useCases))).resolves.toBeUndefined();
  });

  it('lets a visitor through once the user info says they are signed in', async () => {
    const useCases = fakeUseCases({ session: () => checkedSession(), loadCurrentUser: () => TE.right(aUser()) });
    await expect(requireLogin(contextWith(useCases))).resolves.toBeUndefined();
  });

  it('a visitor whose user info answers NotLogin is on the way to the login page', async () => {
    const useCases = fakeUseCases({ session: () => checkedSession(), loadCurrentUser: () => TE.left({ kind: 'NotLogin', code: 999999 }) });
    await expect(requireLogin(contextWith(useCases))).rejects.toBeInstanceOf(LoginRedirect);
  });

  it('any other failure reaches the error view with its AppError, said there only (no toast too), and is asked again next time', async () => {
    const failure: AppError = { kind: 'Http', status: 502 };
    let fail = true;
    const useCases = fakeUseCases({ session: () => checkedSession(), loadCurrentUser: () => (fail ? TE.left(failure) : TE.right(aUser())) });
    const shownInPlace: AppError[] = [];
    const context = { ...contextWith(useCases).context, queryClient: createQueryClient({ shownInPlace: (error) => shownInPlace.push(error), callerSays: () => undefined }) };
    await expect(requireLogin({ context })).rejects.toEqual(new RouteCallError(failure));
    expect(shownInPlace).toEqual([failure]);
    fail = false;
    await expect(requireLogin({ context })).resolves.toBeUndefined();
    expect(useCases.calls.loadCurrentUser).toHaveLength(2);
  });
});
