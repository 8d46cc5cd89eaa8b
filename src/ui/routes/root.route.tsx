import { createRootRouteWithContext, Navigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { RouterContext } from './router-context';
import { RouteErrorView } from '../widgets/route-error.view';
import { FinderShell } from '../finder/finder-shell';
import { notFoundSearch } from '../portal/search-params';

/**
 * Unknown paths go to /404 (a real page), replacing the bad entry in history; the address opened goes with it, so
 * the page can say what was asked for and the reader can correct it.
 */
const RedirectToNotFound = () => {
  // Read once, not subscribed: Navigate navigates again on every render, and the location changes with its own move.
  const router = useRouter();
  const [search] = useState(() => notFoundSearch({ from: router.state.location.href }));
  return <Navigate to="/404" search={search} replace />;
};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: FinderShell,
  notFoundComponent: RedirectToNotFound,
  errorComponent: RouteErrorView,
});
