import type { AppError } from '../../application/errors/app-error';

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
