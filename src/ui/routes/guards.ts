import { notFound } from '@tanstack/react-router';
import { CallFailure } from '../portal/task-query';
import { currentUserQuery } from './current-user.queries';
import { RouteCallError } from '../portal/route-errors';
import type { RouterContext } from './router-context';

/** Guard of login-required pages: a visitor is sent to login, and the page only says it is redirecting. */
export const requireLogin = async ({ context }: { context: RouterContext }): Promise<void> => {
  await context.sessionSettled;
  if (context.portal.session.get().loggedIn) return;
  await context.queryClient.query(currentUserQuery(context.portal.identity)).catch((error: unknown) => {
    throw error instanceof CallFailure ? new RouteCallError(error.appError) : error;
  });
};

/** The lcp gateway's tool and SDK pages are a 404 where the deployment has none (PortalFeatures.lcpGatewayTools). */
export const requireGatewayTools = ({ context }: { context: RouterContext }): void => {
  if (!context.portal.values.features.lcpGatewayTools) throw notFound();
};

/** Path params that fail their rule make the route a 404. */
export const requireParams = (ok: boolean): void => {
  if (!ok) throw notFound();
};

/** A login-required page with path params: a bad param is a 404 before any login. */
export const requireLoginAndParams =
  <P,>(paramsOk: (params: P) => boolean) =>
  async (args: { context: RouterContext; params: P }): Promise<void> => {
    requireParams(paramsOk(args.params));
    await requireLogin(args);
  };
