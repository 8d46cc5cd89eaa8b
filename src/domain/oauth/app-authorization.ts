/**
 * Handing an app key over to the gateway's OAuth authorization (authorization-code grant, RFC 6749 §4.1) and reading
 * its answer. The portal only starts the grant and shows the code: exchanging it for an access token needs the app
 * secret, which belongs to the developer's own server (docs/identity.md "App authorization").
 */

export type AppKeyProblem = 'required' | 'spaces';

/** The app key rule of the developer tools (spec §5): required, no whitespace. */
export const appKeyProblem = (appKey: string): AppKeyProblem | undefined => {
  if (appKey.length === 0) return 'required';
  return /\s/.test(appKey) ? 'spaces' : undefined;
};

/** The request remembered in this tab while the user is at the authorization page. */
export interface PendingAuthorization {
  readonly appKey: string;
  readonly state: string;
}

export type AuthorizationOutcome =
  /**
   * The user allowed it: a one-time, short-lived code for the developer's server to exchange, with the app secret
   * and the same redirect address, at the token endpoint.
   */
  | {
      readonly kind: 'granted';
      readonly appKey: string;
      readonly code: string;
      readonly redirectUri: string;
      readonly tokenEndpoint: string;
    }
  /** The user declined (error=access_denied). */
  | { readonly kind: 'denied'; readonly appKey: string }
  /** The authorization service refused, with its error code and description. */
  | { readonly kind: 'failed'; readonly appKey: string; readonly error: string; readonly description?: string }
  /** An answer that no request of this tab asked for (wrong or missing state): ignored, and said. */
  | { readonly kind: 'unexpected' };

/** The query parameters the authorization service answers with, if the address carries an answer. */
const ANSWER_PARAMS = ['code', 'error', 'error_description', 'state'] as const;

/** Where the service sends the user back: this page's address without its hash route (RFC 6749 forbids fragments). */
export const redirectUriOf = (href: string): string => {
  const url = new URL(href);
  url.hash = '';
  for (const name of ANSWER_PARAMS) url.searchParams.delete(name);
  return url.href;
};

export const authorizeUrl = (endpoint: string, request: PendingAuthorization, redirectUri: string): string => {
  const url = new URL(endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.appKey);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', request.state);
  return url.href;
};

/** True when the address (before its hash) carries an authorization answer. */
export const carriesAuthorizationAnswer = (href: string): boolean => {
  const query = new URL(href).searchParams;
  return query.has('state') && (query.has('code') || query.has('error'));
};

/** Reads the answer against the request this tab made; a state that does not match is never trusted. */
export const readAuthorizationAnswer = (
  href: string,
  pending: PendingAuthorization | undefined,
  tokenEndpoint: string,
): AuthorizationOutcome => {
  const query = new URL(href).searchParams;
  if (!pending || query.get('state') !== pending.state) return { kind: 'unexpected' };
  const code = query.get('code');
  const error = query.get('error');
  if (error === 'access_denied') return { kind: 'denied', appKey: pending.appKey };
  if (error || !code) {
    const description = query.get('error_description') ?? undefined;
    return { kind: 'failed', appKey: pending.appKey, error: error ?? 'invalid_response', ...(description ? { description } : {}) };
  }
  return { kind: 'granted', appKey: pending.appKey, code, redirectUri: redirectUriOf(href), tokenEndpoint };
};

/** The address without the answer, on the given hash route: the code must not stay in the address bar or history. */
export const withoutAuthorizationAnswer = (href: string, route: string): string => {
  const url = new URL(redirectUriOf(href));
  url.hash = route;
  return url.href;
};
