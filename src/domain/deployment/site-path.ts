import type { Site } from './deployment';

/** The path a site lives under on its hosts: '' for the domestic site, `/us` for a regional one (its name). */
export const sitePathOf = (site: Site): string => (site === 'common' ? '' : `/${site}`);
