import { createRootRouteWithContext, Navigate } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { RouteErrorView } from '../pages/route-error.view';
import { FinderShell } from '../finder/finder-shell';

/** Unknown paths go to /404 (a real page), replacing the bad entry in history. */
const RedirectToNotFound = () => <Navigate to="/404" replace />;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: FinderShell,
  notFoundComponent: RedirectToNotFound,
  errorComponent: RouteErrorView,
});
