import { operationIds } from '../../src/infrastructure/openapi/openapi-ids';
import { OPENAPI_DOCUMENTS } from '../../src/main/deployment/openapi-documents.config';
import { expect, test, type Page } from './fixtures';
import { drawAllRows, visit } from './portal';

/*
 * The build's documents are read compiled (issue #35, docs/openapi.md "Compiled documents"); a list served at run time
 * naming the same documents as they are makes the portal read them whole. Both paths must show the same pages: for a
 * sample of each document's operations (first, middle and last of its menu, Stripe's middle one only, and a webhook),
 * the heading, the page's text, every request and response row's anchor and the menu are the same; a deep link lands
 * on the same row; and a search finds the same hits. In both languages.
 */

const RAW_LIST = OPENAPI_DOCUMENTS.local;

/** Makes `page` read the documents whole: the deployment's list served at run time, naming them as they are. */
const readWhole = (page: Page) => page.route('**/openapi-documents.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(RAW_LIST) }));

/** The API menu's lines once it is drawn whole (it is drawn when the browser is idle, after the page). */
const menuOf = async (page: Page, unitId: number): Promise<string[]> => {
  const read = () => page.locator(`[data-doc-menu] a[href*="/api-doc/${String(unitId)}/"]`).evaluateAll((links) => links.map((link) => `${link.getAttribute('href') ?? ''} ${link.textContent ?? ''}`));
  let before: string[] = [];
  await expect
    .poll(async () => {
      const now = await read();
      const settled = now.length > 0 && now.length === before.length;
      before = now;
      return settled;
    }, { intervals: [300], timeout: 30_000 })
    .toBe(true);
  return before;
};

/** What a reader sees of an API page beside the menu, once its rows are all there. */
const snapshot = async (page: Page, unitId: number) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await drawAllRows(main);
  return {
    heading: await main.getByRole('heading', { level: 1 }).innerText(),
    text: await page.locator('main [data-doc-menu] ~ *').allInnerTexts(),
    rows: await page.locator('#request [id^="request-"], #response [id^="response-"]').evaluateAll((elements) => elements.map((element) => element.id)),
    menu: await menuOf(page, unitId),
  };
};

/**
 * The addresses of the first, middle and last operation of a unit's menu, read from its first API page; with
 * `middleOnly`, of the middle one.
 */
const sampleOf = async (page: Page, unitId: number, middleOnly = false): Promise<string[]> => {
  await visit(page, { docs: 'openapi', route: `/open-business-document/access-guide/${String(unitId)}` });
  await page.getByRole('navigation', { name: /^(Pages of this document|本文档的页面)$/ }).getByRole('link', { name: /^(API)$/ }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const links = [...new Set((await menuOf(page, unitId)).map((line) => line.split(' ')[0] ?? ''))];
  const middle = links[Math.floor(links.length / 2)];
  return [...new Set(middleOnly ? [middle] : [links[0], middle, links[links.length - 1]])].filter((link): link is string => Boolean(link));
};

const UNITS = [
  { unitId: 1, locale: 'en-us' as const, what: 'the shop (a $ref to another file, webhooks, callbacks)' },
  // Its middle operation only: read whole, each of its pages with thousands of rows took half a minute of CI.
  { unitId: 2, locale: 'en-us' as const, what: "Stripe's spec", middleOnly: true },
  { unitId: 3, locale: 'zh-cn' as const, what: "GitHub's spec" },
  { unitId: 4, locale: 'zh-cn' as const, what: 'a Swagger 2.0 document' },
  // The generated document's one page (20,160 rows) took 1.8 minutes of CI here, twice drawn whole: its sameness is
  // checked in Node, page against page (openapi-compiled.test.ts), and its compiled page by the other browser tests.
];

for (const { unitId, locale, what, middleOnly } of UNITS) {
  test(`${what}, in ${locale}: the compiled pages are the pages of the document read whole`, async ({ browser }) => {
    test.setTimeout(180_000);
    const compiled = await (await browser.newContext({ locale })).newPage();
    const whole = await (await browser.newContext({ locale })).newPage();
    await readWhole(whole);
    for (const page of [compiled, whole]) await page.addInitScript((value) => localStorage.setItem('lcp.locale', value), locale);
    const sample = await sampleOf(compiled, unitId, middleOnly);
    expect(await sampleOf(whole, unitId, middleOnly)).toEqual(sample);
    for (const link of sample) {
      const route = link.replace(/^.*#/, '');
      await visit(compiled, { docs: 'openapi', route });
      await visit(whole, { docs: 'openapi', route });
      const seen = await snapshot(compiled, unitId);
      expect(await snapshot(whole, unitId), route).toEqual(seen);
      // A deep link to the page's last request row lands on it, on both.
      const deepest = seen.rows.filter((id) => id.startsWith('request-')).pop();
      if (deepest) {
        for (const page of [compiled, whole]) {
          await visit(page, { docs: 'openapi', route: `${route}#${deepest}` });
          await expect(page.locator(`[id="${deepest}"]`)).toBeInViewport({ timeout: 30_000 });
        }
      }
    }
    await compiled.context().close();
    await whole.context().close();
  });
}

test('a webhook and a search read the same on both paths', async ({ browser }) => {
  test.setTimeout(120_000);
  const compiled = await (await browser.newContext({ locale: 'en-us' })).newPage();
  const whole = await (await browser.newContext({ locale: 'en-us' })).newPage();
  await readWhole(whole);
  const messages = [];
  for (const page of [compiled, whole]) {
    await page.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
    await visit(page, { docs: 'openapi', route: '/open-business-document/access-guide/1' });
    await page.getByRole('navigation', { name: 'Pages of this document' }).getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Message properties' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    messages.push(await page.locator('main [data-doc-menu] ~ *').allInnerTexts());
  }
  expect(messages[1]).toEqual(messages[0]);
  const hits = [];
  for (const page of [compiled, whole]) {
    await visit(page, { docs: 'openapi', route: '/searchResult?q=issue%20comment' });
    const found = page.getByRole('main').getByTestId('search-hit');
    await expect(found.first()).toBeVisible({ timeout: 30_000 });
    hits.push({ total: await page.getByRole('main').getByText(/results? found/).innerText(), titles: await found.allInnerTexts() });
  }
  expect(hits[1]).toEqual(hits[0]);
  await compiled.context().close();
  await whole.context().close();
});

test("a description's relative link leads where the document's address says, looks like a link, and the compiled page needs no markdown renderer", async ({ browser }) => {
  test.setTimeout(120_000);
  const hrefs = [];
  for (const path of ['compiled', 'whole'] as const) {
    const page = await (await browser.newContext({ locale: 'en-us' })).newPage();
    if (path === 'whole') await readWhole(page);
    const renderers: string[] = [];
    page.on('request', (request) => {
      if (/\/openapi-markdown-[\w-]+\.js$/.test(request.url())) renderers.push(request.url());
    });
    await page.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
    await visit(page, { docs: 'openapi', route: `/open-business-document/api-doc/1/${String(operationIds(1, ['GET /orders/{orderId}'])[0])}` });
    await page.getByRole('tablist', { name: 'Response status' }).getByRole('tab', { name: '404' }).click();
    const link = page.locator('tr[id="response-404-body-kind"]').getByRole('link', { name: 'a stored answer' });
    await expect(link).toHaveCSS('text-decoration-line', 'underline', { timeout: 30_000 });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/__sandbox\/openapi\/examples\/not-found\.json$/);
    const answer = await page.request.get(href ?? '');
    expect(await answer.json()).toMatchObject({ kind: 'not-found' });
    hrefs.push(href);
    if (path === 'compiled') expect(renderers).toEqual([]);
    else expect(renderers.length).toBeGreaterThan(0);
    await page.context().close();
  }
  expect(hrefs[1]).toBe(hrefs[0]);
});
