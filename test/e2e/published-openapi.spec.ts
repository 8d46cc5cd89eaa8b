import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './portal';

/*
 * An OpenAPI deployment's published documents (`PUBLISH_DOCS=openapi npm run publish`, docs/publishing.md), served as
 * plain files: a reader with script off at 1440 and 390 px reads an operation and reaches its siblings, and the app's
 * page of the same operation shows the same parameters and types and offers the assistants its twin.
 */

test.describe.configure({ mode: 'serial' });

let folder = '';
let server: Server;
let origin = '';

const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.md': 'text/markdown; charset=utf-8' };

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'published-openapi-'));
  const list = join(folder, 'list.json');
  writeFileSync(list, JSON.stringify([{ id: 1, url: '/__sandbox/openapi/shop.yaml', name: '示例商店 API', nameEn: 'Sample shop API' }]));
  const run = spawnSync('node', ['scripts/publish.mjs'], {
    env: { ...process.env, PUBLISH_DOCS: 'openapi', PUBLISH_DIR: join(folder, 'out'), PUBLISH_OPENAPI_LIST: list, PUBLISH_SITES: 'common', LCP_REST_TARGET: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  const root = join(folder, 'out', 'current', '127.0.0.1');
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://files').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[/\.\w+$/.exec(file)?.[0] ?? ''] ?? 'text/plain' }).end(readFileSync(file));
  });
  return new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      origin = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
      resolve();
    });
  });
});

test.afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

for (const width of [1440, 390]) {
  test(`a reader with script off reads an operation at ${String(width)} px and reaches the document's other operations and webhooks`, async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: width < 500 ? 844 : 900 } });
    const plain = await context.newPage();
    await plain.goto(`${origin}/docs/en-us/units/1/`);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Sample shop API');
    await plain.getByRole('link', { name: 'Get an order' }).first().click();
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Get an order');
    await expect(plain.locator('#request table')).toBeVisible();
    if (width < 1024) await plain.getByRole('link', { name: 'Other documents of this business unit' }).click();
    await plain.locator('#unit-menu').getByRole('link', { name: 'Order shipped' }).click();
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Order shipped');
    await context.close();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${origin}/docs/en-us/units/1/`);
    await page.getByRole('link', { name: 'Get an order' }).first().click();
    await expectNoSeriousA11yViolations(page);
  });
}

test("the app's page of a published operation shows the same parameters and types, and offers AI assistants its published twin", async ({ page }) => {
  await page.goto(`${origin}/docs/en-us/units/1/`);
  await page.getByRole('link', { name: 'Place an order' }).first().click();
  const names = await page.locator('#request td.name code').allTextContents();
  const types = await page.locator('#request td[data-label="Type"]').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  const tryIt = await page.getByRole('link', { name: 'Try it in the portal' }).getAttribute('href');
  expect(tryIt).toMatch(/^\/\?lang=en-us&docs=openapi#\/open-business-document\/api-doc\/1\/\d+$/);
  // The same address on the app's own origin (the published files are served apart from it here).
  await page.goto(tryIt ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Place an order');
  const request = page.locator('section#request');
  await expect(request.locator('.param-name code').first()).toBeVisible();
  expect(await request.locator('.param-name code').allTextContents()).toEqual(names);
  expect(await request.locator('.param-type').allTextContents()).toEqual(types);
  // The app's "Open in Claude" asks the assistant to read this page's published twin, which the publish wrote.
  const published = new URL(page.url()).hash;
  const claude = new URL((await page.getByRole('link', { name: 'Open in Claude' }).getAttribute('href')) ?? '');
  const twin = new URL(/https?:\/\/\S+\.md/.exec(claude.searchParams.get('q') ?? '')?.[0] ?? 'http://none/');
  expect(twin.pathname).toBe(`/docs/en-us/units/1/api/${/\d+$/.exec(published)?.[0] ?? ''}.md`);
  const answer = await page.request.get(`${origin}${twin.pathname}`);
  expect(answer.ok()).toBe(true);
  expect(await answer.text()).toMatch(/^# Place an order\n/);
});
