import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/application/errors/app-error';
import { createSessionStore } from '../../../../src/application/session/session';
import { makeCompleteStaffLogin, ticketIn, withoutTicket } from '../../../../src/application/use-cases/complete-staff-login.use-case';
import type { Team } from '../../../../src/domain/user/team';
import type { User } from '../../../../src/domain/user/user';
import { createFakeLocation } from '../../../fakes/fake-location';
import { createFakeTeamPort } from '../../../fakes/fake-team-port';
import { aUser } from '../../../fakes/fake-user-port';
import { createMemoryStore } from '../../../fakes/memory-store';
import { RETURN_URL_KEY } from '../../../../src/application/session/storage-keys';

const setup = (
  options: { href?: string; user?: User | AppError; teams?: Team[]; exchange?: AppError; saveDeveloper?: AppError; fail?: 'teams' | 'saveOutDeveloper' } = {},
) => {
  const calls: string[] = [];
  const location = createFakeLocation(options.href ?? 'https://test-open-staff.example.com/?ticket=ST-1#/apiStore?interfaceType=1');
  const session = createSessionStore();
  const sessionStorage = createMemoryStore();
  const user = options.user ?? aUser({ supplierId: 1001 });
  const teams = createFakeTeamPort({
    calls,
    teams: options.teams,
    fail: {
      ...(options.saveDeveloper ? { saveDeveloper: options.saveDeveloper } : {}),
      ...(options.fail ? { [options.fail]: { kind: 'Business', code: 500, message: 'busy' } } : {}),
    },
  });
  const completeStaffLogin = makeCompleteStaffLogin({
    location,
    session,
    sessionStorage,
    teams,
    tickets: { exchange: (ticket) => (calls.push(`exchange ${ticket}`), options.exchange ? TE.left(options.exchange) : TE.right(undefined)) },
    loadCurrentUser: () => () => {
      calls.push('userInfo');
      if ('kind' in user) return Promise.resolve(E.left(user));
      session.signedIn(user);
      return Promise.resolve(E.right(user));
    },
  });
  return { completeStaffLogin, calls, location, session, sessionStorage };
};

describe('staff single sign-on return', () => {
  it('does nothing without a ticket', async () => {
    const { completeStaffLogin, calls } = setup({ href: 'https://test-open-staff.example.com/#/home' });
    expect(await completeStaffLogin()()).toEqual(E.right({ kind: 'none' }));
    expect(calls).toEqual([]);
  });

  it('exchanges the ticket, removes it from the address, reads the user, saves the developer, then asks for a team', async () => {
    const { completeStaffLogin, calls, location, sessionStorage } = setup();
    const outcome = await completeStaffLogin()();
    expect(outcome).toMatchObject(E.right({ kind: 'chooseTeam' }));
    expect(calls).toEqual(['exchange ST-1', 'userInfo', 'saveDeveloper', 'teams']);
    expect(location.href()).toBe('https://test-open-staff.example.com/#/apiStore?interfaceType=1');
    expect(sessionStorage.get(RETURN_URL_KEY)).toBe('https://test-open-staff.example.com/#/apiStore?interfaceType=1');
  });

  it('a member of no team goes home', async () => {
    const { completeStaffLogin, sessionStorage } = setup({ teams: [] });
    expect(await completeStaffLogin()()).toMatchObject(E.right({ kind: 'home' }));
    expect(sessionStorage.get(RETURN_URL_KEY)).toBeNull();
  });

  it('a user without a team (supplierId -1) is registered as an outside developer and signed in with the result', async () => {
    const { completeStaffLogin, calls, session } = setup({ user: aUser({ supplierId: -1, developer: false }) });
    const outcome = await completeStaffLogin()();
    expect(outcome).toMatchObject(E.right({ kind: 'signedIn' }));
    expect(calls).toEqual(['exchange ST-1', 'userInfo', 'saveDeveloper', 'saveOutDeveloper']);
    expect(session.get().user).toMatchObject({ supplierId: 3001, developer: true });
  });

  it('finds a ticket inside the hash route too, and removes only the ticket', () => {
    expect(ticketIn('https://h.example.com/#/home?x=1&ticket=ST-9')).toBe('ST-9');
    expect(withoutTicket('https://h.example.com/?a=1&ticket=ST-9#/home?x=1&ticket=ST-9')).toBe('https://h.example.com/?a=1#/home?x=1');
    expect(withoutTicket('https://h.example.com/#/home?ticket=ST-9')).toBe('https://h.example.com/#/home');
  });

  it.each([
    ['the ticket exchange', { exchange: { kind: 'Business', code: 500, message: 'ticket is invalid or used' } as AppError }, ['exchange ST-1']],
    ['the user info', { user: { kind: 'NotLogin', code: 999999 } as AppError }, ['exchange ST-1', 'userInfo']],
    ['the developer record', { saveDeveloper: { kind: 'Network' } as AppError }, ['exchange ST-1', 'userInfo', 'saveDeveloper']],
  ])('stops with the error when %s fails, the ticket already gone from the address', async (_step, options, expectedCalls) => {
    const { completeStaffLogin, calls, location } = setup(options);
    const outcome = await completeStaffLogin()();
    expect(outcome).toMatchObject(E.left({ kind: 'StepFailed', step: expectedCalls.at(-1)?.startsWith('exchange') ? 'exchange' : expectedCalls.at(-1) }));
    expect(calls).toEqual(expectedCalls);
    expect(location.href()).not.toContain('ticket');
  });

  it.each([
    ['the team list', 'teams', aUser({ supplierId: 1001 })],
    ['the outside-developer registration', 'saveOutDeveloper', aUser({ supplierId: -1 })],
  ] as const)('a failed %s leaves no half-done state: signed in as read, no team choice pending, so the console button retries', async (_name, fail, user) => {
    const { completeStaffLogin, session, sessionStorage } = setup({ user, fail });
    expect(await completeStaffLogin()()).toEqual(E.left({ kind: 'StepFailed', step: fail, cause: { kind: 'Business', code: 500, message: 'busy' } }));
    expect(session.get()).toMatchObject({ loggedIn: true, user });
    expect(sessionStorage.get(RETURN_URL_KEY)).toBeNull();
  });
});
