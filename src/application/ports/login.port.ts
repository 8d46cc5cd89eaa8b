import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';

/** The variant's login service: staff single sign-on (internal) or the identity service (external). */
export interface LoginPort {
  /** The address of the login page that brings the user back to `returnUrl` afterwards. */
  loginUrl(returnUrl: string): TaskEither<AppError, string>;
  /** The address of the logout page that brings the user back to `returnUrl` afterwards. */
  logoutUrl(returnUrl: string): string;
  /** Ends the backend session (clears its cookies) before the browser goes to the logout page. */
  endSession(): TaskEither<AppError, void>;
  /**
   * Finishes a return from the login page: the identity service's token becomes the portal's session cookie
   * (external: GET /cookies/erp/setOidcToken). Nothing to do where the address carries the proof (staff ticket).
   */
  completeLogin(): TaskEither<AppError, void>;
}
