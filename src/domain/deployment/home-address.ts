import { teamReturnRoute } from '../user/team-choice';

/** The query keys that choose the deployment on local hosts (?variant=&env=&site=&accountType=&docs=; docs/configuration.md). */
export const DEPLOYMENT_QUERY_KEYS = { variant: 'variant', environment: 'env', site: 'site', accountType: 'accountType', docs: 'docs' } as const;

/**
 * The portal's home as seen from `href`: the same origin and path (an international site's /us or /eu prefix) and,
 * of the query, only the keys that choose the deployment, so a return address (after logout, after a team choice)
 * comes back to the same variant, environment and site on a local host. Anything else in the query is left out.
 */
export const homeAddress = (href: string): string => {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const key of Object.values(DEPLOYMENT_QUERY_KEYS)) {
    const value = url.searchParams.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}#/home`;
};

/**
 * A route of this portal (the part after '#', accepted by `teamReturnRoute`) as a full address seen from `href`:
 * the same origin, path and deployment query as `homeAddress`. Undefined for anything that is not such a route.
 * Callers still check the result against the allow-list before going there.
 */
export const portalRouteAddress = (href: string, route: unknown): string | undefined => {
  const accepted = teamReturnRoute(route);
  if (!accepted) return undefined;
  const home = homeAddress(href);
  return `${home.slice(0, home.indexOf('#'))}#${accepted}`;
};
