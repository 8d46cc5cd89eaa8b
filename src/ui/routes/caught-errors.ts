import { LoginRedirect, RouteCallError } from '../portal/route-errors';
import { isChunkLoadError } from '../../application/concurrency/load-once';

/**
 * Errors that a route's error view shows the user in place: the way to login, a failed call described by
 * describeError, a page chunk that did not load. React logs every error an error boundary catches; these are
 * expected outcomes the page already says once, so they are not logged again as if something had broken.
 */
export const isShownInPlace = (error: unknown): boolean =>
  error instanceof LoginRedirect || error instanceof RouteCallError || isChunkLoadError(error);

/** React's onCaughtError: what the portal does not show in place is a defect, and is logged as React would. */
export const reportCaughtError = (error: unknown, info: { readonly componentStack?: string }): void => {
  if (isShownInPlace(error)) return;
  console.error(error, info.componentStack ?? '');
};
