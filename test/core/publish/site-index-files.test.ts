import { describe, expect, it } from 'vitest';
import { llmsTxt, robotsTxt, sitemapFiles, SITEMAP_PART_SIZE } from '../../../src/publish/site-index-files';
import type { PublishedEntry } from '../../../src/publish/render-site';

const entry = (apiId: number, lastmod?: string): PublishedEntry => ({
  site: 'common',
  locale: 'en-us',
  page: { kind: 'api', unitId: 1, apiId },
  path: `/docs/en-us/units/1/api/${String(apiId)}/`,
  title: `API ${String(apiId)}`,
  ...(lastmod ? { lastmod } : {}),
});

describe('sitemaps, robots.txt and llms.txt', () => {
  it('cuts a site\'s sitemap into parts of at most 50,000 addresses, each named by the index with its newest lastmod', () => {
    const entries = Array.from({ length: SITEMAP_PART_SIZE + 1 }, (_, index) => entry(index + 1, index === SITEMAP_PART_SIZE ? '2026-12-01T00:00:00.000Z' : undefined));
    const files = sitemapFiles({ site: 'common', origin: () => 'https://open.example.com', entries, now: '2026-11-01T00:00:00.000Z' });
    expect(files.map((file) => file.path)).toEqual(['/sitemap.xml', '/sitemaps/docs-1.xml', '/sitemaps/docs-2.xml']);
    expect(files[1]?.content.match(/<url>/g)).toHaveLength(SITEMAP_PART_SIZE);
    expect(files[2]?.content.match(/<url>/g)).toHaveLength(1);
    const dated = files.findIndex((file) => file.content.includes('/api/50001/</loc><lastmod>2026-12-01T00:00:00.000Z'));
    expect(dated).toBeGreaterThan(0);
    for (const part of [1, 2]) {
      const lastmod = part === dated ? '2026-12-01T00:00:00.000Z' : '2026-11-01T00:00:00.000Z';
      expect(files[0]?.content).toContain(`<sitemap><loc>https://open.example.com/sitemaps/docs-${String(part)}.xml</loc><lastmod>${lastmod}</lastmod></sitemap>`);
    }
  });

  it('escapes what an address may carry and names the page\'s other languages and sites', () => {
    const zh: PublishedEntry = { ...entry(7), locale: 'zh-cn', path: '/docs/zh-cn/units/1/api/7/' };
    const us: PublishedEntry = { ...entry(7), site: 'us', path: '/us/docs/en-us/units/1/api/7/' };
    const [, part] = sitemapFiles({ site: 'common', origin: (site) => (site === 'us' ? 'https://global.example.com' : 'https://open.example.com?a=1&b=2'), entries: [entry(7), zh, us], now: '2026-11-01T00:00:00.000Z' });
    expect(part?.content).toContain('<loc>https://open.example.com?a=1&amp;b=2/docs/en-us/units/1/api/7/</loc>');
    expect(part?.content).toContain('hreflang="zh-CN"');
    expect(part?.content).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="https://global.example.com/us/docs/en-us/units/1/api/7/"/>');
  });

  it('names every site\'s sitemap in robots.txt', () => {
    expect(robotsTxt('https://portal.test', ['common', 'us'])).toBe('User-agent: *\nAllow: /\nSitemap: https://portal.test/sitemap.xml\nSitemap: https://portal.test/us/sitemap.xml\n');
  });

  it('writes llms.txt as llmstxt.org says: title, summary, sections of links to the twins, and the other language as optional', () => {
    const text = llmsTxt({
      site: 'common',
      locale: 'en-us',
      origin: 'https://open.example.com',
      title: 'Open [Platform]',
      summary: 'Docs',
      sections: [{ heading: 'Unit', entries: [{ ...entry(7), note: 'POST /x' }] }, { heading: 'Empty', entries: [] }],
      otherLanguage: { name: '文档中心', path: '/llms.txt' },
    });
    expect(text).toBe(
      '# Open \\[Platform\\]\n\n> Docs\n\n## Unit\n\n- [API 7](https://open.example.com/docs/en-us/units/1/api/7.md): POST /x\n\n## Optional\n\n- [文档中心](https://open.example.com/llms.txt)\n',
    );
  });
});
