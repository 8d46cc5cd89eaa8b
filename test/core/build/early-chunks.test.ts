import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunksFor, EARLY_PAGES, earlyChunksScript, inlineScriptHashes } from '../../../build/early-chunks.vite-plugin';

type Files = Parameters<typeof earlyChunksScript>[0];

const FILES: Files = {
  profiles: ['/assets/external.profile-A.js', '/assets/internal.profile-B.js'],
  zhCn: '/assets/zh-cn-C.js',
  enUs: '/assets/en-us-D.js',
  pages: [
    { hash: EARLY_PAGES[0]!.hash, files: ['/assets/home-page-E.js'] },
    { hash: EARLY_PAGES[1]!.hash, files: ['/assets/api-doc.page-F.js', '/assets/sanitizer-G.js'] },
  ],
};

/** Runs the inline script against a stand-in page and returns the module preloads it added. */
const preloadsFor = (page: { pathname?: string; hash?: string; stored?: string | null; storageFails?: boolean }, files: Files = FILES): string[] => {
  const links: { rel: string; href: string }[] = [];
  const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
  const localStorage = {
    getItem: () => {
      if (page.storageFails) throw new Error('storage is off');
      return page.stored ?? null;
    },
  };
  const location = { pathname: page.pathname ?? '/', hash: page.hash ?? '' };
  runInNewContext(earlyChunksScript(files), { document, localStorage, location });
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
    expect(preloadsFor({ hash: '#/open-business-document/api-doc/301/19999#request-a' })).toEqual([...FILES.profiles, FILES.zhCn, '/assets/api-doc.page-F.js', '/assets/sanitizer-G.js']);
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

describe('the chunks a page starts with', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('index.js', ['/app/src/main/main.tsx'], ['runtime.js'], true),
      chunk('runtime.js', ['rolldown:runtime']),
      chunk('page.js', ['/app/src/ui/page.tsx'], ['index.js', 'view.js']),
      chunk('view.js', ['/app/src/ui/view.tsx'], ['runtime.js', 'icon.js']),
      chunk('icon.js', ['/app/node_modules/icon.js']),
      chunk('other.js', ['/app/src/ui/other.tsx']),
    ].map((file) => [file.fileName, file]),
  ) as Rolldown.OutputBundle;

  it("are the module's chunk and what it imports, without the entry's", () => {
    expect(chunksFor(bundle, ['/src/ui/page.tsx']).sort()).toEqual(['icon.js', 'page.js', 'view.js']);
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
