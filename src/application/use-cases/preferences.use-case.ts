import { isLocale, type Deployment, type Locale, type RegionalSite } from '../../domain/deployment/deployment.ts';
import type { SiteEntry } from '../../domain/deployment/host-table';
import { resolveLocale } from '../../domain/deployment/resolve-deployment.ts';
import type { BrowserLocation } from '../ports/browser.port';
import type { KeyValueStore } from '../ports/storage.port';

export const LOCALE_KEY = 'lcp.locale';
export const SITE_KEY = 'lcp.site';

export const makeGetLocale = (deps: { local: KeyValueStore; deployment: Deployment }) => (): Locale =>
  resolveLocale(deps.local.get(LOCALE_KEY), deps.deployment);

/** Remembers the language; the caller switches the view's language. */
export const makeSetLocale = (deps: { local: KeyValueStore }) => (locale: Locale): void => {
  if (isLocale(locale)) deps.local.set(LOCALE_KEY, locale);
};

/**
 * Goes to the chosen regional site and remembers it. Local hosts switch by path prefix on the same host;
 * other hosts go to the site's host, if it is on the allow-list.
 */
export const makeChooseSite =
  (deps: {
    local: KeyValueStore;
    location: BrowserLocation;
    deployment: Deployment;
    sites: readonly SiteEntry[];
    isAllowedRedirect: (url: string) => boolean;
  }) =>
  (site: RegionalSite): boolean => {
    const entry = deps.sites.find((candidate) => candidate.serverRoom === site);
    if (!entry) return false;
    const current = new URL(deps.location.href());
    const origin = deps.deployment.environment === 'local' ? current.origin : `${current.protocol}//${entry.host}`;
    const params = new URLSearchParams(current.search);
    params.delete('site');
    const query = params.toString();
    const target = `${origin}/${site}/${query ? `?${query}` : ''}${current.hash || '#/home'}`;
    if (!deps.isAllowedRedirect(target)) return false;
    deps.local.set(SITE_KEY, site);
    deps.location.assign(target);
    return true;
  };
