import type { Locale, Site } from '../domain/deployment/deployment';
import { REGIONAL_SITE_TABLE } from '../main/deployment/regional-sites.config';

/**
 * The `hreflang` of a site's pages in a language: the domestic site's Chinese is for China and its English for any
 * English reader; a regional site's are for its region (its row's `region`).
 */
export const hreflangOf = (site: Site, locale: Locale): string => {
  if (site === 'common') return locale === 'zh-cn' ? 'zh-CN' : 'en';
  return `${locale === 'zh-cn' ? 'zh-Hans' : 'en'}-${REGIONAL_SITE_TABLE[site].region}`;
};
