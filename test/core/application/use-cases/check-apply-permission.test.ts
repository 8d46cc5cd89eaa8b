import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../src/application/session/session';
import { makeCheckApplyPermission } from '../../../../src/application/use-cases/check-apply-permission.use-case';
import type { User } from '../../../../src/domain/user/user';
import { createFakeTeamPort } from '../../../fakes/fake-team-port';
import { aUser } from '../../../fakes/fake-user-port';

const setup = (options: { user?: User; administrator?: boolean; failRegistration?: boolean } = {}) => {
  const session = createSessionStore();
  if (options.user) session.signedIn(options.user);
  else session.signedOut();
  const teams = createFakeTeamPort({
    administrator: options.administrator,
    registeredSupplierId: 2001,
    ...(options.failRegistration ? { fail: { saveOutDeveloper: { kind: 'Business', code: 500, message: 'busy' } } } : {}),
  });
  let logins = 0;
  const afterLogins: (string | undefined)[] = [];
  const check = makeCheckApplyPermission({
    session,
    teams,
    startLogin: (afterLogin) => {
      afterLogins.push(afterLogin);
      return TE.fromIO(() => logins++);
    },
  });
  return { check, session, teams, logins: () => logins, afterLogins };
};

describe('product application: administrator check', () => {
  it('a visitor is sent to login first', async () => {
    const { check, teams, logins } = setup();
    expect(await check()()).toEqual(E.right({ kind: 'login' }));
    expect(logins()).toBe(1);
    expect(teams.calls).toEqual([]);
  });

  it("a visitor's login comes back to the route the button names (the apply form, review m14)", async () => {
    const { check, afterLogins } = setup();
    await check('/apply/lcp-tms')();
    expect(afterLogins).toEqual(['/apply/lcp-tms']);
  });

  it('asks the backend for the role (roleType 1: administrator) and keeps it on the user', async () => {
    const { check, session, teams } = setup({ user: aUser({ supplierId: 2001 }), administrator: true });
    expect(await check()()).toEqual(E.right({ kind: 'allowed' }));
    expect(session.get().user?.administrator).toBe(true);
    expect(await check()()).toEqual(E.right({ kind: 'allowed' }));
    expect(teams.calls).toEqual(['saveOutDeveloper']);
  });

  it("a member who is not the administrator gets the spec's notice", async () => {
    const { check, session } = setup({ user: aUser({ supplierId: 2001 }), administrator: false });
    expect(await check()()).toEqual(E.right({ kind: 'notAdministrator' }));
    expect(session.get().user?.administrator).toBe(false);
  });

  it('a role already known is not asked again', async () => {
    const { check, teams } = setup({ user: aUser({ administrator: false }) });
    expect(await check()()).toEqual(E.right({ kind: 'notAdministrator' }));
    expect(teams.calls).toEqual([]);
  });

  it('a failed registration says so and leaves the user as they were, so they can retry', async () => {
    const user = aUser({ supplierId: 2001 });
    const { check, session } = setup({ user, failRegistration: true });
    expect(await check()()).toEqual(E.left({ kind: 'RegistrationFailed', cause: { kind: 'Business', code: 500, message: 'busy' } }));
    expect(session.get()).toMatchObject({ loggedIn: true, user });
  });
});
