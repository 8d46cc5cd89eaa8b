/**
 * The sandbox answers in the language of the request's `locale` header, as the localized backend does: every text of
 * the seed is written in both languages and each answer carries one of them only.
 */
export type SeedLanguage = 'zh' | 'en';

/** One value per language. */
export type ByLanguage<T> = Readonly<Record<SeedLanguage, T>>;

/** The seed value built once per language. */
export const inBothLanguages = <T>(build: (language: SeedLanguage) => T): ByLanguage<T> => ({ zh: build('zh'), en: build('en') });

/** The text of `language`. */
export const say = (language: SeedLanguage, zh: string, en: string): string => (language === 'en' ? en : zh);
