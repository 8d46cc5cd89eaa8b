import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../src/application/session/session';
import { makeLoadCurrentUser } from '../../../../src/application/use-cases/load-current-user.use-case';
import { aUser, userPortAnswering } from '../../../fakes/fake-user-port';

describe('load current user', () => {
  it('records the signed-in user in the session', async () => {
    const session = createSessionStore();
    const user = aUser({ developer: true, supplierId: 7 });
    expect(await makeLoadCurrentUser({ users: userPortAnswering(user), session })()()).toEqual(E.right(user));
    expect(session.get()).toEqual({ loggedIn: true, user, checked: true });
  });

  it('a failure leaves the visitor signed out (and checked), returning the error', async () => {
    const session = createSessionStore();
    const result = await makeLoadCurrentUser({ users: userPortAnswering({ kind: 'NotLogin', code: 999999 }), session })()();
    expect(result).toEqual(E.left({ kind: 'NotLogin', code: 999999 }));
    expect(session.get()).toEqual({ loggedIn: false, checked: true });
  });

  it('passes the probe option to the port', async () => {
    const seen: unknown[] = [];
    const users = { getUserInfo: (options?: { probe?: boolean }) => { seen.push(options); return userPortAnswering(aUser()).getUserInfo(); } };
    await makeLoadCurrentUser({ users, session: createSessionStore() })({ probe: true })();
    expect(seen).toEqual([{ probe: true }]);
  });

  it('a failure after a sign-in forgets the user', async () => {
    const session = createSessionStore();
    session.signedIn(aUser());
    await makeLoadCurrentUser({ users: userPortAnswering({ kind: 'Http', status: 401 }), session })()();
    expect(session.get().loggedIn).toBe(false);
    expect(session.get().user).toBeUndefined();
  });
});
