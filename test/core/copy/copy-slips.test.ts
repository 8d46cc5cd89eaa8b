import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../src/sandbox/store';
import { copySlips, stringsOf } from './copy-rules';

const LOCALES = join(__dirname, '../../../src/ui/i18n/locales');
const HANDLERS = join(__dirname, '../../../src/sandbox/handlers');

const filesUnder = (folder: string, ending: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path, ending) : name.endsWith(ending) ? [path] : [];
  });

const localeStrings = (locale: string) =>
  filesUnder(join(LOCALES, locale), '.json').flatMap((file) => stringsOf(JSON.parse(readFileSync(file, 'utf8')) as unknown, relative(LOCALES, file)));

describe('copy rules', () => {
  it('find each slip of the issue and pass the right copy', () => {
    expect(copySlips([['x', '切换团队成功!']])).toHaveLength(1);
    expect(copySlips([['x', '请检查：参数，然后重试？']])).toEqual([]);
    expect(copySlips([['x', '你的应用']])).toHaveLength(1);
    expect(copySlips([['x', 'Create a inbound order']])).toHaveLength(1);
    expect(copySlips([['x', 'Authorise the app']])).toHaveLength(1);
    expect(copySlips([['x', 'Create an inbound order, a user, a URL and a one-time token. Authorize the app.']])).toEqual([]);
    expect(copySlips([['x', 'map: a → b, c:d']])).toEqual([]);
    expect(copySlips([['x', 'You stopped this answer early~']])).toHaveLength(1);
    expect(copySlips([['x', '您提前终止了本次回答～']])).toHaveLength(1);
    expect(copySlips([['x', 'C:\\~user, ~/.ssh and 1~2']])).toEqual([]);
  });
});

describe('copy: the portal’s own strings and the sandbox’s texts have none of the slips', () => {
  it('zh-cn locale files', () => {
    expect(copySlips(localeStrings('zh-cn'))).toEqual([]);
  });

  it('en-us locale files', () => {
    expect(copySlips(localeStrings('en-us'))).toEqual([]);
  });

  it('the sandbox seed (documents, products, FAQ, assistant) in both languages', () => {
    expect(copySlips(stringsOf(CATALOGUE, 'CATALOGUE'))).toEqual([]);
  });

  it('the sandbox handlers’ messages', () => {
    const literals = filesUnder(HANDLERS, '.ts').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'/g)].map((match) => [relative(HANDLERS, file), match[1] ?? ''] as const),
    );
    expect(copySlips(literals)).toEqual([]);
  });
});
