import { useRouterState } from '@tanstack/react-router';

/** The current route of the portal (path and query after '#'), for "come back here" addresses. */
export const useHereRoute = (): string =>
  useRouterState({ select: (state) => `${state.location.pathname}${state.location.searchStr}` });
