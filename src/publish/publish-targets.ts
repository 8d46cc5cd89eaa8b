import { sitePathOf } from '../domain/deployment/site-path';
import { SITES, type Deployment, type DocsSource, type Environment, type Site, type Variant } from '../domain/deployment/deployment';
import type { HostTable } from '../domain/deployment/host-table';
import { resolveDeployment } from '../domain/deployment/resolve-deployment';
import { DEFAULT_GATEWAY_BASE_URL } from '../domain/signature/sign-settings';

/** One public site to publish: where its pages are read as (the deployment) and where they are served (origin, host). */
export interface PublishTarget {
  readonly site: Site;
  readonly deployment: Deployment;
  /** `https://open.example.com`: canonical addresses, alternates and sitemaps are absolute. */
  readonly origin: string;
  /** The folder of the snapshot that the host's server serves (one per host name). */
  readonly hostFolder: string;
}

/**
 * The sites of an environment to publish, from the host table, each as the app would resolve it: for the customer
 * portal (`external`) its host (the common site) and the international hosts (us, eu); for the staff portal
 * (`internal`, published only when asked: docs/publishing.md) its host. On `local` every customer site is served by one
 * origin (`npm run serve`), under its path prefix; the staff portal shares that origin there, so it has none of its own.
 * `docs` picks the deployments whose documentation comes from there: the lcp-rest ones (default), or the OpenAPI
 * deployments (hosts with `docs: 'openapi'`; on local, the one origin as `?docs=openapi` opens it).
 */
export const publishTargets = (table: HostTable, environment: Environment, localOrigin: string, variant: Variant = 'external', docs: DocsSource = 'lcp'): PublishTarget[] => {
  const hosts = table.hosts.filter((host) => host.environment === environment && (host.docs ?? 'lcp') === docs);
  if (variant === 'internal') {
    return hosts
      .filter((host) => host.variant === 'internal')
      .map((host) => ({ site: 'common', deployment: resolveDeployment(table, { hostname: host.host, pathname: '/' }), origin: `https://${host.host}`, hostFolder: host.host }));
  }
  if (environment === 'local') {
    const { hostname } = new URL(localOrigin);
    return SITES.map((site) => ({
      site,
      deployment: resolveDeployment(table, { hostname: 'localhost', pathname: `${sitePathOf(site)}/`, configured: { variant: 'external', environment: 'local', docs, ...(site === 'common' ? {} : { site }) } }),
      origin: localOrigin.replace(/\/+$/, ''),
      hostFolder: hostname,
    }));
  }
  return SITES.flatMap((site) => {
    const entry = hosts.find((host) => host.variant === 'external' && (host.site ?? 'common') === site);
    if (!entry) return [];
    const deployment = resolveDeployment(table, { hostname: entry.host, pathname: `${sitePathOf(site)}/` });
    return [{ site, deployment, origin: `https://${entry.host}`, hostFolder: entry.host }];
  });
};

/** The gateway's address an API's samples use where its document names none (as the app's samples do). */
export const gatewayOf = (table: HostTable, environment: Environment): string => table.environments[environment].gatewayOrigin ?? DEFAULT_GATEWAY_BASE_URL;
