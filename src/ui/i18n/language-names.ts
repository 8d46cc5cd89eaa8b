import type { Locale } from '../../domain/deployment/deployment';

/**
 * Each language's own name, shown the same in every interface language (a language is listed in itself so its
 * readers find it); not translated, so it lives outside the locale files.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  'zh-cn': '简体中文',
  'en-us': 'English',
};

/** BCP 47 tag of a locale, for the html lang attribute. */
export const htmlLang = (locale: Locale): string => (locale === 'zh-cn' ? 'zh-CN' : 'en-US');
