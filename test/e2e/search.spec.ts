import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('the header search opens results with highlights, "from:" crumbs and a count; tabs narrow them', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  const box = page.getByRole('banner').getByRole('searchbox').first();
  await box.fill('签名');
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/searchResult\?q=/);
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: /results found/ })).toHaveText(/^\d+ results found$/);
  const hits = main.getByTestId('search-hit');
  await expect(hits.first()).toBeVisible();
  await expect(hits.first().locator('em').first()).toHaveText('签名');
  await expect(hits.first().getByTestId('search-from')).toContainText('From:');
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('tab', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/tab=faq/);
  await expect(hits.first().getByTestId('search-from')).toHaveText(/From:FAQ/);
  await expect(hits.first().getByRole('link')).toHaveAttribute('href', /#\/qs\/[\w.-]+\/P\d{4}$/);

  await main.getByRole('tab', { name: 'Getting started guide' }).click();
  await expect(page).toHaveURL(/tab=guide/);
  await expect(hits.first().getByRole('link')).toHaveAttribute('href', /#\/devSupport\/\d+$/);
});

test('results page through 20 at a time and the page is in the shareable address', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/searchResult?q=e&tab=api' });
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'API文档' })).toHaveAttribute('aria-selected', 'true');
  const hits = main.getByTestId('search-hit');
  await expect(hits.first()).toBeVisible();
  const pages = main.getByRole('navigation', { name: '搜索结果分页' });
  await expect(hits).toHaveCount(20);
  const firstTitle = await hits.first().getByRole('heading').textContent();
  await pages.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(hits.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  await expect(hits.first().getByRole('link')).toHaveAttribute('href', /#\/open-business-document\/api-doc\/\d+\/\d+$/);
  await page.reload();
  await expect(pages.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
});

const SEARCH_CALLS = /\/lcp-rest\/search/;

test('a failing search says so in place (no toast, never "nothing found") and Retry, with the backend back, shows the hits', async ({ page, expectPageErrors }) => {
  // The browser logs each refused call; the portal itself says nothing in the console.
  expectPageErrors(/Failed to load resource: the server responded with a status of 500/);
  await page.route(SEARCH_CALLS, (route) => route.fulfill({ status: 500, body: 'down' }));
  await visit(page, { variant: 'external', locale: 'en-us', route: '/searchResult?q=outbound' });
  const main = page.getByRole('main');
  const unavailable = main.getByRole('alert');
  await expect(unavailable).toContainText('Search is unavailable right now');
  await expect(unavailable).toContainText('The request failed (HTTP 500)');
  await expect(main.getByTestId('search-empty')).toHaveCount(0);
  await expect(main.getByText(/results found/)).toHaveCount(0);
  await expect(main.getByTestId(/^tab-count-/)).toHaveCount(0);
  // Search failures are silent (spec §8): said here once, no toast once every call has failed.
  await page.waitForLoadState('networkidle');
  // Counted now, not waited for: a toast goes by itself after 5 s.
  expect(await page.getByTestId('toast').count()).toBe(0);
  await expect(page.getByRole('alert').filter({ hasNotText: 'Search is unavailable' })).toHaveCount(0);

  await page.unroute(SEARCH_CALLS);
  await unavailable.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('status').filter({ hasText: /results found/ })).toHaveText(/^\d+ results found$/);
  await expect(main.getByTestId('search-hit').first()).toBeVisible();
  await expect(main.getByTestId('tab-count-api')).toHaveText(/^[1-9]\d*$/);
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('from the finder (Ctrl+K, words, Enter) a failing search leads to the same "unavailable", in Chinese', async ({ page, expectPageErrors }) => {
  expectPageErrors(/Failed to load resource: the server responded with a status of 500/);
  await page.route(SEARCH_CALLS, (route) => route.fulfill({ status: 500, body: 'down' }));
  await visit(page, { variant: 'external', locale: 'zh-cn' });
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('Control+k');
  const words = page.getByRole('dialog').getByRole('combobox');
  await expect(words).toBeFocused();
  await words.fill('出库');
  await words.press('Enter');
  await expect(page).toHaveURL(/#\/searchResult\?q=/);
  const unavailable = page.getByRole('main').getByRole('alert');
  await expect(unavailable).toContainText('搜索暂时不可用');
  await page.waitForLoadState('networkidle');
  expect(await page.getByTestId('toast').count()).toBe(0);
  await expect(page.getByRole('main').getByTestId('search-empty')).toHaveCount(0);
  await page.unroute(SEARCH_CALLS);
  await unavailable.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('main').getByTestId('search-hit').first()).toContainText('出库');
});

test('a search that hangs says it is still searching, then that it timed out, and Retry finds', async ({ page }) => {
  // Held until the portal gives up (its 10 s limit); answered by the sandbox once let go.
  await page.route(SEARCH_CALLS, () => undefined);
  await visit(page, { variant: 'external', locale: 'en-us', route: '/searchResult?q=outbound' });
  const main = page.getByRole('main');
  await expect(main.getByTestId('search-count')).toHaveText('Searching…');
  await expect(main.getByTestId('search-count')).toHaveText('Still searching: this is taking longer than usual…');
  await expect(main.getByRole('alert')).toContainText('Request timeout, please try again later', { timeout: 15_000 });
  await page.unroute(SEARCH_CALLS);
  await main.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByTestId('search-hit').first()).toBeVisible();
});

test('every hit of All is counted in a tab: messages are in API documentation, and the counts add up', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: `/searchResult?q=${encodeURIComponent('通知')}` });
  const main = page.getByRole('main');
  const count = async (tab: string) => Number(await main.getByTestId(`tab-count-${tab}`).textContent());
  for (const tab of ['all', 'api', 'doc', 'solution', 'faq']) await expect(main.getByTestId(`tab-count-${tab}`)).toHaveText(/^\d+$/);
  const all = await count('all');
  expect(all).toBeGreaterThan(20);
  expect((await count('api')) + (await count('doc')) + (await count('solution')) + (await count('faq'))).toBe(all);
  await main.getByRole('tab', { name: /^API文档/ }).click();
  await expect(page).toHaveURL(/tab=api/);
  await expect(main.getByTestId('search-hit').first().getByTestId('search-from')).toContainText('消息文档');
  await expect(main.getByTestId('search-hit').first().getByRole('link')).toHaveAttribute('href', /#\/open-business-document\/message-doc\/\d+\/\d+$/);
});

test("diagram source is neither found nor shown: 'participant' finds no guide, and a guide's snippet has no mermaid", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/searchResult?q=participant' });
  const main = page.getByRole('main');
  await expect(main.getByTestId('search-empty')).toContainText('Nothing found for “participant”');
  await visit(page, { variant: 'external', locale: 'zh-cn', route: `/searchResult?q=${encodeURIComponent('出库')}&tab=doc` });
  const guide = main.getByTestId('search-hit').filter({ has: page.locator('a[href*="/access-guide/"]') }).first();
  await expect(guide.getByTestId('search-snippet')).toContainText('出库');
  await expect(guide.getByTestId('search-snippet')).not.toContainText(/mermaid|sequenceDiagram|participant/);
});

test("units are named in the reader's language: 出库与发货 in Chinese, Outbound and shipping in English", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: `/searchResult?q=${encodeURIComponent('出库')}` });
  const main = page.getByRole('main');
  const crumbs = main.getByTestId('search-from');
  await expect(crumbs.first()).toBeVisible();
  await expect(main.getByTestId('search-hit').filter({ has: page.locator('a[href$="/access-guide/102"]') }).getByTestId('search-from')).toHaveText('来自：对接方案› 出库与发货');
  expect((await crumbs.allInnerTexts()).filter((text) => /Outbound|shipping/i.test(text))).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: /语言/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).or(page.getByRole('menuitem', { name: 'English' })).click();
  await expect(main.getByTestId('search-hit').filter({ has: page.locator('a[href$="/access-guide/102"]') }).getByTestId('search-from')).toHaveText('From:Connecting solution› Outbound and shipping');
});

for (const width of [1280, 1440]) {
  test(`the seven tabs with their counts fit one row at ${String(width)} px, in English`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, { variant: 'external', locale: 'en-us', route: '/searchResult?q=e' });
    const tabs = page.getByRole('main').getByRole('tab');
    await expect(page.getByRole('main').getByTestId('tab-count-all')).toHaveText(/^\d{3}$/);
    for (const tab of ['api', 'doc', 'solution', 'guide', 'support', 'faq']) await expect(page.getByRole('main').getByTestId(`tab-count-${tab}`)).toBeVisible();
    const boxes = await tabs.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, right }) => ({ top, right })));
    expect(boxes).toHaveLength(7);
    expect(new Set(boxes.map(({ top }) => Math.round(top))).size).toBe(1);
    const list = await page.getByRole('main').getByRole('tablist').evaluate((element) => element.parentElement?.getBoundingClientRect().right ?? 0);
    expect(Math.max(...boxes.map(({ right }) => right))).toBeLessThanOrEqual(list);
  });
}

for (const [locale, word, notice] of [
  ['zh-cn', '推送', '通知'],
  ['en-us', 'pushed', 'notice ('],
] as const) {
  test(`message hits (${locale}): the description's HTML never shows as tags or entities, the highlight still marks the words`, async ({ page }) => {
    await visit(page, { variant: 'external', locale, route: `/searchResult?q=${encodeURIComponent(word)}` });
    const hits = page.getByRole('main').getByTestId('search-hit');
    const messageHits = hits.filter({ has: page.locator('a[href*="/message-doc/"]') });
    await expect(messageHits.first()).toBeVisible();
    const snippet = messageHits.first().getByTestId('search-snippet');
    await expect(snippet).toContainText(notice);
    await expect(snippet.locator('em').first()).toHaveText(word);
    const shown = await hits.allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => /<\/?[a-z][a-z0-9]*(\s[^>]*)?>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text))).toEqual([]);
    // The descriptions hold no angle brackets of their own: any here would be a piece of a cut tag.
    expect((await messageHits.getByTestId('search-snippet').allInnerTexts()).filter((text) => /[<>]/.test(text))).toEqual([]);
  });
}
