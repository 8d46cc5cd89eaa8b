import type { DocsSource, Environment, RegionalSite, Variant } from './deployment';

/** One public host name of the portal and what it serves. */
export interface HostEntry {
  readonly host: string;
  readonly variant: Variant;
  readonly environment: Environment;
  /**
   * An international host of the external variant: the regional site its addresses without a site prefix open (it
   * serves every regional site under its prefix). Derived from the regional sites' table (`regionalHostEntries`).
   */
  readonly site?: RegionalSite;
  /** Where its documentation comes from (default lcp-rest). */
  readonly docs?: DocsSource;
}

/** Login, logout and cookie settings of one environment. */
export interface EnvironmentEndpoints {
  /** Origin of the staff single sign-on (internal variant) login and logout pages. */
  readonly ssoOrigin: string;
  /** Parent domain the internal token cookie is set on. */
  readonly cookieDomain: string;
  /** Origin of the customer identity service (external variant). */
  readonly identityOrigin: string;
  /** Origin of the gateway's OAuth authorization, where an app key is authorized for the user (the /oauth page). */
  readonly oauthOrigin: string;
  /** Origin of the file storage that serves SDK downloads (`<fileOrigin>/<file key>`). */
  readonly fileOrigin: string;
  /** The open platform gateway's address, the signature tool's default base URL; absent: an example.com address. */
  readonly gatewayOrigin?: string;
}

/** A regional site offered by the site dropdown (derived from the regional sites' table: `siteChoices`). */
export interface SiteEntry {
  readonly host: string;
  /** i18n key of the label shown in the dropdown. */
  readonly label: string;
  readonly serverRoom: RegionalSite;
}

export interface HostTable {
  readonly hosts: readonly HostEntry[];
  readonly environments: Readonly<Record<Environment, EnvironmentEndpoints>>;
  readonly sites: Readonly<Record<Environment, readonly SiteEntry[]>>;
  /** Hosts that count as local development: the deployment then comes from configuration. */
  readonly localHosts: readonly string[];
}

export const findHost = (table: HostTable, hostname: string): HostEntry | undefined =>
  table.hosts.find((entry) => entry.host === hostname.toLowerCase());

/**
 * Every origin (scheme, host and port) the portal may send a browser to: its own hosts and the regional sites over
 * the scheme the page is served with, and the login, logout and OAuth origins of every environment as configured.
 */
export const allowedRedirectOrigins = (table: HostTable, protocol: string): ReadonlySet<string> => {
  const origins = new Set<string>();
  // A local development host is never a target but as the page's own origin (its port is the dev server's).
  const addHost = (host: string) => {
    if (!table.localHosts.includes(host)) origins.add(`${protocol}//${host}`);
  };
  table.hosts.forEach((entry) => addHost(entry.host));
  Object.values(table.sites).forEach((sites) => sites.forEach((site) => addHost(site.host)));
  Object.values(table.environments).forEach((env) => {
    for (const origin of [env.ssoOrigin, env.identityOrigin, env.oauthOrigin]) {
      const parsed = parseUrl(origin);
      if (parsed && isWeb(parsed)) origins.add(parsed.origin);
    }
  });
  return origins;
};

const parseUrl = (url: string, base?: string): URL | undefined => {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
};

const isWeb = (url: URL): boolean => url.protocol === 'https:' || url.protocol === 'http:';

// Stands in for the page when its origin is not known, so relative addresses can still be resolved.
const UNKNOWN_PAGE = 'http://current-host.invalid';

/**
 * True when `url` leads to the page's own origin or an allowed one (`allowedRedirectOrigins`), judged by the origin
 * it really leads to, resolved as the browser will resolve it (`/\evil.com`, `//evil.com`, tabs or newlines inside).
 * Refused besides: an address with user-info (`https://user:pass@host/`), another port of an allowed host, and a
 * downgrade from a page served over https to http. On a local host only the page's own origin passes.
 */
export const isAllowedRedirect = (table: HostTable, url: string, pageOrigin: string): boolean => {
  const page = parseUrl(pageOrigin) ?? new URL(UNKNOWN_PAGE);
  const target = parseUrl(url, page.href);
  if (!target || !isWeb(target) || target.username || target.password) return false;
  if (page.protocol === 'https:' && target.protocol === 'http:') return false;
  return target.origin === page.origin || allowedRedirectOrigins(table, page.protocol).has(target.origin);
};
