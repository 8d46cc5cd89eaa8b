import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * A Retry that asks again every call that failed, not only the one it says: a page's document, and its frame's unit
 * check and menus, failed together when the connection dropped, and a reader who retries wants all of them back. Calls
 * of a page not yet shown (behind the unit check) are asked too: they are shown once the check passes.
 */
export const useRetryFailed = (): (() => void) => {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' }), [queryClient]);
};
