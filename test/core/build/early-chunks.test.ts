import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chunksFor,
  docsSourceModules,
  docsTable,
  EARLY_PAGES,
  earlyChunksScript,
  earlyModules,
  inlineScriptHashes,
  projectFiles,
} from '../../../build/early-chunks.vite-plugin';
import type { HostTable } from '../../../src/domain/deployment/host-table';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';

type Files = Parameters<typeof earlyChunksScript>[0];

const FILES: Files = {
  profiles: ['/assets/external.profile-A.js', '/assets/internal.profile-B.js'],
  zhCn: '/assets/zh-cn-C.js',
  enUs: '/assets/en-us-D.js',
  pages: [
    { hash: EARLY_PAGES[0]!.hash, files: ['/assets/home-page-E.js'] },
    { hash: EARLY_PAGES[1]!.hash, files: ['/assets/api-doc.page-F.js', '/assets/sanitizer-G.js'], documents: true },
  ],
  docs: { lcp: ['/assets/http-doc.gateway-H.js'], openapi: ['/assets/openapi-docs.module-I.js'] },
  docsTable: docsTable(HOST_TABLE, undefined),
};

/** Runs the inline script against a stand-in page and returns the module preloads it added. */
const preloadsFor = (
  page: { hostname?: string; pathname?: string; search?: string; hash?: string; stored?: string | null; storageFails?: boolean },
  files: Files = FILES,
): string[] => {
  const links: { rel: string; href: string }[] = [];
  const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
  const localStorage = {
    getItem: () => {
      if (page.storageFails) throw new Error('storage is off');
      return page.stored ?? null;
    },
  };
  const location = { hostname: page.hostname ?? 'localhost', pathname: page.pathname ?? '/', search: page.search ?? '', hash: page.hash ?? '' };
  runInNewContext(earlyChunksScript(files), { document, localStorage, location, URLSearchParams });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
};

describe('the early-chunks script of index.html', () => {
  it('preloads both profiles, the Chinese strings by default and the home chunk on home', () => {
    expect(preloadsFor({ hash: '#/home' })).toEqual([...FILES.profiles, FILES.zhCn, '/assets/home-page-E.js']);
    for (const hash of ['', '#/', '#/home?from=mail']) expect(preloadsFor({ hash })).toContain('/assets/home-page-E.js');
  });

  it('chooses the language as the portal will: stored first, else English under /us and /eu', () => {
    expect(preloadsFor({ stored: 'en-us' })).toContain(FILES.enUs);
    expect(preloadsFor({ pathname: '/eu/', hash: '#/home' })).toContain(FILES.enUs);
    expect(preloadsFor({ pathname: '/us/index.html' })).toContain(FILES.enUs);
    expect(preloadsFor({ pathname: '/us/', stored: 'zh-cn' })).toContain(FILES.zhCn);
    expect(preloadsFor({ pathname: '/usa/' })).toContain(FILES.zhCn);
    expect(preloadsFor({ stored: 'fr-fr' })).toContain(FILES.zhCn);
    expect(preloadsFor({ storageFails: true })).toContain(FILES.zhCn);
  });

  it("preloads a page's chunks only on its own address", () => {
    expect(preloadsFor({ hash: '#/open-business-document/api-doc/301/19999#request-a' })).toEqual([
      ...FILES.profiles,
      FILES.zhCn,
      '/assets/api-doc.page-F.js',
      '/assets/sanitizer-G.js',
      '/assets/http-doc.gateway-H.js',
    ]);
    expect(preloadsFor({ hash: '#/product' })).toEqual([...FILES.profiles, FILES.zhCn]);
    expect(preloadsFor({ hash: '#/homeX' })).toEqual([...FILES.profiles, FILES.zhCn]);
  });

  it('the sign tool pattern matches the tool and not its siblings', () => {
    const sign = EARLY_PAGES[2]!.hash;
    expect(sign.test('#/open-business-document/common-development-tools/301/sign')).toBe(true);
    expect(sign.test('#/open-business-document/common-development-tools/301/sign?x=1')).toBe(true);
    expect(sign.test('#/open-business-document/common-development-tools/301/api-test')).toBe(false);
  });
});

describe("the docs source's adapters, on a page that reads a document", () => {
  const apiDoc = '#/open-business-document/api-doc/301/19999';
  const adapters = (page: Parameters<typeof preloadsFor>[0], files: Files = FILES) =>
    preloadsFor({ hash: apiDoc, ...page }, files).filter((file) => /http-doc|openapi/.test(file));

  it("are the lcp gateway's by default, and an OpenAPI deployment's never bring the lcp gateway", () => {
    expect(adapters({})).toEqual(['/assets/http-doc.gateway-H.js']);
    expect(adapters({ search: '?variant=external&docs=openapi' })).toEqual(['/assets/openapi-docs.module-I.js']);
    expect(adapters({ hostname: '127.0.0.1', search: '?docs=lcp' })).toEqual(['/assets/http-doc.gateway-H.js']);
    expect(adapters({ search: '?docs=word' })).toEqual(['/assets/http-doc.gateway-H.js']);
    expect(preloadsFor({ hash: '#/home', search: '?docs=openapi' })).toEqual([...FILES.profiles, FILES.zhCn, '/assets/home-page-E.js']);
  });

  it('follow the deployment as the app resolves it: a host of the table, never its query; the configured source elsewhere', () => {
    const table: HostTable = { ...HOST_TABLE, hosts: [...HOST_TABLE.hosts, { host: 'docs.example.com', variant: 'external', environment: 'prod', docs: 'openapi' }] };
    const files = { ...FILES, docsTable: docsTable(table, undefined) };
    expect(adapters({ hostname: 'docs.example.com' }, files)).toEqual(['/assets/openapi-docs.module-I.js']);
    expect(adapters({ hostname: 'open.example.com', search: '?docs=openapi' }, files)).toEqual(['/assets/http-doc.gateway-H.js']);
    const configured = { ...FILES, docsTable: docsTable(HOST_TABLE, 'openapi') };
    expect(adapters({ hostname: 'portal.intranet.test' }, configured)).toEqual(['/assets/openapi-docs.module-I.js']);
    expect(adapters({}, configured)).toEqual(['/assets/openapi-docs.module-I.js']);
    expect(adapters({ search: '?docs=lcp' }, configured)).toEqual(['/assets/http-doc.gateway-H.js']);
  });
});

describe('what an early page starts with, read from where the code names it', () => {
  const files = projectFiles(process.cwd());

  it("is each page's route components (with their locale areas), tools and code loaders", () => {
    expect(EARLY_PAGES.map((page) => earlyModules(page, files))).toEqual([
      ['/src/ui/pages/home/home.page'],
      [
        '/src/ui/layouts/open-business.layout',
        '/src/ui/docs/api-doc/api-doc.page',
        '/src/ui/i18n/locales/zh-cn/lazy/apiSamples',
        '/src/ui/i18n/locales/en-us/lazy/apiSamples',
        '/src/infrastructure/rich-text/sanitizer.adapter',
      ],
      [
        '/src/ui/layouts/open-business.layout',
        '/src/ui/tools/open-business-tools.page',
        '/src/ui/i18n/locales/zh-cn/lazy/tools',
        '/src/ui/i18n/locales/en-us/lazy/tools',
        '/src/ui/tools/sign/sign-tool.page',
        '/src/application/use-cases/sign-request.use-case',
        '/src/infrastructure/crypto/digest.adapter',
      ],
    ]);
  });

  it("is, for a document, the docs source's module and what it loads", () => {
    expect(docsSourceModules('lcp', files)).toEqual(['/src/main/container/docs-sources/lcp-docs.module', '/src/infrastructure/gateways/http-doc.gateway']);
    expect(docsSourceModules('openapi', files)).toEqual(['/src/main/container/docs-sources/openapi-docs.module']);
  });

  it('a name the code does not give is an error (a page, tool or loader renamed)', () => {
    expect(() => earlyModules({ hash: /x/, pages: ['GonePage'] }, files)).toThrow(/makes no GonePage/);
    expect(() => earlyModules({ hash: /x/, pages: [], tools: ['LazyGone'] }, files)).toThrow(/makes no LazyGone/);
    expect(() => earlyModules({ hash: /x/, pages: [], code: ['gone'] }, files)).toThrow(/no code loader gone/);
  });
});

describe('the chunks a page starts with', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false, name = fileName.replace(/\.js$/, '')) =>
    ({ type: 'chunk', fileName, name, moduleIds, imports, isEntry }) as unknown as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('index.js', ['/app/src/main/main.tsx'], ['runtime.js'], true),
      chunk('runtime.js', ['rolldown:runtime']),
      chunk('page.js', ['/app/src/ui/page.tsx'], ['index.js', 'view.js']),
      chunk('view.js', ['/app/src/ui/view.tsx'], ['runtime.js', 'icon.js']),
      chunk('icon.js', ['/app/node_modules/icon.js']),
      chunk('other.js', ['/app/src/ui/other.tsx']),
      // The diagram frame's page is another entry, which the portal's page does not load.
      chunk('frame.js', ['/app/src/main/diagram-frame.main.ts'], ['view.js'], true, 'diagram-frame'),
    ].map((file) => [file.fileName, file]),
  ) as Rolldown.OutputBundle;

  it("are the module's chunk and what it imports, without the entry's", () => {
    expect(chunksFor(bundle, ['/src/ui/page.tsx']).sort()).toEqual(['icon.js', 'page.js', 'view.js']);
    expect(chunksFor(bundle, ['/src/ui/page']).sort()).toEqual(['icon.js', 'page.js', 'view.js']);
  });

  it('a module no chunk holds is an error (the table names a file that moved)', () => {
    expect(() => chunksFor(bundle, ['/src/ui/gone.tsx'])).toThrow(/no chunk holds \/src\/ui\/gone.tsx/);
  });
});

describe('the CSP hash written beside index.html', () => {
  it('is the sha256 of each inline script as a browser computes it (the example of MDN), not of external scripts', () => {
    const html = `<head><script>alert('Hello, world.');</script><script type="module" src="/assets/index.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });
});
