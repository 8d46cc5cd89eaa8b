import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const root = join(__dirname, '../../../src/ui/i18n/locales');
const LOCALES = ['zh-cn', 'en-us'] as const;
/** English values that may hold CJK characters: language names, which are shown in their own script. */
const CJK_ALLOWED_IN_ENGLISH = new Set(['简体中文']);
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Area files, eager ones (`chrome.json`) and lazily loaded ones (`lazy/solutions.json`). */
const areas = (locale: string) =>
  readdirSync(join(root, locale), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
const load = (locale: string, file: string): Tree => JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

describe('locale files', () => {
  it('both locales have the same area files', () => {
    expect(areas('en-us')).toEqual(areas('zh-cn'));
  });

  it.each(areas('zh-cn'))('%s has the same keys in zh-cn and en-us', (file) => {
    const [zh, en] = LOCALES.map((locale) => Object.keys(flatten(load(locale, file))).sort());
    expect(en).toEqual(zh);
  });

  it.each(areas('en-us'))('%s: en-us values contain no Chinese characters', (file) => {
    const offending = Object.entries(flatten(load('en-us', file))).filter(
      ([, value]) => CJK.test(value) && !CJK_ALLOWED_IN_ENGLISH.has(value),
    );
    expect(offending).toEqual([]);
  });

  it.each(areas('zh-cn'))('%s: no value is empty', (file) => {
    for (const locale of LOCALES) {
      const empty = Object.entries(flatten(load(locale, file))).filter(([, value]) => !value.trim());
      expect(empty, locale).toEqual([]);
    }
  });
});
