import * as E from 'fp-ts/Either';
import type { StaffLoginError, StaffLoginOutcome } from '../application/use-cases/complete-staff-login.use-case';
import { describeError } from '../application/errors/failure-policy';
import { keyMessage } from '../application/notifications/message';
import type { Portal } from '../application/features/portal';

/** What start-up needs of the Portal. */
type StartUp = Pick<Portal, 'identity' | 'notifications'>;

/** Where the start-up flow may send the router. */
export type StartUpTarget = '/chooseSupplier' | '/home';
export type Navigate = (to: StartUpTarget) => Promise<void>;

/**
 * A staff single sign-on return (ticket in the address): completes it and leads to the team choice or home. The
 * failure policy has shown user-info failures, and business, HTTP and timeout failures of any step; network and
 * malformed answers are said here.
 */
export const finishStaffLogin = async (portal: StartUp, navigate: Navigate): Promise<'none' | 'handled'> =>
  followStaffLogin(portal, await portal.identity.completeStaffLogin()(), navigate);

const followStaffLogin = async (
  portal: StartUp,
  result: E.Either<StaffLoginError, StaffLoginOutcome>,
  navigate: Navigate,
): Promise<'none' | 'handled'> => {
  if (E.isLeft(result)) {
    const { step, cause } = result.left;
    if (step !== 'userInfo' && (cause.kind === 'Network' || cause.kind === 'Contract')) portal.notifications.toast('error', describeError(cause));
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
export const identifyVisitor = async (portal: StartUp, navigate: Navigate, sessionSettled: () => void = () => undefined): Promise<void> => {
  try {
    portal.identity.ensureVisitorCookie();
    if (portal.identity.takeTeamSwitched()) portal.notifications.toast('success', keyMessage('pages.chooseSupplier.switched'));
    const loginReturn = await portal.identity.completeLoginReturn()();
    if (E.isLeft(loginReturn)) portal.notifications.toast('error', keyMessage('chrome.account.idaasError'));
    const staffLogin = await portal.identity.completeStaffLogin()();
    sessionSettled();
    if ((await followStaffLogin(portal, staffLogin, navigate)) === 'none') await portal.identity.loadCurrentUser({ probe: true })();
  } finally {
    sessionSettled();
  }
};

/**
 * Internally any address carrying a ticket triggers the login check (spec §4), also one reached inside the page
 * (a link or a typed hash route), not only at start-up.
 */
export const watchForTickets = (
  portal: StartUp,
  navigate: Navigate,
  onNavigated: (listener: () => void) => () => void,
): (() => void) => onNavigated(() => void finishStaffLogin(portal, navigate));
