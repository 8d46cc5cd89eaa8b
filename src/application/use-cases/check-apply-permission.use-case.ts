import * as E from 'fp-ts/Either';
import type { AppError } from '../errors/app-error';
import type { TeamPort } from '../ports/team.port';
import type { SessionStore } from '../session/session';
import { registerOutsideDeveloper } from './register-outside-developer';

export type ApplyPermission =
  | { readonly kind: 'allowed' }
  /** A visitor: the login page is opening. */
  | { readonly kind: 'login' }
  /** 'Your account is not an administrator account, please log in with an administrator account to apply'. */
  | { readonly kind: 'notAdministrator' }
  /** The registration call failed; the failure policy has said why. */
  | { readonly kind: 'failed'; readonly error: AppError };

/**
 * Product application needs the team's administrator (spec §4). The role comes from GET /user/saveOutDeveloper
 * (roleType); it is asked once and kept on the signed-in user.
 */
export const makeCheckApplyPermission =
  (deps: { session: SessionStore; teams: TeamPort; startLogin: () => Promise<unknown> }) =>
  async (): Promise<ApplyPermission> => {
    const { loggedIn, user } = deps.session.get();
    if (!loggedIn || !user) {
      await deps.startLogin();
      return { kind: 'login' };
    }
    let administrator = user.administrator;
    if (administrator === undefined) {
      const registered = await registerOutsideDeveloper(deps)(user);
      if (E.isLeft(registered)) return { kind: 'failed', error: registered.left };
      administrator = registered.right.administrator;
    }
    return administrator ? { kind: 'allowed' } : { kind: 'notAdministrator' };
  };
