/*
 * The same-origin proxy a deployment may turn on for Try it (docs/deployment.md "Try it's servers and proxy"): one
 * rule for the addresses, read by the nginx configuration the build writes and by the page that sends through it.
 */

/** How long Try it waits for an answer (as long as the API test console), through the proxy as well. */
export const SEND_TIMEOUT_S = 30;

/** Where the proxy is: at this path its list of origins (JSON), under it one place per origin it forwards to. */
export const TRY_IT_PROXY_ROOT = '/try-it-proxy/';
/**
 * A header every call through the proxy carries, which neither a link, a form nor a script element can: without it the
 * proxy refuses, so no page or other site can make the portal's origin show what an API answers.
 */
export const TRY_IT_PROXY_HEADER = 'x-try-it-proxy';
/** The call's cookies, which a page may not send as Cookie: the proxy sends them on as Cookie (and no other cookie). */
export const TRY_IT_COOKIE_HEADER = 'x-try-it-cookie';

/**
 * Headers the proxy adds to every answer it forwards (so that an answer navigated to is inert); the page leaves them
 * out of the answer it shows, which is the API's.
 */
export const PROXY_ANSWER_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['content-security-policy', "sandbox; default-src 'none'"],
  ['cache-control', 'no-store'],
];

/** An origin's place under the proxy: `https://api.example.com:8443` → `/try-it-proxy/https/api.example.com:8443`. */
export const proxyPlaceOf = (origin: string): string => {
  const url = new URL(origin);
  return `${TRY_IT_PROXY_ROOT}${url.protocol.slice(0, -1)}/${url.host}`;
};

/** The address a call to `url` takes through the proxy: its path and query under its origin's place. */
export const proxiedUrl = (url: string): string => {
  const target = new URL(url);
  return `${proxyPlaceOf(target.origin)}${target.pathname}${target.search}`;
};

/** The proxy's list as it answers it: `{ "origins": [...] }`, each an origin of http(s) as URL writes it. */
export const proxyListText = (origins: readonly string[]): string => JSON.stringify({ origins });

/** The origins of the proxy's answer; none when it is no such list (no proxy: a 204, a 404, the app's page). */
export const originsOfProxyList = (text: string): readonly string[] => {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return [];
  }
  const origins = typeof list === 'object' && list !== null && 'origins' in list ? list.origins : undefined;
  if (!Array.isArray(origins)) return [];
  return origins.filter((origin): origin is string => {
    if (typeof origin !== 'string') return false;
    try {
      const url = new URL(origin);
      return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:');
    } catch {
      return false;
    }
  });
};
