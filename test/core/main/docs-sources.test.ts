import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsSourceModules, projectFiles } from '../../../build/early-chunks.vite-plugin';
import { DOCS_SOURCES, LOCALES } from '../../../src/domain/deployment/deployment';
import { DOCS_SOURCE_PLUGINS, type DocsSourcePlugin } from '../../../src/main/container/docs-sources/docs-sources';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('docs source plug-ins', () => {
  it.each(DOCS_SOURCES)('%s: the module it loads is the one the start-up preloads are found from', async (source) => {
    const [moduleFile = ''] = docsSourceModules(source, projectFiles(ROOT));
    const exported = Object.values((await import(/* @vite-ignore */ path.join(ROOT, `${moduleFile}.ts`))) as Record<string, unknown>);
    expect(exported).toContain(await DOCS_SOURCE_PLUGINS[source].module());
  });

  it.each(DOCS_SOURCES)('%s: its locale areas are in both languages', (source) => {
    for (const area of DOCS_SOURCE_PLUGINS[source].localeAreas) {
      for (const locale of LOCALES) expect(existsSync(path.join(ROOT, `src/ui/i18n/locales/${locale}/lazy/${area}.json`)), `${locale} ${area}`).toBe(true);
    }
  });

  it('refuses, at the type check, a source that does not decide every docs feature', () => {
    const module = DOCS_SOURCE_PLUGINS.lcp.module;
    // @ts-expect-error: a new source with no features of its own does not inherit lcp's words and gateway tools.
    const silent: DocsSourcePlugin = { module, features: {}, localeAreas: [] };
    // @ts-expect-error: nor with half of them.
    const half: DocsSourcePlugin = { module, features: { docsTerms: 'lcp' }, localeAreas: [] };
    expect([silent, half].map((plugin) => Object.keys(plugin.features).length)).toEqual([0, 1]);
  });
});
