import type { Locale } from '../../domain/deployment/deployment';

type Tree = { [key: string]: string | Tree };

/*
 * Locale files: src/ui/i18n/locales/{locale}/{area}.json. Each file's keys live under its file name, so
 * `chrome.json`'s `header.docs` is `t('chrome.header.docs')`. Areas let several people add strings without
 * touching one shared file; test/ui/i18n-keys.test.ts checks both locales carry the same keys.
 */
const files = import.meta.glob<{ default: Tree }>('./locales/*/*.json', { eager: true });

export const resources: Record<Locale, Tree> = { 'zh-cn': {}, 'en-us': {} };

for (const [path, module] of Object.entries(files)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, locale, area] = match as unknown as [string, Locale, string];
  const tree = resources[locale];
  if (tree && area) tree[area] = module.default;
}
