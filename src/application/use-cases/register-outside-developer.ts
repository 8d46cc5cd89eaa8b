import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
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
  (user: User): TE.TaskEither<AppError, User> =>
    pipe(
      deps.teams.saveOutDeveloper(),
      TE.map(({ supplierId, developer, administrator }): User => ({ ...user, supplierId, developer, administrator })),
      TE.tapIO((updated) => () => deps.session.signedIn(updated)),
    );
