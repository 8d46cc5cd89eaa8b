import * as E from 'fp-ts/Either';
import type { StaffLoginError, StaffLoginOutcome } from '../application/use-cases/complete-staff-login.use-case';
import { describeError } from '../application/errors/failure-policy';
import { keyMessage } from '../application/notifications/message';
import type { UseCases } from '../application/use-cases';

/** Where the start-up flow may send the router. */
export type StartUpTarget = '/chooseSupplier' | '/home';
export type Navigate = (to: StartUpTarget) => Promise<void>;

/**
 * A staff single sign-on return (ticket in the address): completes it and leads to the team choice or home. The
 * failure policy has shown user-info failures, and business, HTTP and timeout failures of any step; network and
 * malformed answers are said here.
 */
export const finishStaffLogin = async (useCases: UseCases, navigate: Navigate): Promise<'none' | 'handled'> =>
  followStaffLogin(useCases, await useCases.completeStaffLogin()(), navigate);

const followStaffLogin = async (
  useCases: UseCases,
  result: E.Either<StaffLoginError, StaffLoginOutcome>,
  navigate: Navigate,
): Promise<'none' | 'handled'> => {
  if (E.isLeft(result)) {
    const { step, cause } = result.left;
    if (step !== 'userInfo' && (cause.kind === 'Network' || cause.kind === 'Contract')) useCases.notifications().toast('error', describeError(cause));
    return 'handled';
  }
  const outcome = result.right;
  switch (outcome.kind) {
    case 'none':
      return 'none';
    case 'chooseTeam':
      await navigate('/chooseSupplier');
      return 'handled';
    case 'home':
      await navigate('/home');
      return 'handled';
    case 'signedIn':
      return 'handled';
  }
};

/**
 * Who is here. A return from the identity service first turns its token into the session (setOidcToken); a staff
 * single sign-on return is completed next; otherwise the probe reads the user, and a visitor stays a visitor (it
 * never forces login). `sessionSettled` is called once the session cookie is what it will be (before any navigation
 * of the staff flow): the login guard waits for it, or a guarded page reached by a login return would ask for the
 * user before the session exists and send the browser back to login.
 */
export const identifyVisitor = async (useCases: UseCases, navigate: Navigate, sessionSettled: () => void = () => undefined): Promise<void> => {
  try {
    useCases.ensureVisitorCookie();
    if (useCases.takeTeamSwitched()) useCases.notifications().toast('success', keyMessage('pages.chooseSupplier.switched'));
    const loginReturn = await useCases.completeLoginReturn()();
    if (E.isLeft(loginReturn)) useCases.notifications().toast('error', keyMessage('chrome.account.idaasError'));
    const staffLogin = await useCases.completeStaffLogin()();
    sessionSettled();
    if ((await followStaffLogin(useCases, staffLogin, navigate)) === 'none') await useCases.loadCurrentUser({ probe: true })();
  } finally {
    sessionSettled();
  }
};

/**
 * Internally any address carrying a ticket triggers the login check (spec §4), also one reached inside the page
 * (a link or a typed hash route), not only at start-up.
 */
export const watchForTickets = (
  useCases: UseCases,
  navigate: Navigate,
  onNavigated: (listener: () => void) => () => void,
): (() => void) => onNavigated(() => void finishStaffLogin(useCases, navigate));
