import { notFound } from '@tanstack/react-router';
import * as E from 'fp-ts/Either';
import type { AppError } from '../../application/errors/app-error';
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
 * Guard of login-required pages: reads the user; for a visitor the user-info call's NotLogin has already started
 * the variant's login (failure policy), so the page only says it is redirecting.
 */
export const requireLogin = async ({ context }: { context: RouterContext }): Promise<void> => {
  await context.sessionSettled;
  if (context.portal.session.get().loggedIn) return;
  const result = await context.portal.identity.loadCurrentUser()();
  if (E.isRight(result)) return;
  throw result.left.kind === 'NotLogin' ? new LoginRedirect() : new RouteCallError(result.left);
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
