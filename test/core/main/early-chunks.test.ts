import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlyChunksScript } from '../../../src/main/build/early-chunks.vite-plugin';

type Files = Parameters<typeof earlyChunksScript>[0];

const FILES: Files = { profiles: ['/assets/external.profile-A.js', '/assets/internal.profile-B.js'], zhCn: '/assets/zh-cn-C.js', enUs: '/assets/en-us-D.js', home: '/assets/home-page-E.js' };

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
    expect(preloadsFor({ hash: '#/home' })).toEqual([...FILES.profiles, FILES.zhCn, FILES.home]);
    expect(preloadsFor({ hash: '' })).toContain(FILES.home);
    expect(preloadsFor({ hash: '#/' })).toContain(FILES.home);
    expect(preloadsFor({ hash: '#/home?from=mail' })).toContain(FILES.home);
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

  it('does not preload the home chunk for another page, nor without one', () => {
    expect(preloadsFor({ hash: '#/product' })).not.toContain(FILES.home);
    expect(preloadsFor({ hash: '#/homeX' })).not.toContain(FILES.home);
    expect(preloadsFor({ hash: '#/home' }, { ...FILES, home: undefined })).toEqual([...FILES.profiles, FILES.zhCn]);
  });
});
