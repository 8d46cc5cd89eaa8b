import { ACCOUNT_TYPES, DOCS_SOURCES, ENVIRONMENTS, SITES, VARIANTS, type Deployment } from '../../domain/deployment/deployment';
import type { HostTable } from '../../domain/deployment/host-table';
import { findHost } from '../../domain/deployment/host-table';
import { DEPLOYMENT_QUERY_KEYS as QUERY_KEYS } from '../../domain/deployment/home-address';
import { prefixedPath, resolveDeployment, type LocalOverride } from '../../domain/deployment/resolve-deployment';

/** Reads ?variant=&env=&site=&accountType=&docs= (honoured on local hosts only). */
export const queryOverride = (search: string): LocalOverride => {
  const params = new URLSearchParams(search);
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | undefined => {
    const value = params.get(key);
    return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  };
  return {
    variant: pick(QUERY_KEYS.variant, VARIANTS),
    environment: pick(QUERY_KEYS.environment, ENVIRONMENTS),
    site: pick(QUERY_KEYS.site, SITES),
    accountType: pick(QUERY_KEYS.accountType, ACCOUNT_TYPES),
    docs: pick(QUERY_KEYS.docs, DOCS_SOURCES),
  };
};

export interface DetectedDeployment {
  readonly deployment: Deployment;
  /** Set when the international site prefix rule wants another address: go there before rendering. */
  readonly redirectTo?: string;
}

/** Resolves the deployment for this page load, and the prefix redirect of international sites. */
export const detectDeployment = (
  table: HostTable,
  location: Pick<Location, 'hostname' | 'pathname' | 'search' | 'hash'>,
  storedSite: string | null,
  configured: LocalOverride,
): DetectedDeployment => {
  const query = queryOverride(location.search);
  const deployment = resolveDeployment(table, {
    hostname: location.hostname,
    pathname: location.pathname,
    storedSite,
    configured,
    query,
  });
  if (deployment.site === 'common') return { deployment };
  const host = findHost(table, location.hostname);
  const path = host ? prefixedPath(location.pathname, storedSite, host.site) : prefixedPath(location.pathname, deployment.site);
  return path ? { deployment, redirectTo: `${path}${location.search}${location.hash}` } : { deployment };
};
