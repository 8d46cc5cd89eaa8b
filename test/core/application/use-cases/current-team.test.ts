import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../src/application/session/session';
import { makeLoadTeamSituation } from '../../../../src/application/use-cases/current-team.use-case';
import { createFakeTeamPort, TEAMS } from '../../../fakes/fake-team-port';
import { aUser } from '../../../fakes/fake-user-port';
import { createMemoryCookieJar } from '../../../fakes/memory-cookie-jar';

const situation = async (options: { cookie?: string; supplierId?: number; fail?: boolean } = {}) => {
  const session = createSessionStore();
  session.signedIn(aUser({ supplierId: options.supplierId ?? 1001 }));
  const teams = createFakeTeamPort(options.fail ? { fail: { teams: { kind: 'Network' } } } : { teams: TEAMS });
  const cookies = createMemoryCookieJar(options.cookie ? { supplierId: options.cookie } : {});
  return makeLoadTeamSituation({ teams, cookies, session })()();
};

describe('the current team, by name', () => {
  it('is the team of the supplierId cookie (the choice made in the portal)', async () => {
    expect(await situation({ cookie: '1002' })).toEqual(E.right({ teams: TEAMS, currentId: 1002, current: TEAMS[1] }));
  });

  it("is the user's own team while no choice is stored", async () => {
    expect(await situation()).toEqual(E.right({ teams: TEAMS, currentId: 1001, current: TEAMS[0] }));
  });

  it('is unnamed when the team is not in the list (dissolved)', async () => {
    expect(await situation({ supplierId: 1009 })).toEqual(E.right({ teams: TEAMS, currentId: 1009 }));
  });

  it('is none for a user without a team', async () => {
    expect(await situation({ supplierId: -1 })).toEqual(E.right({ teams: TEAMS }));
  });

  it('fails with the team list', async () => {
    expect(await situation({ fail: true })).toEqual(E.left({ kind: 'Network' }));
  });
});
