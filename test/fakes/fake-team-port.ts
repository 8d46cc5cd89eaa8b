import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../src/application/errors/app-error';
import type { TeamPort } from '../../src/application/ports/team.port';
import type { Team } from '../../src/domain/user/team';

export const TEAMS: readonly Team[] = [
  { id: 1001, name: '华东仓配运营组', code: 'SUP-EC-1001' },
  { id: 1002, name: '跨境物流技术部', code: 'SUP-CB-1002' },
];

export interface FakeTeamPort extends TeamPort {
  /** Port calls, in order. */
  readonly calls: string[];
}

/** Teams and registrations from fixed answers; a failure can be given per call. */
export const createFakeTeamPort = (
  options: {
    teams?: readonly Team[];
    selected?: number;
    registeredSupplierId?: number;
    /** roleType of the registration: administrator (default) or member. */
    administrator?: boolean;
    fail?: Partial<Record<'saveDeveloper' | 'saveOutDeveloper' | 'teams' | 'selectedSupplierId', AppError>>;
    calls?: string[];
  } = {},
): FakeTeamPort => {
  const calls = options.calls ?? [];
  const answer = <T>(name: keyof NonNullable<typeof options.fail>, value: T): TE.TaskEither<AppError, T> => {
    calls.push(name);
    const failure = options.fail?.[name];
    return failure ? TE.left(failure) : TE.right(value);
  };
  return {
    calls,
    saveDeveloper: () => answer('saveDeveloper', undefined),
    saveOutDeveloper: () =>
      answer('saveOutDeveloper', { supplierId: options.registeredSupplierId ?? 3001, developer: true, administrator: options.administrator ?? true }),
    teams: () => answer('teams', options.teams ?? TEAMS),
    selectedSupplierId: () => answer('selectedSupplierId', options.selected ?? 1001),
  };
};
