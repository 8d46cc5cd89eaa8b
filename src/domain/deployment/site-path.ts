import { DEFAULT_LOCALE, type Locale, type Site } from './deployment';

/** The path a site lives under on its hosts: '' for the domestic site, `/us` for a regional one (its name). */
export const sitePathOf = (site: Site): string => (site === 'common' ? '' : `/${site}`);

/** The language a site opens in when the reader chose none: Chinese on the domestic site, English abroad. */
export const defaultLocaleOf = (site: Site): Locale => (site === 'common' ? DEFAULT_LOCALE : 'en-us');
