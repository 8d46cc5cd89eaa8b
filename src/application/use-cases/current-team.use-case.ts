import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Team } from '../../domain/user/team';
import { currentTeamId } from '../../domain/user/team-choice';
import type { AppError } from '../errors/app-error';
import type { TeamPort } from '../ports/team.port';
import type { CookieJar } from '../ports/storage.port';
import type { SessionStore } from '../session/session';

/** The signed-in user's teams and the one the portal works as (its name is what the avatar menu and team page show). */
export interface TeamSituation {
  readonly teams: readonly Team[];
  /** The id the portal works as (the supplierId cookie, else the user's); undefined when none. */
  readonly currentId?: number;
  /** That team when the list has it (a dissolved team is not listed). */
  readonly current?: Team;
}

/** POST /user/getTeamListInfo, with the current team found in it (spec §4 "Team choice": cookies supplierId, groupCode). */
export const makeLoadTeamSituation =
  (deps: { teams: TeamPort; cookies: CookieJar; session: SessionStore }) =>
  (): TE.TaskEither<AppError, TeamSituation> =>
    pipe(
      deps.teams.teams(),
      TE.map((teams) => {
        const currentId = currentTeamId(deps.cookies.get('supplierId'), deps.session.get().user?.supplierId);
        const current = teams.find((team) => team.id === currentId);
        return { teams, ...(currentId === undefined ? {} : { currentId }), ...(current ? { current } : {}) };
      }),
    );
