import { useQuery } from '@tanstack/react-query';
import { runTask, SHOWN_IN_PLACE } from '../portal/task-query';
import { useIdentity } from '../portal/portal.context';

/** The signed-in user's teams and the current one (avatar menu, team page); one answer per user, kept a minute. */
export const useTeamSituation = (userPin: string | undefined) => {
  const loadTeamSituation = useIdentity().loadTeamSituation;
  return useQuery({
    queryKey: ['teams', 'situation', userPin],
    // The team page says a failure in place; the avatar menu then only leaves the team out.
    meta: SHOWN_IN_PLACE,
    queryFn: () => runTask(loadTeamSituation()),
    enabled: userPin !== undefined,
    staleTime: 60_000,
    retry: false,
  });
};
