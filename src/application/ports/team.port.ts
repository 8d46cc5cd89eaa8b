import type { TaskEither } from 'fp-ts/TaskEither';
import type { OutsideDeveloperRegistration, Team } from '../../domain/user/team';
import type { AppError } from '../errors/app-error';

/** Developer registration and teams of the signed-in user. */
export interface TeamPort {
  /** POST /user/saveDeveloper: records the signed-in staff member as a developer. */
  saveDeveloper(): TaskEither<AppError, void>;
  /** GET /user/saveOutDeveloper: registers a user without a team as an outside developer. */
  saveOutDeveloper(): TaskEither<AppError, OutsideDeveloperRegistration>;
  /** POST /user/getTeamListInfo. */
  teams(): TaskEither<AppError, readonly Team[]>;
  /** GET /user/getSelectedSupplierId: the chosen team's id, -2 when none is chosen. */
  selectedSupplierId(): TaskEither<AppError, number>;
}

/** The staff single sign-on's one-time ticket, exchanged for the token cookie (GET /cookies/erp/set_token). */
export interface TicketExchangePort {
  exchange(ticket: string): TaskEither<AppError, void>;
}
