import type { DocsSource, Environment, RegionalSite, Variant } from './deployment';

/** One public host name of the portal and what it serves. */
export interface HostEntry {
  readonly host: string;
  readonly variant: Variant;
  readonly environment: Environment;
  /** An international (us/eu) host of the external variant. */
  readonly international?: boolean;
  /** A Europe host: international paths without a site prefix default to eu here. */
  readonly europe?: boolean;
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

/** A regional site offered by the site dropdown. */
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
 * Every host the portal may send a browser to: its own hosts, the regional sites and the login/logout
 * origins and the OAuth authorization of every environment. Redirect targets outside this list are refused.
 */
export const allowedRedirectHosts = (table: HostTable): ReadonlySet<string> => {
  const hosts = new Set<string>(table.localHosts);
  table.hosts.forEach((entry) => hosts.add(entry.host));
  Object.values(table.sites).forEach((sites) => sites.forEach((site) => hosts.add(site.host)));
  Object.values(table.environments).forEach((env) => {
    for (const origin of [env.ssoOrigin, env.identityOrigin, env.oauthOrigin]) {
      const host = hostOf(origin);
      if (host) hosts.add(host);
    }
  });
  return hosts;
};

const hostOf = (origin: string): string | undefined => {
  const match = /^https?:\/\/([^/:?#]+)/i.exec(origin);
  return match?.[1]?.toLowerCase();
};

// Stands in for the current host when none is known, so relative addresses can still be resolved.
const UNKNOWN_HOST = 'current-host.invalid';

/**
 * True when `url` is http(s) on an allowed host, or a relative address that stays on the current host.
 * Relative addresses are resolved as the browser will resolve them: `/\evil.com` and `//evil.com` (also with
 * tabs or newlines inside, which browsers drop) are judged by the host they really lead to.
 */
export const isAllowedRedirect = (table: HostTable, url: string, currentHost: string): boolean => {
  const current = currentHost.toLowerCase() || UNKNOWN_HOST;
  let parsed: URL;
  try {
    parsed = new URL(url, `http://${current}`);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase();
  return host === current || allowedRedirectHosts(table).has(host);
};
