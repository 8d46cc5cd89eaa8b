import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { StaffLoginError, StaffLoginOutcome } from '../../../src/application/use-cases/complete-staff-login.use-case';
import type { LoginReturnError, LoginReturnOutcome } from '../../../src/application/use-cases/complete-login-return.use-case';
import { identifyVisitor, watchForTickets, type StartUpTarget } from '../../../src/main/identify-visitor';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { aUser } from '../../fakes/fake-user-port';

const setup = (
  outcomes: { loginReturn?: E.Either<LoginReturnError, LoginReturnOutcome>; staff?: E.Either<StaffLoginError, StaffLoginOutcome>[] } = {},
) => {
  const staff = [...(outcomes.staff ?? [])];
  const useCases = fakeUseCases({
    completeLoginReturn: () => TE.fromEither(outcomes.loginReturn ?? E.right({ kind: 'none' })),
    completeStaffLogin: () => TE.fromEither(staff.shift() ?? E.right({ kind: 'none' })),
  });
  const navigated: StartUpTarget[] = [];
  const navigate = (to: StartUpTarget) => (navigated.push(to), Promise.resolve());
  const toasts = () => useCases.notifications().get().toasts.map((toast) => [toast.status, toast.message]);
  return { useCases, navigate, navigated, toasts };
};

describe('start-up: who is here', () => {
  it('a plain visit sets the visitor cookie and probes the user silently', async () => {
    const { useCases, navigate, navigated, toasts } = setup();
    await identifyVisitor(useCases, navigate);
    expect(useCases.calls.ensureVisitorCookie).toHaveLength(1);
    expect(useCases.calls.loadCurrentUser).toEqual([[{ probe: true }]]);
    expect(navigated).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('a failed identity-service return says the IDaaS message, then probes as usual', async () => {
    const { useCases, navigate, toasts } = setup({ loginReturn: E.left({ kind: 'IdentityServiceFailed', cause: { kind: 'Network' } }) });
    await identifyVisitor(useCases, navigate);
    expect(toasts()).toEqual([['error', { key: 'chrome.account.idaasError' }]]);
    expect(useCases.calls.loadCurrentUser).toHaveLength(1);
  });

  it.each([
    [{ kind: 'chooseTeam', user: aUser() } as const, ['/chooseSupplier']],
    [{ kind: 'home', user: aUser() } as const, ['/home']],
    [{ kind: 'signedIn', user: aUser() } as const, []],
  ])('a staff ticket return (%o) goes where its outcome says, without a second user probe', async (outcome, expected) => {
    const { useCases, navigate, navigated } = setup({ staff: [E.right(outcome)] });
    await identifyVisitor(useCases, navigate);
    expect(navigated).toEqual(expected);
    expect(useCases.calls.loadCurrentUser).toEqual([]);
  });

  it('a staff login step that fails on the network is said in a toast; a user-info failure is left to the failure policy', async () => {
    const network = setup({ staff: [E.left({ kind: 'StepFailed', step: 'teams', cause: { kind: 'Network' } })] });
    await identifyVisitor(network.useCases, network.navigate);
    expect(network.toasts()).toHaveLength(1);
    const userInfo = setup({ staff: [E.left({ kind: 'StepFailed', step: 'userInfo', cause: { kind: 'Network' } })] });
    await identifyVisitor(userInfo.useCases, userInfo.navigate);
    expect(userInfo.toasts()).toEqual([]);
  });

  it('says the session is settled after the login return and the ticket exchange, before any navigation', async () => {
    const events: string[] = [];
    const useCases = fakeUseCases({
      completeLoginReturn: () => (events.push('setOidcToken'), TE.right({ kind: 'none' })),
      completeStaffLogin: () => (events.push('ticket'), TE.right({ kind: 'chooseTeam', user: aUser() })),
    });
    await identifyVisitor(useCases, (to) => (events.push(`navigate ${to}`), Promise.resolve()), () => events.push('settled'));
    expect(events.slice(0, 4)).toEqual(['setOidcToken', 'ticket', 'settled', 'navigate /chooseSupplier']);
  });

  it('says the session is settled even when start-up fails', async () => {
    let settled = false;
    const useCases = fakeUseCases({ completeLoginReturn: () => () => Promise.reject(new Error('boom')) });
    await expect(identifyVisitor(useCases, () => Promise.resolve(), () => (settled = true))).rejects.toThrow('boom');
    expect(settled).toBe(true);
  });

  it('a team switch announces itself once at start-up', async () => {
    const switched = fakeUseCases({ takeTeamSwitched: () => true });
    await identifyVisitor(switched, () => Promise.resolve());
    expect(switched.notifications().get().toasts.map((toast) => [toast.status, toast.message])).toEqual([
      ['success', { key: 'pages.chooseSupplier.switched' }],
    ]);
  });
});

describe('a ticket reached inside the page', () => {
  it('runs the staff login check on every navigation', async () => {
    const { useCases, navigate, navigated } = setup({ staff: [E.right({ kind: 'none' }), E.right({ kind: 'chooseTeam', user: aUser() })] });
    let listener = () => {};
    watchForTickets(useCases, navigate, (next) => ((listener = next), () => undefined));
    listener();
    listener();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useCases.calls.completeStaffLogin).toHaveLength(2);
    expect(navigated).toEqual(['/chooseSupplier']);
  });
});
