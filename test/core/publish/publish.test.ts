import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { publish, type PublishOptions, type PublishSummary } from '../../../src/publish/publish';
import { readCurrent } from '../../../src/publish/snapshot';
import { createSandboxFetch } from '../../../src/sandbox/sandbox-fetch';
import { SEED_APIS } from '../../../src/sandbox/seed/apis';
import { SEED_BIZ_UNITS } from '../../../src/sandbox/seed/biz-units';
import { SEED_MESSAGES } from '../../../src/sandbox/seed/messages';

/*
 * The publish step against the embedded sandbox (the whole run once, every site and language), then again on the
 * domestic site alone: unchanged, with reads failing half-way, with an API gone from the backend.
 */

const ORIGIN = 'http://portal.test';
const HOST = 'portal.test';
let outDir = '';
let first: PublishSummary;

const options = (backend: PublishOptions['backend'], more: Partial<PublishOptions> = {}): PublishOptions => ({
  outDir,
  hostTable: HOST_TABLE,
  environment: 'local',
  localOrigin: ORIGIN,
  backend,
  ...more,
});

const served = (path: string): string => readFileSync(join(outDir, 'current', HOST, path), 'utf8');
const page = (path: string) => new JSDOM(served(`${path}index.html`)).window.document;

/** The sandbox, with some calls answered otherwise: `change(url)` returns a Response to use instead, or nothing. */
const sandboxWith = (change: (url: URL, answer: () => Promise<Response>) => Promise<Response | undefined> | undefined) => {
  const sandbox = createSandboxFetch();
  const fetchChanged = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return (await change(url, () => sandbox.fetch(input, init))) ?? sandbox.fetch(input, init);
  };
  return { baseUrl: sandbox.baseUrl, fetch: fetchChanged };
};

const PUBLIC_UNITS = SEED_BIZ_UNITS.filter((unit) => unit.classifyCode !== 'project' && unit.publishRange !== 1);

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'publish-test-'));
  first = await publish(options(createSandboxFetch(), { now: () => new Date('2026-12-01T00:00:00Z') }));
}, 120_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('npm run publish against the embedded sandbox', () => {
  it('publishes every API and message of every public unit, on every site, in both languages, and says nothing failed', () => {
    expect(first.failures).toEqual([]);
    expect(first.swapped).toBe(true);
    for (const prefix of ['', '/us', '/eu']) {
      for (const locale of ['zh-cn', 'en-us']) {
        for (const api of SEED_APIS.filter((one) => PUBLIC_UNITS.some((unit) => unit.id === one.unitId))) {
          expect(existsSync(join(outDir, 'current', HOST, `${prefix}/docs/${locale}/units/${String(api.unitId)}/api/${String(api.doc.id)}/index.html`)), `${prefix} ${locale} API ${String(api.doc.id)}`).toBe(true);
        }
        for (const message of SEED_MESSAGES.filter((one) => PUBLIC_UNITS.some((unit) => unit.id === one.unitId))) {
          expect(existsSync(join(outDir, 'current', HOST, `${prefix}/docs/${locale}/units/${String(message.unitId)}/message/${String(message.detail.id)}/index.html`))).toBe(true);
        }
      }
    }
  });

  it('leaves out the units a signed-out reader may not read: restricted ones and the signed-in account\'s projects', () => {
    for (const unit of SEED_BIZ_UNITS.filter((one) => !PUBLIC_UNITS.includes(one))) {
      expect(existsSync(join(outDir, 'current', HOST, `/docs/en-us/units/${String(unit.id)}`))).toBe(false);
      expect(served('/docs/en-us/index.html')).not.toContain(`/units/${String(unit.id)}/`);
    }
  });

  it('gives an API page its language, title, description, canonical address, alternates, JSON-LD, trail, twin, unit menu and ways into the app', () => {
    const api = SEED_APIS.find((one) => one.unitId === 101);
    if (!api) throw new Error('the sandbox has no API of unit 101');
    const path = `/docs/en-us/units/101/api/${String(api.docEn.id)}/`;
    const document = page(path);
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.title).toBe(`${api.docEn.apiName} · Logistics Open Platform`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(api.docEn.apiName);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${path}`);
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang') ?? ''} ${link.getAttribute('href') ?? ''}`);
    expect(alternates).toEqual(
      expect.arrayContaining([`zh-CN ${ORIGIN}/docs/zh-cn/units/101/api/${String(api.doc.id)}/`, `en-US ${ORIGIN}/us${path}`, `en-150 ${ORIGIN}/eu${path}`, `x-default ${ORIGIN}/docs/zh-cn/units/101/api/${String(api.doc.id)}/`]),
    );
    expect(document.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href')).toBe(path.replace(/\/$/, '.md'));
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent) as { '@type': string }[]).flat();
    expect(ld.map((item) => item['@type'])).toEqual(['BreadcrumbList', 'TechArticle']);
    expect([...document.querySelectorAll('nav.crumbs a')].map((link) => link.getAttribute('href'))).toEqual(['/docs/en-us/', '/docs/en-us/units/101/']);
    const menu = [...document.querySelectorAll('#unit-menu a')].map((link) => link.getAttribute('href'));
    for (const sibling of SEED_APIS.filter((one) => one.unitId === 101)) expect(menu).toContain(`/docs/en-us/units/101/api/${String(sibling.doc.id)}/`);
    expect(document.querySelector('#unit-menu a[aria-current="page"]')?.getAttribute('href')).toBe(path);
    const app = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/?lang='));
    expect(app).toEqual(
      expect.arrayContaining([
        `/?lang=en-us#/open-business-document/api-doc/101/${String(api.doc.id)}`,
        `/?lang=en-us#/open-business-document/common-development-tools/101/api-test?apiId=${String(api.doc.id)}`,
        '/?lang=en-us#/open-business-document/common-development-tools/101/sign',
      ]),
    );
    expect(document.querySelector('a[hreflang="zh-CN"]')?.getAttribute('href')).toBe(`/docs/zh-cn/units/101/api/${String(api.doc.id)}/`);
  });

  it('shows every parameter of every depth, the examples, the signed call and the error codes, and its twin names the same', () => {
    const api = SEED_APIS.find((one) => one.unitId === 101);
    if (!api) throw new Error('the sandbox has no API of unit 101');
    const path = `/docs/en-us/units/101/api/${String(api.docEn.id)}/`;
    const document = page(path);
    const twin = served(path.replace(/\/$/, '.md'));
    const rows = [...document.querySelectorAll('#request tbody tr td.name code')].map((cell) => cell.textContent);
    type Node = { readonly name: string; readonly children?: readonly Node[] | null };
    const everyDepth = (nodes: readonly Node[]): string[] => nodes.flatMap((node) => [node.name, ...everyDepth(node.children ?? [])]);
    expect(rows).toEqual(everyDepth(api.docEn.inParams ?? []));
    expect(rows.length).toBeGreaterThan(3);
    for (const name of rows) expect(twin).toContain(name);
    const errorCodes = [...document.querySelectorAll('#errors tbody td:first-child code')].map((cell) => cell.textContent);
    for (const code of errorCodes) expect(twin).toContain(code);
    expect(document.querySelector('#examples pre')?.textContent.length).toBeGreaterThan(2);
    expect(document.querySelector('#signed-calls details[open] pre')?.textContent).toContain(api.docEn.apiUrl ?? '');
    expect(twin.split('\n')[0]).toBe(`# ${api.docEn.apiName}`);
  });

  it('writes a sitemap per site with lastmod and alternates, robots.txt naming them, and llms.txt linking every twin', () => {
    const robots = served('/robots.txt');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/us/sitemap.xml`);
    const index = served('/us/sitemap.xml');
    expect(index).toContain(`<loc>${ORIGIN}/us/sitemaps/docs-1.xml</loc>`);
    const part = served('/us/sitemaps/docs-1.xml');
    expect(part).toMatch(new RegExp(`<url><loc>${ORIGIN}/us/docs/en-us/units/101/api/\\d+/</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod><xhtml:link rel="alternate" hreflang="zh-CN"`));
    expect(part).not.toContain(`${ORIGIN}/docs/en-us/units/101/</loc>`);
    const llms = served('/llms.txt');
    expect(llms.split('\n')[0]).toBe('# 物流开放平台');
    expect(llms).toMatch(/^> /m);
    expect(llms).toContain(`](${ORIGIN}/docs/zh-cn/units/101/api/`);
    expect(served('/docs/en-us/llms.txt').split('\n')[0]).toBe('# Logistics Open Platform');
    expect(served('/llms-full.txt')).toContain('# 入库管理');
  });

  it('publishes nothing anew when nothing changed: no file rewritten, the served snapshot stays', async () => {
    const before = readlinkSync(join(outDir, 'current'));
    const file = join(outDir, 'current', HOST, '/docs/en-us/index.html');
    const written = statSync(file).mtimeMs;
    const again = await publish(options(createSandboxFetch(), { sites: ['common'], now: () => new Date('2026-12-02T00:00:00Z') }));
    expect(again).toMatchObject({ written: 0, swapped: false, failures: [] });
    expect(readlinkSync(join(outDir, 'current'))).toBe(before);
    expect(statSync(file).mtimeMs).toBe(written);
  }, 60_000);

  it('keeps the last published page of a read that failed, and every page of a menu that failed, and names each', async () => {
    const api = served('/docs/en-us/units/101/api/10002/index.html');
    const outbound = readCurrent(outDir)?.manifest.entries.filter((entry) => entry.site === 'common' && entry.path.startsWith('/docs/zh-cn/units/102/api/')).length;
    const failing = sandboxWith((url) =>
      (url.pathname.endsWith('/getBizUnitApiDetails') && url.searchParams.get('id') === '10002') ||
      (url.pathname.endsWith('/getApiDocListByCategory') && url.searchParams.get('unitId') === '102')
        ? Promise.reject(new TypeError('network down'))
        : undefined,
    );
    const summary = await publish(options(failing, { sites: ['common'] }));
    expect(summary.failures.map((failure) => `${failure.locale} ${failure.path} ${failure.menu ?? ''} ${failure.error.kind}`).sort()).toEqual([
      'en-us /docs/en-us/units/101/api/10002/  Network',
      'en-us /docs/en-us/units/102/ api Network',
      'zh-cn /docs/zh-cn/units/101/api/10002/  Network',
      'zh-cn /docs/zh-cn/units/102/ api Network',
    ]);
    expect(served('/docs/en-us/units/101/api/10002/index.html')).toBe(api);
    expect(readCurrent(outDir)?.manifest.entries.filter((entry) => entry.site === 'common' && entry.path.startsWith('/docs/zh-cn/units/102/api/'))).toHaveLength(outbound ?? -1);
    expect(served('/sitemaps/docs-1.xml')).toContain('/docs/en-us/units/101/api/10002/');
  }, 60_000);

  it('answers a document that left the backend as gone: out of the sitemap, listed for 410', async () => {
    const without10003 = sandboxWith(async (url, answer) => {
      if (!url.pathname.endsWith('/getApiDocListByCategory')) return undefined;
      const envelope = (await (await answer()).json()) as { data: { apiList: { id: number }[] }[] };
      const data = envelope.data.map((group) => ({ ...group, apiList: group.apiList.filter((api) => api.id !== 10003) }));
      return Response.json({ ...envelope, data });
    });
    const summary = await publish(options(without10003, { sites: ['common'] }));
    expect(summary.failures).toEqual([]);
    expect(readCurrent(outDir)?.manifest.gone[HOST]).toEqual(expect.arrayContaining(['/docs/en-us/units/101/api/10003/', '/docs/zh-cn/units/101/api/10003/']));
    expect(served('/sitemaps/docs-1.xml')).not.toContain('/api/10003/');
    expect(readFileSync(join(outDir, 'current', 'gone.map'), 'utf8')).toContain(`"${HOST}/docs/en-us/units/101/api/10003/" 1;\n"${HOST}/docs/en-us/units/101/api/10003.md" 1;\n`);
    expect(existsSync(join(outDir, 'current', HOST, '/docs/en-us/units/101/api/10003/index.html'))).toBe(false);
    // The other sites were not published this time: they keep theirs.
    expect(existsSync(join(outDir, 'current', HOST, '/us/docs/en-us/units/101/api/10003/index.html'))).toBe(true);
  }, 60_000);
});

describe('the staff portal', () => {
  it('publishes nothing unless asked: its host only says Disallow to crawlers', async () => {
    const customerDir = mkdtempSync(join(tmpdir(), 'publish-prod-'));
    try {
      await publish({ ...options(createSandboxFetch()), outDir: customerDir, environment: 'prod', sites: ['common'] });
      const staffHost = join(customerDir, 'current', 'open-staff.example.com');
      expect(readFileSync(join(staffHost, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
      expect(existsSync(join(staffHost, 'docs'))).toBe(false);
      expect(readFileSync(join(customerDir, 'current', 'open.example.com', 'robots.txt'), 'utf8')).toContain('Sitemap: https://open.example.com/sitemap.xml');
    } finally {
      rmSync(customerDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('publishes when asked, into a folder of its own, at its host, with a robots.txt that disallows all and names no sitemap', async () => {
    const staffDir = mkdtempSync(join(tmpdir(), 'publish-staff-'));
    try {
      const staff = await publish({ ...options(createSandboxFetch()), outDir: staffDir, environment: 'prod', variant: 'internal', sites: ['common'] });
      expect(staff.failures).toEqual([]);
      const host = join(staffDir, 'current', 'open-staff.example.com');
      expect(readFileSync(join(host, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
      const api = readFileSync(join(host, 'docs/en-us/units/101/api/10001/index.html'), 'utf8');
      expect(api).toContain('<link rel="canonical" href="https://open-staff.example.com/docs/en-us/units/101/api/10001/">');
      // Nothing of the customer portal's hosts.
      expect(existsSync(join(staffDir, 'current', 'open.example.com'))).toBe(false);
      // A customer portal's folder is not the staff portal's, nor the other way round.
      await expect(publish({ ...options(createSandboxFetch()), outDir: staffDir, environment: 'prod' })).rejects.toThrow(/holds the internal portal's snapshot/);
      await expect(publish({ ...options(createSandboxFetch()), variant: 'internal', environment: 'prod' })).rejects.toThrow(/holds the external portal's snapshot/);
      await expect(publish({ ...options(createSandboxFetch()), outDir: staffDir, variant: 'internal' })).rejects.toThrow(/no staff portal host of local/);
    } finally {
      rmSync(staffDir, { recursive: true, force: true });
    }
  }, 120_000);
});
