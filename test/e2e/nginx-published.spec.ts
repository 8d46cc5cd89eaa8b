import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, visit } from './portal';
import { SEED_APIS } from '../../src/sandbox/seed/apis';
import { SEED_BIZ_UNITS } from '../../src/sandbox/seed/biz-units';
import { SEED_MESSAGES } from '../../src/sandbox/seed/messages';
import { SEED_PROBLEMS } from '../../src/sandbox/seed/faq';

/*
 * The published documents as nginx serves them (`npm run serve` publishes from its sandbox first; docs/publishing.md):
 * a crawler with plain HTTP and no script, a reader with script off at 1440 and 390 px, and one who follows "Open in
 * the portal".
 */

const PUBLIC_UNITS = new Set(SEED_BIZ_UNITS.filter((unit) => unit.classifyCode !== 'project' && unit.publishRange !== 1).map((unit) => unit.id));
const LOCALES = ['zh-cn', 'en-us'] as const;

/** Every page reached from `start` by following same-origin links only, as a crawler that runs no script would. */
const crawl = async (request: APIRequestContext, start: string) => {
  const pages = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.shift() ?? '';
    if (pages.has(path)) continue;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    pages.set(path, html);
    for (const [, href = ''] of html.matchAll(/<a [^>]*href="([^"#]*)(?:#[^"]*)?"/g)) {
      const target = new URL(href.replaceAll('&amp;', '&'), `http://portal${path}`);
      // The published documents of the domestic site (the app's own addresses hold their routes after '#').
      if (target.host === 'portal' && /^\/docs\//.test(target.pathname) && target.pathname.endsWith('/') && !pages.has(target.pathname)) queue.push(target.pathname);
    }
  }
  return pages;
};

test('a crawler without script reaches every public API and message in both languages from the home page, each page whole', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('href="docs/zh-cn/"');
  const pages = await crawl(request, '/docs/zh-cn/');
  for (const locale of LOCALES) {
    for (const api of SEED_APIS.filter((one) => PUBLIC_UNITS.has(one.unitId))) expect(pages.has(`/docs/${locale}/units/${String(api.unitId)}/api/${String(api.doc.id)}/`), `API ${String(api.doc.id)} in ${locale}`).toBe(true);
    for (const message of SEED_MESSAGES.filter((one) => PUBLIC_UNITS.has(one.unitId))) expect(pages.has(`/docs/${locale}/units/${String(message.unitId)}/message/${String(message.detail.id)}/`)).toBe(true);
    // Every FAQ problem, once, under some type of the FAQ centre.
    const problems = [...pages.keys()].filter((path) => path.startsWith(`/docs/${locale}/questions/`)).map((path) => /\/questions\/[^/]+\/([^/]+)\/$/.exec(path)?.[1]).filter(Boolean);
    expect(problems.sort(), `FAQ in ${locale}`).toEqual(SEED_PROBLEMS.zh.map((problem) => problem.code).sort());
  }
  for (const [path, html] of pages) {
    expect(html, path).toMatch(/^<!DOCTYPE html><html lang="(zh-CN|en-US)">/);
    expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html, path).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
    expect(html, path).toMatch(/<link rel="alternate" hreflang="x-default"/);
    expect(html, path).toContain(`<link rel="alternate" type="text/markdown" href="${path.replace(/\/$/, '.md')}">`);
    expect(html, path).toContain('"@type":"BreadcrumbList"');
    expect(html, path).toContain('class="portal" href="/?lang=');
  }
});

test('an API page\'s twin is Markdown with the same title and parameters; sitemaps, robots.txt and llms.txt are served as such', async ({ request }) => {
  const api = SEED_APIS.find((one) => one.unitId === 101);
  if (!api) throw new Error('no API of unit 101');
  const path = `/docs/en-us/units/101/api/${String(api.doc.id)}`;
  const twin = await request.get(`${path}.md`);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const text = await twin.text();
  expect(text.split('\n')[0]).toBe(`# ${api.docEn.apiName}`);
  for (const param of api.docEn.inParams ?? []) expect(text).toContain(param.name);
  const page = await (await request.get(`${path}/`)).text();
  for (const param of api.docEn.inParams ?? []) expect(page).toContain(`<code>${param.name}</code>`);
  expect((await request.get('/sitemap.xml')).headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/us\/sitemap\.xml$/m);
  const llms = await request.get('/llms.txt');
  expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await llms.text()).toContain(`/docs/zh-cn/units/101/api/${String(api.doc.id)}.md)`);
  const published = await request.get(`${path}/`);
  expect(published.headers()['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
  expect((await request.get('/docs/en-us/units/101/api/424242/')).status()).toBe(404);
});

const readWithoutScript = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.goto('/docs/en-us/units/101/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbound management');
  await page.getByRole('link', { name: 'Create inbound order' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create inbound order');
  await expect(page.locator('#request table')).toBeVisible();
  // The unit's other documents: at hand on a phone through the link at the top, beside the page on a wide screen.
  if (width < 1024) await page.getByRole('link', { name: 'Other documents of this business unit' }).click();
  await page.locator('#unit-menu').getByRole('link', { name: 'Update inbound order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update inbound order');
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('修改入库单');
};

for (const width of [1440, 390]) {
  test(`a reader with script off reads an API at ${String(width)} px, reaches its siblings and the other language`, async ({ browser, page }) => {
    // axe over the largest page (307 rows) takes most of it: a few seconds alone, far more on a loaded 2-core machine.
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await readWithoutScript(await context.newPage(), width);
    await context.close();
    // axe needs script: the same pages (which run none) scanned where it can run.
    await page.setViewportSize({ width, height: 900 });
    const everyKind = ['/docs/en-us/', '/docs/en-us/units/101/api/10001/', '/docs/zh-cn/units/101/message/50001/', '/docs/en-us/units/101/guide/70001/', '/docs/zh-cn/units/301/api/19999/'];
    for (const path of width < 500 ? ['/docs/en-us/units/101/api/10001/'] : everyKind) {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('"Open in the portal" opens the same API in the app in the same language, with the same parameters, types, examples and error codes', async ({ page }) => {
  await page.goto('/docs/en-us/units/101/api/10001/');
  const names = await page.locator('#request td.name code').allTextContents();
  const types = await page.locator('#request td[data-label="Type"]').allTextContents();
  const fieldExamples = await page.locator('#request tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td[data-label="Example"] code')?.textContent ?? ''));
  const requestExample = await page.locator('#examples pre[aria-label="Request example"]').first().textContent();
  const codes = await page.locator('#errors tbody td:first-child code').allTextContents();
  await page.getByRole('link', { name: 'Open in the portal' }).click();
  await expect(page).toHaveURL(/\/\?lang=en-us#\/open-business-document\/api-doc\/101\/10001$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create inbound order');
  const request = page.locator('section#request');
  await expect(request.locator('.param-name code').first()).toBeVisible();
  expect(await request.locator('.param-name code').allTextContents()).toEqual(names);
  expect(await request.locator('.param-type').allTextContents()).toEqual(types);
  expect(await request.locator('.param-example').allTextContents()).toEqual(fieldExamples);
  expect(requestExample).toBeTruthy();
  // The same example, as the app shows it further down (the band renders as it is scrolled to).
  await page.locator('#errors').scrollIntoViewIfNeeded();
  const flat = (text: string | null) => (text ?? '').replace(/\s+/g, '');
  await page.getByRole('tablist', { name: 'Request example and code' }).getByRole('tab', { name: 'JSON' }).click();
  await expect.poll(async () => flat(await page.getByRole('tabpanel', { name: 'JSON' }).textContent())).toContain(flat(requestExample));
  for (const code of codes) await expect(page.locator('#errors').getByText(code, { exact: true })).toBeVisible();
});

test('a FAQ question reads without script at 390 px, its type\'s other questions beside it, and opens the same question in the app', async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const plain = await context.newPage();
  await plain.goto('/docs/en-us/questions/');
  await plain.getByRole('link', { name: 'Calling APIs' }).first().click();
  await plain.getByRole('link', { name: 'Common causes of a signature mismatch' }).click();
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Common causes of a signature mismatch');
  expect(await plain.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await plain.getByRole('link', { name: 'Question categories' }).click();
  await expect(plain.locator('#unit-menu').getByRole('link', { name: 'Signing' })).toBeVisible();
  await context.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/en-us/questions/api/P0005/');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Open in the portal' }).click();
  await expect(page).toHaveURL(/\/\?lang=en-us#\/qs\/api\/P0005$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Common causes of a signature mismatch');
});

test('a Chinese published page opens the app in Chinese for a reader who chose English before: ?lang= is the reader\'s choice now', async ({ page }) => {
  await visit(page, { locale: 'en-us', route: '/home' });
  await page.goto('/docs/zh-cn/units/101/api/10001/');
  await page.getByRole('link', { name: '在开放平台中打开' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('创建入库单');
});

test('an AI agent with the MCP SDK\'s client at /mcp lists the docs tools and reads which parameters an API takes', async ({ baseURL }) => {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  const client = new Client({ name: 'e2e-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseURL ?? ''}/mcp`)));
  try {
    expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(['get_api', 'lookup_error_code', 'read_page', 'search_docs']);
    const result = await client.callTool({ name: 'get_api', arguments: { api: 'Create inbound order', locale: 'en-us' } });
    const answer = JSON.parse((result.content as { text: string }[])[0]?.text ?? '{}') as { code: string; request: { name: string }[]; markdown: string };
    expect(answer.code).toBe('lcp.inbound.create');
    expect(answer.request.map((param) => param.name)).toContain('customerCode');
    // The address it gives is the published twin nginx serves.
    expect((await fetch(answer.markdown)).status).toBe(200);
  } finally {
    await client.close();
  }
});
