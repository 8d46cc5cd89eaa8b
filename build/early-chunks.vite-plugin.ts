import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { LOCALE_KEY } from '../src/application/session/storage-keys.ts';
import { DEFAULT_SITE, DOCS_SOURCES, LOCALES, type Deployment, type DocsSource, type Locale } from '../src/domain/deployment/deployment.ts';
import { DEPLOYMENT_QUERY_KEYS } from '../src/domain/deployment/home-address.ts';
import type { HostTable } from '../src/domain/deployment/host-table.ts';
import { PREFIX_PATTERN, resolveDeployment, resolveLocale } from '../src/domain/deployment/resolve-deployment.ts';
import { HOST_TABLE } from '../src/main/deployment/host-table.config.ts';
import { isDiagramFramePage } from './pages.ts';
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
 * - for the pages most often opened first (EARLY_PAGES), the chunks of what the page starts with, and the chunks they
 *   import. A page names that once, by the names the code gives it (earlyModules): its route components (the
 *   `lazyPage`s of src/ui/routes/pages.ts, with their locale areas), its tools (the `lazyTool`s of lazy-tools.ts),
 *   the container's code loaders it calls on its first render (`name: loadOnce(...)` in src/main/container/features)
 *   and, for a page that reads a document, the adapters of the deployment's docs source (what its module in
 *   src/main/container/docs-sources loads), chosen in the page by the app's own `resolveDeployment` (docsTable).
 * A wrong guess costs a download, never correctness: the portal loads what it needs as before.
 * A Content-Security-Policy without 'unsafe-inline' must list the script's hash: the build writes it to
 * dist/inline-script.csp.txt (docs/configuration.md).
 */

/** What a page most often opened first starts with, by the names the code gives it. */
export interface EarlyPage {
  readonly hash: RegExp;
  /** Route components (src/ui/routes/pages.ts). */
  readonly pages: readonly string[];
  /** Tools (src/ui/tools/lazy-tools.ts). */
  readonly tools?: readonly string[];
  /** The container's code loaders the first render calls (src/main/container/features/*.ts). */
  readonly code?: readonly string[];
  /** Reads a document: the docs source's adapters come with it. */
  readonly documents?: boolean;
}

/** Hash addresses whose page code is preloaded (made from the routes' own paths). */
export const EARLY_PAGES: readonly EarlyPage[] = [
  // The bare address ('', '#', '#/') is home too: the router redirects it there.
  { hash: new RegExp(`^(#/?([?#].*)?)?$|${hashPattern(`/${HOME_PATH}`).source}`), pages: ['HomePage'] },
  // The layout asks for the sanitizer while the unit is checked; the document adapter loads with the first document.
  { hash: hashPattern(`/${OPEN_BUSINESS_PATH}/${API_DOC_PATH}`), pages: ['OpenBusinessLayout', 'ApiDocPage'], code: ['sanitizer'], documents: true },
  {
    hash: hashPattern(`/${OPEN_BUSINESS_PATH}/${DEVELOPER_TOOL_PATH}`, { toolName: 'sign' }),
    pages: ['OpenBusinessLayout', 'OpenBusinessToolsPage'],
    tools: ['LazySignTool'],
    code: ['requestSigner'],
  },
];

/** Where the names of EarlyPage are given (paths from the project root). */
const ROUTE_PAGES = 'src/ui/routes/pages.ts';
const LAZY_TOOLS = 'src/ui/tools/lazy-tools.ts';
const CODE_LOADERS = 'src/main/container/features';
const docsSourceModule = (source: DocsSource) => `src/main/container/docs-sources/${source}-docs.module.ts`;
const lazyLocaleFile = (locale: Locale, area: string) => `/src/ui/i18n/locales/${locale}/lazy/${area}`;

/** The project's source files, by their paths from the root. */
export interface SourceFiles {
  readonly read: (path: string) => string;
  /** The names of the files in a folder. */
  readonly list: (folder: string) => readonly string[];
}

/** The text between the parentheses of the call that `start` (ending in its opening parenthesis) finds. */
const callArguments = (source: string, start: RegExp): string | undefined => {
  const match = start.exec(source);
  if (!match) return undefined;
  const open = match.index + match[0].length - 1;
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    else if (source[index] === ')' && (depth -= 1) === 0) return source.slice(open + 1, index);
  }
  return undefined;
};

/** The modules `text` (of the file at `path`) imports with import(), as root paths without extension. */
const dynamicImports = (path: string, text: string): string[] =>
  [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => `/${posix.join(posix.dirname(path), match[1] ?? '')}`);

/** The arguments of the call `name` is made by in the file at `path`; an unknown name is an error (it moved). */
const madeBy = (read: SourceFiles['read'], path: string, start: RegExp, name: string): string => {
  const found = callArguments(read(path), start);
  if (found === undefined) throw new Error(`early-chunks: ${path} makes no ${name}`);
  return found;
};

/** The modules (root paths, without extension) a page starts with, read from where the code names them. */
export const earlyModules = (page: EarlyPage, { read, list }: SourceFiles): string[] => {
  // A page waits for its locale areas in both languages (loadLocaleAreas: a language switch then needs nothing more).
  const pages = page.pages.flatMap((name) => {
    const call = pageCall(read, name);
    const areas = [...(/\[([^\]]*)\]\s*,?\s*$/.exec(call)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
    return [...dynamicImports(ROUTE_PAGES, call), ...areas.flatMap((area) => LOCALES.map((locale) => lazyLocaleFile(locale, area)))];
  });
  const tools = (page.tools ?? []).flatMap((name) => dynamicImports(LAZY_TOOLS, madeBy(read, LAZY_TOOLS, new RegExp(`export const ${name} = lazyTool\\(`), name)));
  const loaders = list(CODE_LOADERS).filter((file) => file.endsWith('.ts')).map((file) => `${CODE_LOADERS}/${file}`);
  const code = (page.code ?? []).flatMap((name) => {
    const start = new RegExp(`\\b${name}: loadOnce\\(`);
    const path = loaders.find((candidate) => start.test(read(candidate)));
    if (!path) throw new Error(`early-chunks: no code loader ${name} in ${CODE_LOADERS}`);
    return dynamicImports(path, madeBy(read, path, start, name));
  });
  return [...new Set([...pages, ...tools, ...code])];
};

const pageCall = (read: SourceFiles['read'], name: string) => madeBy(read, ROUTE_PAGES, new RegExp(`export const ${name} = lazyPage\\(`), name);

/** A docs source's adapters: its container module and what that module loads with import(). */
export const docsSourceModules = (source: DocsSource, { read }: SourceFiles): string[] => {
  const path = docsSourceModule(source);
  return [`/${path.replace(/\.ts$/, '')}`, ...dynamicImports(path, read(path))];
};

/**
 * The docs source a page's deployment has, as the app's own `resolveDeployment` answers: by host of the table, by
 * the query on local hosts, else the configured one (VITE_DOCS_SOURCE). The script holds the answers, not the rule.
 */
export const docsTable = (table: HostTable, configured: DocsSource | undefined) => {
  const docsOf = (hostname: string, asked?: DocsSource) =>
    resolveDeployment(table, { hostname, pathname: '/', configured: { docs: configured }, query: { docs: asked } }).docs;
  return {
    hosts: Object.fromEntries(table.hosts.map((entry) => [entry.host, docsOf(entry.host)])),
    localHosts: table.localHosts,
    asked: Object.fromEntries(
      [...DOCS_SOURCES, ''].map((asked) => [asked, docsOf(table.localHosts[0] ?? 'localhost', DOCS_SOURCES.find((source) => source === asked))]),
    ),
    other: docsOf('unknown.invalid'),
  };
};

const withoutExtension = (id: string) => id.replace(/\.(tsx?|json)$/, '');

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
  chunks.filter((chunk) => chunk.isEntry && !isDiagramFramePage(chunk.name)).forEach((chunk) => addEntry(chunk.fileName));
  const found = new Set<string>();
  const add = (fileName: string) => {
    if (found.has(fileName) || entry.has(fileName)) return;
    found.add(fileName);
    byFile.get(fileName)?.imports.forEach(add);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module) || withoutExtension(id).endsWith(module)));
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
      [true, false].map((prefixed) => [`${stored}|${String(prefixed)}`, resolveLocale(stored || null, { site: prefixed ? DEFAULT_SITE : 'common' } as Deployment)]),
    ),
  );

/** The files under `root`. */
export const projectFiles = (root: string): SourceFiles => ({
  read: (path) => readFileSync(join(root, path), 'utf8'),
  list: (folder) => readdirSync(join(root, folder)),
});

/** The docs source the build is configured with (VITE_DOCS_SOURCE, docs/configuration.md), if a known one. */
const configuredDocs = (env: Record<string, unknown>): DocsSource | undefined =>
  DOCS_SOURCES.find((source) => source === env['VITE_DOCS_SOURCE']);

/** The inline script; exported for its test. */
export const earlyChunksScript = (files: {
  profiles: readonly string[];
  zhCn: string;
  enUs: string;
  pages: readonly { readonly hash: RegExp; readonly files: readonly string[]; readonly documents?: boolean }[];
  /** Each docs source's adapters, and which source the page's deployment has. */
  docs: Readonly<Record<DocsSource, readonly string[]>>;
  docsTable: ReturnType<typeof docsTable>;
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
    `  var table = ${json(files.docsTable)}, host = location.hostname.toLowerCase();`,
    '  var has = function (object, key) { return Object.prototype.hasOwnProperty.call(object, key); };',
    `  var asked = new URLSearchParams(location.search).get(${json(DEPLOYMENT_QUERY_KEYS.docs)});`,
    '  var docs = has(table.hosts, host) ? table.hosts[host] : table.localHosts.indexOf(host) >= 0 ? table.asked[asked !== null && has(table.asked, asked) ? asked : ""] : table.other;',
    `  var adapters = ${json(files.docs)}[docs];`,
    ...files.pages.map(
      (page) =>
        `  if (${page.hash.toString()}.test(location.hash)) ${json(page.files)}${page.documents ? '.concat(adapters)' : ''}.forEach(preload);`,
    ),
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
        if (!bundle || isDiagramFramePage(context.path)) return;
        const href = (fileName: string) => `${config.base}${fileName}`;
        const sources = projectFiles(config.root);
        const only = (module: string): string => {
          const [file, ...more] = chunksFor(bundle, [module]);
          if (!file || more.length > 0) throw new Error(`early-chunks: ${module} should be one chunk of its own`);
          return href(file);
        };
        const files = {
          profiles: [only('/src/main/container/profiles/external.profile.ts'), only('/src/main/container/profiles/internal.profile.ts')],
          zhCn: only('/src/ui/i18n/bundles/zh-cn.ts'),
          enUs: only('/src/ui/i18n/bundles/en-us.ts'),
          pages: EARLY_PAGES.map((page) => ({ hash: page.hash, files: chunksFor(bundle, earlyModules(page, sources)).map(href), documents: page.documents })),
          docs: Object.fromEntries(DOCS_SOURCES.map((source) => [source, chunksFor(bundle, docsSourceModules(source, sources)).map(href)])) as Record<DocsSource, string[]>,
          docsTable: docsTable(HOST_TABLE, configuredDocs(config.env)),
        };
        return [{ tag: 'script', children: earlyChunksScript(files), injectTo: 'head' }];
      },
    },
  };
};
