import type { IO } from 'fp-ts/IO';
import * as E from 'fp-ts/Either';
import {
  appKeyProblem,
  authorizeUrl,
  carriesAuthorizationAnswer,
  readAuthorizationAnswer,
  redirectUriOf,
  withoutAuthorizationAnswer,
  type AppKeyProblem,
  type AuthorizationOutcome,
  type PendingAuthorization,
} from '../../domain/oauth/app-authorization';
import type { BrowserLocation } from '../ports/browser.port';
import type { KeyValueStore } from '../ports/storage.port';
import { PENDING_AUTHORIZATION_KEY } from '../session/storage-keys';

export const OAUTH_ROUTE = '#/oauth';

/** The app key as typed is not one (required, no spaces), or the authorization address failed the allow-list. */
export type StartAuthorizationError = { readonly kind: 'Invalid'; readonly problem: AppKeyProblem } | { readonly kind: 'RedirectRefused' };

const readPending = (store: KeyValueStore): PendingAuthorization | undefined => {
  const raw = store.get(PENDING_AUTHORIZATION_KEY);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { appKey, state } = value as Record<string, unknown>;
    return typeof appKey === 'string' && typeof state === 'string' ? { appKey, state } : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The /oauth page's hand-over to the gateway's OAuth authorization for an app key, and the answer when the user comes
 * back. `complete` runs at start-up, before the router reads the address: it takes the answer out of the address
 * (so the code is in no history entry) and keeps the outcome in memory for the page.
 */
export const makeAppAuthorization = (deps: {
  location: BrowserLocation;
  sessionStorage: KeyValueStore;
  randomId: () => string;
  /** The gateway's OAuth origin for this environment (authorize and token endpoints below it). */
  oauthOrigin: () => string;
  isAllowedRedirect: (url: string) => boolean;
}) => {
  let outcome: AuthorizationOutcome | undefined;

  const start = (appKey: string): IO<E.Either<StartAuthorizationError, string>> => () => {
    const problem = appKeyProblem(appKey);
    if (problem) return E.left({ kind: 'Invalid', problem });
    const request: PendingAuthorization = { appKey, state: deps.randomId() };
    const target = authorizeUrl(`${deps.oauthOrigin()}/oauth/authorize`, request, redirectUriOf(deps.location.href()));
    if (!deps.isAllowedRedirect(target)) return E.left({ kind: 'RedirectRefused' });
    deps.sessionStorage.set(PENDING_AUTHORIZATION_KEY, JSON.stringify(request));
    outcome = undefined;
    deps.location.assign(target);
    return E.right(target);
  };

  const complete = (): AuthorizationOutcome | undefined => {
    const href = deps.location.href();
    if (!carriesAuthorizationAnswer(href)) return undefined;
    outcome = readAuthorizationAnswer(href, readPending(deps.sessionStorage), `${deps.oauthOrigin()}/oauth/token`);
    deps.sessionStorage.remove(PENDING_AUTHORIZATION_KEY);
    deps.location.replace(withoutAuthorizationAnswer(href, OAUTH_ROUTE));
    return outcome;
  };

  return {
    start,
    complete,
    outcome: () => outcome,
    /** Forgets the shown outcome (the page's "authorize another app"). */
    clear: () => {
      outcome = undefined;
    },
  };
};
