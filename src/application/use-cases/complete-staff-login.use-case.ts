import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { User } from '../../domain/user/user';
import { NO_TEAM } from '../../domain/user/user';
import type { AppError } from '../errors/app-error';
import type { BrowserLocation } from '../ports/browser.port';
import type { KeyValueStore } from '../ports/storage.port';
import type { TeamPort, TicketExchangePort } from '../ports/team.port';
import type { SessionStore } from '../session/session';
import { registerOutsideDeveloper } from './register-outside-developer';
import { RETURN_URL_KEY } from '../session/storage-keys';

export type StaffLoginOutcome =
  /** No ticket in the address: nothing to do. */
  | { readonly kind: 'none' }
  /** Signed in; go on where the user was (or home). */
  | { readonly kind: 'signedIn'; readonly user: User }
  /** Signed in, member of no team: the home page. */
  | { readonly kind: 'home'; readonly user: User }
  /** Signed in and member of teams: choose one (ChooseSupplier), then come back. */
  | { readonly kind: 'chooseTeam'; readonly user: User };

/** A step failed; user-info failures were already said by the failure policy (spec §8). */
export type StaffLoginError = { readonly kind: 'StepFailed'; readonly step: StaffLoginStep; readonly cause: AppError };

export type StaffLoginStep = 'exchange' | 'userInfo' | 'saveDeveloper' | 'saveOutDeveloper' | 'teams';

/** The `ticket` query parameter, before or inside the hash route. */
export const ticketIn = (href: string): string | undefined => {
  const url = new URL(href);
  const hashQuery = url.hash.includes('?') ? new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1)) : undefined;
  return url.searchParams.get('ticket') ?? hashQuery?.get('ticket') ?? undefined;
};

/** `href` without its ticket (query and hash route alike). */
export const withoutTicket = (href: string): string => {
  const url = new URL(href);
  url.searchParams.delete('ticket');
  const at = url.hash.indexOf('?');
  if (at >= 0) {
    const params = new URLSearchParams(url.hash.slice(at + 1));
    params.delete('ticket');
    const rest = params.toString();
    url.hash = `${url.hash.slice(0, at)}${rest ? `?${rest}` : ''}`;
  }
  return url.href;
};

/**
 * Staff single sign-on return (spec §4 "Login"): a ticket in the address is exchanged for the token cookie, the
 * ticket leaves the address bar and history, the user is read and recorded as a developer; then a user without a
 * team is registered as an outside developer, a member of teams is asked to choose one, anyone else goes home.
 */
export const makeCompleteStaffLogin =
  (deps: {
    location: BrowserLocation;
    tickets: TicketExchangePort;
    teams: TeamPort;
    session: SessionStore;
    sessionStorage: KeyValueStore;
    loadCurrentUser: () => TaskEither<AppError, User>;
  }) =>
  (): TaskEither<StaffLoginError, StaffLoginOutcome> => {
    type Outcome = TaskEither<StaffLoginError, StaffLoginOutcome>;
    const step = (name: StaffLoginStep) => TE.mapLeft((cause: AppError): StaffLoginError => ({ kind: 'StepFailed', step: name, cause }));
    const teamOrHome = (user: User, returnUrl: string): Outcome =>
      pipe(
        deps.teams.teams(),
        step('teams'),
        TE.flatMap((teams): Outcome =>
          teams.length === 0
            ? TE.right({ kind: 'home', user })
            : TE.fromIO(() => {
                deps.sessionStorage.set(RETURN_URL_KEY, returnUrl);
                return { kind: 'chooseTeam', user };
              }),
        ),
      );
    const signIn = (ticket: string): Outcome =>
      pipe(
        TE.fromIO(() => {
          const returnUrl = withoutTicket(deps.location.href());
          deps.location.replace(returnUrl);
          return returnUrl;
        }),
        TE.flatMap((returnUrl) =>
          pipe(
            deps.tickets.exchange(ticket),
            step('exchange'),
            TE.flatMap(() => pipe(deps.loadCurrentUser(), step('userInfo'))),
            TE.tap(() => pipe(deps.teams.saveDeveloper(), step('saveDeveloper'))),
            TE.flatMap((user) =>
              user.supplierId === NO_TEAM
                ? pipe(
                    registerOutsideDeveloper(deps)(user),
                    step('saveOutDeveloper'),
                    TE.map((registered): StaffLoginOutcome => ({ kind: 'signedIn', user: registered })),
                  )
                : teamOrHome(user, returnUrl),
            ),
          ),
        ),
      );
    return pipe(
      TE.fromIO(() => ticketIn(deps.location.href())),
      TE.flatMap((ticket): Outcome => (ticket ? signIn(ticket) : TE.right({ kind: 'none' }))),
    );
  };
