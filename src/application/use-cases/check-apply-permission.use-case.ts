import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';
import type { TeamPort } from '../ports/team.port';
import type { SessionStore } from '../session/session';
import { registerOutsideDeveloper } from './register-outside-developer';

export type ApplyPermission =
  | { readonly kind: 'allowed' }
  /** A visitor: the login page is opening. */
  | { readonly kind: 'login' }
  /** 'Your account is not an administrator account, please log in with an administrator account to apply'. */
  | { readonly kind: 'notAdministrator' };

/** The registration call failed; the failure policy has said why. */
export type ApplyPermissionError = { readonly kind: 'RegistrationFailed'; readonly cause: AppError };

/** `afterLogin`: the portal route a visitor's login comes back to (the apply form); none: the current page. */
export type CheckApplyPermission = (afterLogin?: string) => TaskEither<ApplyPermissionError, ApplyPermission>;

/**
 * Product application needs the team's administrator (spec §4). The role comes from GET /user/saveOutDeveloper
 * (roleType); it is asked once and kept on the signed-in user.
 */
export const makeCheckApplyPermission =
  (deps: { session: SessionStore; teams: TeamPort; startLogin: (afterLogin?: string) => TaskEither<unknown, unknown> }): CheckApplyPermission =>
  (afterLogin) =>
    pipe(
      TE.fromIO(() => deps.session.get()),
      TE.flatMap(({ loggedIn, user }): TaskEither<ApplyPermissionError, ApplyPermission> => {
        if (!loggedIn || !user) {
          return pipe(
            TE.fromTask(deps.startLogin(afterLogin)),
            TE.map((): ApplyPermission => ({ kind: 'login' })),
          );
        }
        const administrator =
          user.administrator === undefined
            ? pipe(
                registerOutsideDeveloper(deps)(user),
                TE.mapLeft((cause): ApplyPermissionError => ({ kind: 'RegistrationFailed', cause })),
                TE.map((registered) => registered.administrator),
              )
            : TE.right(user.administrator);
        return pipe(
          administrator,
          TE.map((allowed): ApplyPermission => (allowed ? { kind: 'allowed' } : { kind: 'notAdministrator' })),
        );
      }),
    );
