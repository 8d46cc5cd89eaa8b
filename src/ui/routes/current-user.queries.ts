import { queryOptions } from '@tanstack/react-query';
import type { IdentityFeature } from '../../application/features/identity.feature';
import { runTask, SHOWN_IN_PLACE } from '../portal/task-query';
import { LoginRedirect } from '../portal/route-errors';

/**
 * Who is here, asked afresh each time (a guard's read; the route's error view shows its failure). For a visitor the
 * user-info call's NotLogin has already started the variant's login (failure policy): the read is on its way there.
 */
export const currentUserQuery = (identity: Pick<IdentityFeature, 'loadCurrentUser'>) =>
  queryOptions({
    queryKey: ['currentUser'],
    meta: SHOWN_IN_PLACE,
    queryFn: () =>
      runTask(identity.loadCurrentUser(), {
        NotLogin: (): never => {
          throw new LoginRedirect();
        },
      }),
    staleTime: 0,
    gcTime: 0,
  });
