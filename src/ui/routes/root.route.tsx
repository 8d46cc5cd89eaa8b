import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { RouteErrorView } from '../pages/route-error.view';

/** Unknown paths go to /404 (a real page), replacing the bad entry in history. */
const RedirectToNotFound = () => <Navigate to="/404" replace />;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: RedirectToNotFound,
  errorComponent: RouteErrorView,
});
