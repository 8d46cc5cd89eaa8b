import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceTexts } from './source-files';

/** Issue #17 item 5: every query key is built in a `*.queries.ts` factory, next to its feature, and nowhere else. */
const UI = join(__dirname, '../../../src/ui');


/** `file:line` of each inline query key (`queryKey:`) in a file that is not a `*.queries.ts` factory module. */
export const inlineQueryKeys = (files: readonly (readonly [path: string, text: string])[]): string[] =>
  files
    .filter(([path]) => !path.endsWith('.queries.ts'))
    .flatMap(([path, text]) => text.split('\n').flatMap((line, index) => (/\bqueryKey\s*:/.test(line) ? [`${path}:${index + 1}`] : [])));

describe('query keys live in *.queries.ts', () => {
  it('finds a planted inline key, and accepts it in a factory module', () => {
    const inline = "const doc = useQuery({ queryKey: ['apiDoc', id], queryFn });";
    expect(inlineQueryKeys([['src/ui/docs/x.page.tsx', `const a = 1;\n${inline}`]])).toEqual(['src/ui/docs/x.page.tsx:2']);
    expect(inlineQueryKeys([['src/ui/docs/x-queries.ts', inline]])).toEqual(['src/ui/docs/x-queries.ts:1']);
    expect(inlineQueryKeys([['src/ui/docs/x.queries.ts', inline]])).toEqual([]);
    expect(inlineQueryKeys([['src/ui/docs/x.page.tsx', 'useQuery(apiDocQuery(useCases, id))']])).toEqual([]);
  });

  it('src/ui has none outside them', () => {
    const files = sourceTexts(UI);
    expect(files.length).toBeGreaterThan(100);
    expect(inlineQueryKeys(files)).toEqual([]);
  });
});
