import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';
import { quietly, type CallerFailures } from '../notifications/caller-says';
import type { BrowserLocation } from '../ports/browser.port';
import type { LoginPort } from '../ports/login.port';
import type { KeyValueStore } from '../ports/storage.port';
import { LOGIN_PENDING_KEY } from '../session/storage-keys';

export type StartLoginError = AppError | { readonly kind: 'RedirectRefused'; readonly url: string };

/**
 * Sends the browser to the variant's login page, which returns to `returnUrl` (default: where the user is now).
 * A login address whose host is not on the allow-list is refused.
 */
export const makeStartLogin =
  (deps: {
    login: LoginPort;
    location: BrowserLocation;
    sessionStorage: KeyValueStore;
    isAllowedRedirect: (url: string) => boolean;
    failures: CallerFailures;
  }) =>
  (returnUrl?: string): TE.TaskEither<StartLoginError, string> =>
    pipe(
      // Silent: the identity service's failure has one message of its own (spec §8), said by the caller.
      quietly(deps.failures)(deps.login.loginUrl(returnUrl ?? deps.location.href())),
      TE.mapLeft((error): StartLoginError => error),
      TE.filterOrElse(
        (url) => deps.isAllowedRedirect(url),
        (url): StartLoginError => ({ kind: 'RedirectRefused', url }),
      ),
      TE.tapIO((url) => () => {
        deps.sessionStorage.set(LOGIN_PENDING_KEY, '1');
        deps.location.assign(url);
      }),
    );
