import i18next, { type TFunction } from 'i18next';
import { LOCALES, type Locale } from '../domain/deployment/deployment';

type Tree = { [key: string]: string | Tree };

/** Every locale file, eager and lazy areas alike: a published page may use any word of the app. */
const FILES = import.meta.glob<{ default: Tree }>('../ui/i18n/locales/*/**/*.json', { eager: true });

const areasOf = (locale: Locale): Tree =>
  Object.fromEntries(
    Object.entries(FILES)
      .filter(([path]) => path.includes(`/locales/${locale}/`))
      .map(([path, module]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, module.default]),
  );

/** The app's words in `locale`, as the app's i18next says them (same files, same interpolation). */
export const publishWords = (locale: Locale): TFunction => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    lowerCaseLng: true,
    resources: { [locale]: { translation: areasOf(locale) } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance.t;
};
