import {
  PROXY_ANSWER_HEADERS,
  proxyListText,
  proxyPlaceOf,
  SEND_TIMEOUT_S,
  TRY_IT_COOKIE_HEADER,
  TRY_IT_PROXY_HEADER,
  TRY_IT_PROXY_ROOT,
} from '../../src/domain/http-call/try-it-proxy.ts';
import { indent } from './nginx-lines.ts';

/** The portal's own headers of a location, with its Cache-Control. */
type HeaderLines = (cacheControl: string) => string[];

export interface TryItProxyOptions {
  /** The DNS server nginx asks for the servers' addresses (`resolver`): a name in a variable is resolved per call. */
  readonly resolver: string;
  /** The certificate authorities the servers' TLS certificates are checked against. */
  readonly trustedCertificate: string;
}

export interface TryItOptions {
  /** The origins of the servers of the deployment's OpenAPI documents, and any named beside them: connect-src allows them. */
  readonly origins: readonly string[];
  /** When set, the proxy is on: the portal forwards Try it's calls to these origins, and to no other. */
  readonly proxy?: TryItProxyOptions;
}

/** Debian's (and the official nginx image's) bundle of certificate authorities. */
export const SYSTEM_CERTIFICATE_AUTHORITIES = '/etc/ssl/certs/ca-certificates.crt';

const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const variableOf = (header: string) => `$http_${header.replace(/-/g, '_')}`;

/**
 * Headers an API's answer may not set on the portal's origin through the proxy: its cookies, its wiping of the
 * portal's data, its HSTS. The answer is only read by the page's fetch; navigated to, it would be sandboxed anyway.
 */
const HIDDEN_ANSWER_HEADERS = ['Set-Cookie', 'Clear-Site-Data', 'Strict-Transport-Security'] as const;

/** The variable the proxy's map writes: the whole address a call goes to, or '' (refused). */
const TARGET = '$try_it_target';

/**
 * The allow-list, as an nginx map from the address as the page sent it ($request_uri: not decoded, so the path and query
 * reach the server as written) to the server's address; anything else maps to ''. Goes before the `server` block.
 */
export const tryItMap = (origins: readonly string[]): string[] => [
  `map $request_uri ${TARGET} {`,
  ...indent([...origins.map((origin) => `"~^${regexLiteral(proxyPlaceOf(origin))}(?<try_it_rest>/.*)$" "${origin}$try_it_rest";`), 'default "";'], 1),
  '}',
];

/**
 * Try it's proxy (docs/deployment.md "Try it's servers and proxy"): at its root the list of origins it forwards to;
 * under it, a call that carries Try it's header and whose address the map allows goes to that server, any other is
 * refused. An allow-list written from the documents: never an open proxy.
 */
export const tryItLocations = (origins: readonly string[], proxy: TryItProxyOptions, headerLines: HeaderLines): string[] => [
  "# Try it's proxy: its list of servers, and the calls to them (the map above says which addresses go where).",
  `location = ${TRY_IT_PROXY_ROOT} {`,
  ...indent(['default_type application/json;', ...headerLines('no-cache'), `return 200 '${proxyListText(origins)}';`], 1),
  '}',
  `location ^~ ${TRY_IT_PROXY_ROOT} {`,
  ...indent(
    [
      `if (${variableOf(TRY_IT_PROXY_HEADER)} != "1") { return 403; }`,
      `if (${TARGET} = "") { return 403; }`,
      `resolver ${proxy.resolver} valid=300s;`,
      'resolver_timeout 5s;',
      `proxy_pass ${TARGET};`,
      'proxy_http_version 1.1;',
      // The call's own cookies (a page may not send Cookie) and none of the portal's; nothing says where it came from.
      `proxy_set_header Cookie ${variableOf(TRY_IT_COOKIE_HEADER)};`,
      `proxy_set_header ${TRY_IT_COOKIE_HEADER} "";`,
      `proxy_set_header ${TRY_IT_PROXY_HEADER} "";`,
      'proxy_set_header Origin "";',
      'proxy_set_header Referer "";',
      'proxy_ssl_server_name on;',
      'proxy_ssl_verify on;',
      `proxy_ssl_trusted_certificate ${proxy.trustedCertificate};`,
      'proxy_ssl_verify_depth 4;',
      'proxy_connect_timeout 5s;',
      `proxy_send_timeout ${String(SEND_TIMEOUT_S)}s;`,
      `proxy_read_timeout ${String(SEND_TIMEOUT_S)}s;`,
      'client_max_body_size 20m;',
      ...HIDDEN_ANSWER_HEADERS.map((header) => `proxy_hide_header ${header};`),
      ...PROXY_ANSWER_HEADERS.map(([name, value]) => `add_header ${name} "${value}" always;`),
    ],
    1,
  ),
  '}',
];
