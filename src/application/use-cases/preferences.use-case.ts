import type { IO } from 'fp-ts/IO';
import { decide } from '../../domain/deployment/decide';
import { isLocale, type Deployment, type Locale, type RegionalSite } from '../../domain/deployment/deployment';
import type { SiteEntry } from '../../domain/deployment/host-table';
import { resolveLocale } from '../../domain/deployment/resolve-deployment';
import { isThemeChoice, parseThemeChoice, type ThemeChoice } from '../../domain/theme/theme';
import type { BrowserLocation } from '../ports/browser.port';
import type { KeyValueStore } from '../ports/storage.port';
import { LOCALE_KEY, SITE_KEY, THEME_KEY } from '../session/storage-keys';

export const makeGetLocale = (deps: { local: KeyValueStore; deployment: Deployment }): IO<Locale> => () =>
  resolveLocale(deps.local.get(LOCALE_KEY), deps.deployment);

/** Remembers the language; the caller switches the view's language. */
export const makeSetLocale = (deps: { local: KeyValueStore }) => (locale: Locale): IO<void> => () => {
  if (isLocale(locale)) deps.local.set(LOCALE_KEY, locale);
};

export const makeGetThemeChoice = (deps: { local: KeyValueStore }): IO<ThemeChoice> => () => parseThemeChoice(deps.local.get(THEME_KEY));

/** Remembers the theme chosen; following the system is the default, so that choice leaves nothing behind. */
export const makeSetThemeChoice = (deps: { local: KeyValueStore }) => (choice: ThemeChoice): IO<void> => () => {
  if (choice === 'system') deps.local.remove(THEME_KEY);
  else if (isThemeChoice(choice)) deps.local.set(THEME_KEY, choice);
};

/**
 * Goes to the chosen regional site and remembers it. Local hosts switch by path prefix on the same host;
 * other hosts go to the site's host, if it is on the allow-list.
 */
export const makeChooseSite =
  (deps: {
    local: KeyValueStore;
    location: BrowserLocation;
    /** 'page': the sites share the page's origin, by path prefix (a local host); 'siteHost': each is on its own host. */
    siteOrigin: 'page' | 'siteHost';
    sites: readonly SiteEntry[];
    isAllowedRedirect: (url: string) => boolean;
  }) =>
  (site: RegionalSite): IO<boolean> =>
  () => {
    const entry = deps.sites.find((candidate) => candidate.serverRoom === site);
    if (!entry) return false;
    const current = new URL(deps.location.href());
    const origin = decide(deps.siteOrigin, { page: current.origin, siteHost: `${current.protocol}//${entry.host}` });
    const params = new URLSearchParams(current.search);
    params.delete('site');
    const query = params.toString();
    const target = `${origin}/${site}/${query ? `?${query}` : ''}${current.hash || '#/home'}`;
    if (!deps.isAllowedRedirect(target)) return false;
    deps.local.set(SITE_KEY, site);
    deps.location.assign(target);
    return true;
  };
