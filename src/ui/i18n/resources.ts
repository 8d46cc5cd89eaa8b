import type { i18n } from 'i18next';
import { loadOnce, type LoadOnce } from '../../application/concurrency/load-once';
import type { Locale } from '../../domain/deployment/deployment';
import { localeFileOf, type Tree } from './locale-tree';

/*
 * Locale files: src/ui/i18n/locales/{locale}/{area}.json. Each file's keys live under its file name, so
 * `chrome.json`'s `header.docs` is `t('chrome.header.docs')`. Areas let several people add strings without
 * touching one shared file; test/ui/i18n/locale-parity.test.ts checks both locales carry the same keys.
 *
 * The areas directly under `locales/{locale}/` arrive as one chunk per locale (bundles/{locale}.ts), the language
 * in use before the first render (`loadLocale`), the other one when the reader switches to it.
 *
 * Areas under `locales/{locale}/lazy/` arrive with the pages that need them: a page names them in `lazyPage`, and
 * the area (both locales, so switching language needs no further load) arrives with the page's chunk.
 */
const lazyFiles = import.meta.glob<{ default: Tree }>('./locales/*/lazy/*.json');

const bundles: Readonly<Record<Locale, () => Promise<{ default: Record<string, Tree> }>>> = {
  'zh-cn': () => import('./bundles/zh-cn'),
  'en-us': () => import('./bundles/en-us'),
};

export const resources: Record<Locale, Tree> = { 'zh-cn': {}, 'en-us': {} };

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

const loads = new Map<string, LoadOnce<void>>();

/**
 * Each bundle or area through the portal's one load rule (`loadOnce`): loaded once and shared; a failed or timed-out
 * load (a chunk gone after a deployment) is a ChunkLoadError, tried again by the next call.
 */
const once = (key: string, load: () => Promise<void>): Promise<void> => {
  let known = loads.get(key);
  if (!known) {
    known = loadOnce(load);
    loads.set(key, known);
  }
  return known.load();
};

/** The strings of `locale` the whole app uses (every area not kept lazily), for every i18next instance. */
export const loadLocale = (locale: Locale): Promise<void> =>
  once(`locale:${locale}`, async () => {
    const areas = (await bundles[locale]()).default;
    for (const [area, tree] of Object.entries(areas)) {
      resources[locale][area] = tree;
      addToInstances(locale, area, tree);
    }
  });

const loadArea = (area: string): Promise<void> =>
  once(`area:${area}`, () => {
    const entries = Object.entries(lazyFiles).flatMap(([path, load]) => {
      const file = localeFileOf(path);
      return file && file[1] === area ? [{ locale: file[0] as Locale, load }] : [];
    });
    if (entries.length === 0) return Promise.reject(new Error(`unknown locale area: ${area}`));
    return Promise.all(
      entries.map(async ({ locale, load }) => {
        const tree = (await load()).default;
        resources[locale][area] = tree;
        addToInstances(locale, area, tree);
      }),
    ).then(() => undefined);
  });

/** Loads lazily kept locale areas (names of files under `locales/{locale}/lazy/`). */
export const loadLocaleAreas = (areas: readonly string[]): Promise<void> =>
  Promise.all(areas.map(loadArea)).then(() => undefined);

/** Every lazily kept area: for tests, which render pages without their route's loader. */
export const lazyLocaleAreas = (): string[] =>
  [...new Set(Object.keys(lazyFiles).flatMap((path) => localeFileOf(path)?.[1] ?? []))].sort();
