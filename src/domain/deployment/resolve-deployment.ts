import {
  DEFAULT_SITE,
  isRegionalSite,
  REGIONAL_SITES,
  type AccountType,
  type Deployment,
  type DocsSource,
  type Environment,
  type Locale,
  type RegionalSite,
  type Site,
  type Variant,
} from './deployment.ts';
import { findHost, type HostTable } from './host-table.ts';
import { defaultLocaleOf } from './site-path.ts';

/** What a local host (localhost, 127.0.0.1) takes from configuration or the query string. */
export interface LocalOverride {
  readonly variant?: Variant;
  readonly environment?: Environment;
  readonly site?: Site;
  readonly accountType?: AccountType;
  readonly docs?: DocsSource;
}

export interface DeploymentInput {
  readonly hostname: string;
  readonly pathname: string;
  readonly storedSite?: string | null;
  /** From build/start configuration (env vars). */
  readonly configured?: LocalOverride;
  /** From the page's query string; wins over configuration on local hosts. */
  readonly query?: LocalOverride;
}

/** The regional sites' path prefix (/us, /eu); the start-up preload script uses it too (build/early-chunks). */
export const PREFIX_PATTERN = new RegExp(`^/(${REGIONAL_SITES.join('|')})(?=/|$)`);
const CONSOLE_PREFIX = /^\/intl-admin(?=\/|$)/;

/** The regional site named by the path prefix (/us or /eu), if any. */
export const siteFromPath = (pathname: string): RegionalSite | undefined => {
  const match = PREFIX_PATTERN.exec(pathname);
  return match?.[1] as RegionalSite | undefined;
};

/**
 * Site path prefix rule of international sites: a path that carries no prefix (/us, /eu, or the console's
 * /intl-admin) gets one from the stored site, else the host's own site (eu on a Europe host), else us. Returns the
 * path to go to, or undefined when the current path is already prefixed.
 */
export const prefixedPath = (
  pathname: string,
  storedSite: string | null | undefined,
  hostSite: RegionalSite = DEFAULT_SITE,
): string | undefined => {
  if (PREFIX_PATTERN.test(pathname) || CONSOLE_PREFIX.test(pathname)) return undefined;
  const site: RegionalSite = isRegionalSite(storedSite) ? storedSite : hostSite;
  return `/${site}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
};

/** The account type each variant's users sign in with, unless configured. */
const DEFAULT_ACCOUNT_TYPE: Readonly<Record<Variant, AccountType>> = { internal: 'erp', external: 'idaas' };
const defaultAccountType = (variant: Variant): AccountType => DEFAULT_ACCOUNT_TYPE[variant];

/** Resolves the deployment from the host name (and on local hosts from configuration and the query). */
export const resolveDeployment = (table: HostTable, input: DeploymentInput): Deployment => {
  const hostname = input.hostname.toLowerCase();
  const entry = findHost(table, hostname);
  if (entry) {
    const hostSite = entry.variant === 'external' ? entry.site : undefined;
    const site: Site = hostSite
      ? (siteFromPath(input.pathname) ?? (isRegionalSite(input.storedSite) ? input.storedSite : hostSite))
      : 'common';
    return {
      variant: entry.variant,
      environment: entry.environment,
      site,
      host: hostname,
      accountType: defaultAccountType(entry.variant),
      docs: entry.docs ?? 'lcp',
    };
  }
  // Local hosts and unknown hosts: configuration decides, and on local hosts the query string too (one server can
  // then show every variant); default external/local/common. A real host never takes its variant from the address.
  const local = table.localHosts.includes(hostname);
  const chosen = { ...input.configured, ...(local ? definedOnly(input.query ?? {}) : {}) };
  const variant = chosen.variant ?? 'external';
  const pathSite = variant === 'external' ? siteFromPath(input.pathname) : undefined;
  const site: Site = variant === 'external' ? (pathSite ?? chosen.site ?? 'common') : 'common';
  return {
    variant,
    environment: chosen.environment ?? 'local',
    site,
    host: hostname,
    accountType: chosen.accountType ?? defaultAccountType(variant),
    docs: chosen.docs ?? 'lcp',
  };
};

const definedOnly = (override: LocalOverride): LocalOverride =>
  Object.fromEntries(Object.entries(override).filter(([, value]) => value !== undefined));

/** Stored choice first; otherwise the default zh-cn, except international sites, which default to en-us. */
export const resolveLocale = (stored: string | null | undefined, deployment: Deployment): Locale => {
  if (stored === 'zh-cn' || stored === 'en-us') return stored;
  return defaultLocaleOf(deployment.site);
};
