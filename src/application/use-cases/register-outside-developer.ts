import * as E from 'fp-ts/Either';
import type { User } from '../../domain/user/user';
import type { AppError } from '../errors/app-error';
import type { TeamPort } from '../ports/team.port';
import type { SessionStore } from '../session/session';

/**
 * Registers `user` as an outside developer (GET /user/saveOutDeveloper) and signs them in with the team and developer
 * flag the backend gave. Shared by the staff login return and the console button.
 */
export const registerOutsideDeveloper =
  (deps: { teams: TeamPort; session: SessionStore }) =>
  async (user: User): Promise<E.Either<AppError, User>> => {
    const registered = await deps.teams.saveOutDeveloper()();
    if (E.isLeft(registered)) return registered;
    const { supplierId, developer, administrator } = registered.right;
    const updated: User = { ...user, supplierId, developer, administrator };
    deps.session.signedIn(updated);
    return E.right(updated);
  };
