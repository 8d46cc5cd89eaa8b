import { notFound } from '@tanstack/react-router';
import { queryOptions } from '@tanstack/react-query';
import type { AppError } from '../../application/errors/app-error';
import type { IdentityFeature } from '../../application/features/identity.feature';
import { CallFailure, runTask, SHOWN_IN_PLACE } from '../portal/task-query';
import type { RouterContext } from './router-context';

/** Thrown by the login guard while the browser is on its way to the login page (the error view says so). */
export class LoginRedirect extends Error {
  override readonly name = 'LoginRedirect';
}

/** A failed call, carried to the route's error view, which describes it in place. */
export class RouteCallError extends Error {
  override readonly name = 'RouteCallError';
  constructor(readonly appError: AppError) {
    super(appError.kind);
  }
}

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
