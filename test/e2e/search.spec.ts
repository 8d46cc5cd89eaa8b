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

test('a failing search is silent and shows the empty state', async ({ page, expectPageErrors }) => {
  // The browser logs each aborted call; the portal itself says nothing.
  expectPageErrors(/Failed to load resource: net::ERR_FAILED \(http:\/\/127\.0\.0\.1:\d+\/lcp-rest\/search/);
  await page.route('**/lcp-rest/search**', (route) => route.abort());
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/searchResult?q=签名' });
  const main = page.getByRole('main');
  await expect(main.getByTestId('search-empty')).toContainText('没有找到与“签名”相关的结果');
  await expect(main.getByRole('status').filter({ hasText: '共找到' })).toHaveText('共找到 0 条结果');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

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
