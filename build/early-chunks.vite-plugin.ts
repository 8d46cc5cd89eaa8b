import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { LOCALE_KEY } from '../src/application/session/storage-keys.ts';
import { LOCALES, type Deployment, type Locale } from '../src/domain/deployment/deployment.ts';
import { PREFIX_PATTERN, resolveLocale } from '../src/domain/deployment/resolve-deployment.ts';
import { API_DOC_PATH, DEVELOPER_TOOL_PATH, HOME_PATH, hashPattern, OPEN_BUSINESS_PATH } from '../src/ui/routes/route-paths.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/*
 * Start-up needs files the entry only asks for once it has been downloaded and run: the deployment's profile, the
 * strings of the reader's language and the current page's code. Each was a round trip after the entry (on a phone on
 * a slow network, hundreds of milliseconds before the first paint). An inline script in index.html asks for them as
 * module preloads beside the entry instead:
 * - both profiles (half a KB each: cheaper than deciding which one here);
 * - the language the portal will choose: the answers of the app's own `resolveLocale` (localeTable), by the stored
 *   choice (LOCALE_KEY) and the international sites' path prefix (PREFIX_PATTERN; a host of those sites always has
 *   one);
 * - for the pages most often opened first (EARLY_PAGES), the page's chunks and the chunks they import.
 * A wrong guess costs a download, never correctness: the portal loads what it needs as before.
 * A Content-Security-Policy without 'unsafe-inline' must list the script's hash: the build writes it to
 * dist/inline-script.csp.txt (docs/configuration.md).
 */

/** Hash addresses whose page code is preloaded (made from the routes' own paths), and the modules that page starts with. */
export const EARLY_PAGES: readonly { readonly hash: RegExp; readonly modules: readonly string[] }[] = [
  {
    // The bare address ('', '#', '#/') is home too: the router redirects it there.
    hash: new RegExp(`^(#/?([?#].*)?)?$|${hashPattern(`/${HOME_PATH}`).source}`),
    modules: ['/src/ui/pages/home/home.page.tsx'],
  },
  {
    hash: hashPattern(`/${OPEN_BUSINESS_PATH}/${API_DOC_PATH}`),
    modules: [
      '/src/ui/layouts/open-business.layout.tsx',
      '/src/ui/docs/api-doc/api-doc.page.tsx',
      '/src/infrastructure/rich-text/sanitizer.adapter.ts',
      // The document adapter, loaded with the first document (lcp-docs.module.ts): beside the entry, not after it.
      '/src/infrastructure/gateways/http-doc.gateway.ts',
    ],
  },
  {
    hash: hashPattern(`/${OPEN_BUSINESS_PATH}/${DEVELOPER_TOOL_PATH}`, { toolName: 'sign' }),
    modules: [
      '/src/ui/layouts/open-business.layout.tsx',
      '/src/ui/tools/open-business-tools.page.tsx',
      '/src/ui/tools/sign/sign-tool.page.tsx',
      // The tools' strings (both languages come with the page) and the signing code, loaded on the first render.
      '/src/ui/i18n/locales/zh-cn/lazy/tools.json',
      '/src/ui/i18n/locales/en-us/lazy/tools.json',
      '/src/application/use-cases/sign-request.use-case.ts',
      '/src/infrastructure/crypto/digest.adapter.ts',
    ],
  },
];

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

/**
 * The chunks holding `modules` and every chunk they import statically, but not the entry's (already loading) nor
 * the ones it imports. A module of no chunk is an error: the table above names a file that moved.
 */
export const chunksFor = (bundle: OutputBundle, modules: readonly string[]): string[] => {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = new Set<string>();
  const addEntry = (fileName: string) => {
    if (entry.has(fileName)) return;
    entry.add(fileName);
    byFile.get(fileName)?.imports.forEach(addEntry);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => addEntry(chunk.fileName));
  const found = new Set<string>();
  const add = (fileName: string) => {
    if (found.has(fileName) || entry.has(fileName)) return;
    found.add(fileName);
    byFile.get(fileName)?.imports.forEach(add);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`early-chunks: no chunk holds ${module}`);
    add(chunk.fileName);
  }
  return [...found];
};

/**
 * The language the portal will choose, by stored choice (a locale, or '' for none or anything else) and whether the
 * path carries an international site's prefix: the app's own `resolveLocale`, run here for every case, so the script
 * holds its answers and not a second copy of the rule.
 */
export const localeTable = (): Record<string, Locale> =>
  Object.fromEntries(
    [...LOCALES, ''].flatMap((stored) =>
      [true, false].map((international) => [`${stored}|${String(international)}`, resolveLocale(stored || null, { international } as Deployment)]),
    ),
  );

/** The inline script; exported for its test. */
export const earlyChunksScript = (files: {
  profiles: readonly string[];
  zhCn: string;
  enUs: string;
  pages: readonly { readonly hash: RegExp; readonly files: readonly string[] }[];
}): string => {
  const json = (value: unknown) => JSON.stringify(value);
  return [
    '(function () {',
    '  var preload = function (href) { var link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.appendChild(link); };',
    `  ${json(files.profiles)}.forEach(preload);`,
    '  var stored = null;',
    `  try { stored = localStorage.getItem(${json(LOCALE_KEY)}); } catch (error) { stored = null; }`,
    `  var known = ${json(LOCALES)}.indexOf(stored) >= 0 ? stored : "";`,
    `  var locale = ${json(localeTable())}[known + "|" + ${PREFIX_PATTERN.toString()}.test(location.pathname)];`,
    `  preload(${json({ 'zh-cn': files.zhCn, 'en-us': files.enUs })}[locale]);`,
    ...files.pages.map((page) => `  if (${page.hash.toString()}.test(location.hash)) ${json(page.files)}.forEach(preload);`),
    '})();',
  ].join('\n');
};

/** Where the build writes the CSP source of the inline script, for the deployment's `script-src` (docs/configuration.md). */
export const CSP_HASH_FILE = 'inline-script.csp.txt';

/** The CSP source (`'sha256-…'`) of each inline script of a page, as a browser hashes it: the exact text between the tags. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);

export const earlyChunksPlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'early-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // The hash changes with every build (the file names are in the script): written beside index.html, from it.
    writeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const hashes = inlineScriptHashes(readFileSync(join(outDir, 'index.html'), 'utf8'));
      writeFileSync(join(outDir, CSP_HASH_FILE), `${hashes.join(' ')}\n`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const { bundle } = context;
        if (!bundle) return;
        const href = (fileName: string) => `${config.base}${fileName}`;
        const only = (module: string): string => {
          const [file, ...more] = chunksFor(bundle, [module]);
          if (!file || more.length > 0) throw new Error(`early-chunks: ${module} should be one chunk of its own`);
          return href(file);
        };
        const files = {
          profiles: [only('/src/main/container/profiles/external.profile.ts'), only('/src/main/container/profiles/internal.profile.ts')],
          zhCn: only('/src/ui/i18n/bundles/zh-cn.ts'),
          enUs: only('/src/ui/i18n/bundles/en-us.ts'),
          pages: EARLY_PAGES.map((page) => ({ hash: page.hash, files: chunksFor(bundle, page.modules).map(href) })),
        };
        return [{ tag: 'script', children: earlyChunksScript(files), injectTo: 'head' }];
      },
    },
  };
};
