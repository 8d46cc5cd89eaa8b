import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityFeature } from '../../application/features/identity.feature';
import { runTask, SHOWN_IN_PLACE } from '../portal/task-query';
import { useIdentity } from '../portal/portal.context';

export const teamSituationKey = (userPin: string | undefined) => ['teams', 'situation', userPin] as const;

/** The signed-in user's teams and the current one (avatar menu, team page); one answer per user, kept a minute. */
export const teamSituationQuery = (source: Pick<IdentityFeature, 'loadTeamSituation'>, userPin: string | undefined) =>
  queryOptions({
    queryKey: teamSituationKey(userPin),
    // The team page says a failure in place; the avatar menu then only leaves the team out.
    meta: SHOWN_IN_PLACE,
    queryFn: () => runTask(source.loadTeamSituation()),
    enabled: userPin !== undefined,
    staleTime: 60_000,
    retry: false,
  });

export const useTeamSituation = (userPin: string | undefined) => useQuery(teamSituationQuery(useIdentity(), userPin));
