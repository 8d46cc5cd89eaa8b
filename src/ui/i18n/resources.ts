import type { i18n } from 'i18next';
import type { Locale } from '../../domain/deployment/deployment';

type Tree = { [key: string]: string | Tree };

/*
 * Locale files: src/ui/i18n/locales/{locale}/{area}.json. Each file's keys live under its file name, so
 * `chrome.json`'s `header.docs` is `t('chrome.header.docs')`. Areas let several people add strings without
 * touching one shared file; test/ui/i18n/locale-parity.test.ts checks both locales carry the same keys.
 *
 * Areas under `locales/{locale}/lazy/` are not in the entry bundle: a page that needs one names it in `lazyPage`,
 * and the area (both locales, so switching language needs no further load) arrives with the page's chunk.
 */
const files = import.meta.glob<{ default: Tree }>('./locales/*/*.json', { eager: true });
const lazyFiles = import.meta.glob<{ default: Tree }>('./locales/*/lazy/*.json');

export const resources: Record<Locale, Tree> = { 'zh-cn': {}, 'en-us': {} };

const LOCALE_FILE = /\.\/locales\/([^/]+)\/(?:lazy\/)?([^/]+)\.json$/;

for (const [path, module] of Object.entries(files)) {
  const match = LOCALE_FILE.exec(path);
  if (!match) continue;
  const [, locale, area] = match as unknown as [string, Locale, string];
  const tree = resources[locale];
  if (tree && area) tree[area] = module.default;
}

/** The i18next instances to give a lazily loaded area to (weakly held: tests make one per render). */
const instances = new Set<WeakRef<i18n>>();

export const registerI18nInstance = (instance: i18n): void => {
  instances.add(new WeakRef(instance));
};

const addToInstances = (locale: Locale, area: string, tree: Tree) => {
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) instance.addResourceBundle(locale, 'translation', { [area]: tree }, true, true);
    else instances.delete(ref);
  }
};

const loading = new Map<string, Promise<void>>();

const loadArea = (area: string): Promise<void> => {
  const known = loading.get(area);
  if (known) return known;
  const entries = Object.entries(lazyFiles).flatMap(([path, load]) => {
    const match = LOCALE_FILE.exec(path);
    return match && match[2] === area ? [{ locale: match[1] as Locale, load }] : [];
  });
  if (entries.length === 0) return Promise.reject(new Error(`unknown locale area: ${area}`));
  const promise = Promise.all(
    entries.map(async ({ locale, load }) => {
      const tree = (await load()).default;
      resources[locale][area] = tree;
      addToInstances(locale, area, tree);
    }),
  ).then(() => undefined);
  // A failed load (a chunk gone after a deployment) may be retried.
  promise.catch(() => loading.delete(area));
  loading.set(area, promise);
  return promise;
};

/** Loads lazily kept locale areas (names of files under `locales/{locale}/lazy/`). */
export const loadLocaleAreas = (areas: readonly string[]): Promise<void> =>
  Promise.all(areas.map(loadArea)).then(() => undefined);

/** Every lazily kept area: for tests, which render pages without their route's loader. */
export const lazyLocaleAreas = (): string[] =>
  [...new Set(Object.keys(lazyFiles).flatMap((path) => LOCALE_FILE.exec(path)?.[2] ?? []))].sort();
