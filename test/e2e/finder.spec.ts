import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const finder = (page: Page) => page.getByRole('dialog', { name: /Quick find|快速查找/ });
const words = (page: Page) => finder(page).getByRole('combobox');
const options = (page: Page) => finder(page).getByRole('option');
/** Ctrl+K once the page is up (its keys are heard from the first render on). */
const pressFinderKey = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(words(page)).toBeFocused();
};
/** The suggestions for the words typed have arrived (the status counts them). */
const suggestionsArrived = (page: Page) => expect(finder(page).getByRole('status')).toHaveText(/\d+ (suggestions?|条建议)/);

test('the finder by keyboard alone: Ctrl+K, type, arrows, Enter opens; "/" opens it again, Escape closes and gives focus back', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  const docs = page.getByRole('banner').getByRole('link', { name: 'Docs' });
  await docs.focus();
  await page.keyboard.press('Control+k');
  await expect(words(page)).toBeFocused();
  await expect(finder(page).getByRole('status')).toHaveText('Type to find APIs by name, code or path, messages, guides and help documents.');
  await page.keyboard.type('create outbound');
  await suggestionsArrived(page);
  const first = options(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toContainText('API');
  await expectNoSeriousA11yViolations(page);
  // Down then up: back on the first line.
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(words(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id')) ?? 'missing');
  await page.keyboard.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const title = (await first.locator('p').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(finder(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/open-business-document\/api-doc\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(' /')[0] ?? title);

  // Again, from the page the first opening led to: "/" outside a text field; the empty words show what was opened.
  await docs.focus();
  await page.keyboard.press('/');
  await expect(words(page)).toBeFocused();
  await expect(finder(page).getByRole('listbox', { name: 'Recently opened' }).getByRole('option')).toHaveCount(1);
  await expect(options(page).first()).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(finder(page)).toBeHidden();
  await expect(docs).toBeFocused();
});

test('"/" typed into a text field is the text, not the finder', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn' });
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill('a');
  await box.press('/');
  await expect(box).toHaveValue('a/');
  await expect(finder(page)).toHaveCount(0);
});

test('keys typed in the same moment as Ctrl+K on a cold page reach the finder whole and in order', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  await expect(page.getByRole('banner')).toBeVisible();
  // No wait between the key that asks for the finder and the words: its code is not loaded yet.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('outbound');
  await expect(words(page)).toHaveValue('outbound');
  await expect(words(page)).toBeFocused();
  await suggestionsArrived(page);
  await page.keyboard.press('Escape');
  await expect(finder(page)).toBeHidden();

  // Again from the header's search box: the keys go to the finder, not into the box that had focus.
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill('a');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('sign');
  await expect(words(page)).toHaveValue('sign');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('a');
});

test('an Enter typed before the finder is there searches the words typed with it', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', docs: 'openapi' });
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('expand');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/searchResult\?q=expand$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('expand');
  await expect(finder(page)).toBeHidden();
});

test('an answer to older words never replaces the answer to newer ones', async ({ page }) => {
  // "ord" is answered late, with a title no real answer has; "order" at once, by the sandbox.
  await page.route(/\/lcp-rest\/search\?q=ord&/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const row = { scope: 'api', type: 'api', title: 'STALE ANSWER', content: '', raw: { id: 10001, unitId: 101 } };
    await route.fulfill({ json: { code: 0, message: 'ok', data: { total: 1, from: 0, size: 20, rows: [row] } } });
  });
  await visit(page, { variant: 'external', locale: 'en-us' });
  await pressFinderKey(page);
  // Watched before typing: on a busy machine the call may leave before the typing step returns.
  const askedOrd = page.waitForRequest(/\/lcp-rest\/search\?q=ord&/);
  const lateAnswer = page.waitForResponse(/\/lcp-rest\/search\?q=ord&/);
  await words(page).pressSequentially('ord');
  // The finder asked for "ord" (debounced), then the reader goes on typing.
  await askedOrd;
  await words(page).pressSequentially('er');
  await suggestionsArrived(page);
  await expect(options(page).first()).toContainText(/order/i);
  // The late answer arrives: it must not take over the list.
  await lateAnswer;
  await expect(finder(page).getByText('STALE ANSWER')).toHaveCount(0);
  await expect(options(page).first()).toContainText(/order/i);
});

test('Enter before the suggestions for the words have arrived searches them; "See all results" does too', async ({ page }) => {
  await page.route(/\/lcp-rest\/search\?q=waybill&/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await visit(page, { variant: 'external', locale: 'en-us' });
  await pressFinderKey(page);
  await words(page).fill('waybill');
  await expect(finder(page).getByRole('status')).toHaveText('Finding…');
  await expect(options(page)).toHaveCount(1);
  await expect(finder(page).locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/searchResult\?q=waybill$/);
  await expect(finder(page)).toBeHidden();

  await pressFinderKey(page);
  await words(page).fill('sign');
  await suggestionsArrived(page);
  await options(page).filter({ hasText: 'See all results for “sign”' }).click();
  await expect(page).toHaveURL(/#\/searchResult\?q=sign$/);
});

test('a suggestion naming a field of an API opens the API page at that field', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  await pressFinderKey(page);
  await words(page).fill('goodsItems');
  await suggestionsArrived(page);
  const atField = options(page).filter({ hasText: 'Opens at the parameter goodsItems' }).first();
  await expect(atField).toBeVisible();
  await atField.click();
  await expect(page).toHaveURL(/#\/open-business-document\/api-doc\/\d+\/\d+#request-[\w-]*goodsitems$/);
  const row = page.locator('tr[id$="goodsitems"]').first();
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute('data-highlighted', 'true');
});

test('a failing suggestion call is said once, in the finder, and Enter still searches', async ({ page, expectPageErrors }) => {
  expectPageErrors(/Failed to load resource: net::ERR_FAILED \(http:\/\/127\.0\.0\.1:\d+\/lcp-rest\/search/);
  await page.route(/\/lcp-rest\/search(\/inner)?\?q=/, (route) => route.abort());
  await visit(page, { variant: 'internal', locale: 'zh-cn' });
  await pressFinderKey(page);
  await words(page).fill('签名');
  await expect(finder(page).getByRole('status')).toHaveText('查找建议加载失败。按回车键搜索全部结果。');
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/searchResult\?q=/);
});

test('on a phone the header button opens the finder and a tap opens a suggestion', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, { variant: 'internal', locale: 'zh-cn' });
  await page.getByRole('button', { name: '快速查找' }).click();
  await words(page).fill('签名');
  await suggestionsArrived(page);
  await options(page).first().click();
  await expect(finder(page)).toBeHidden();
  await expect(page).not.toHaveURL(/#\/home$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/home$/);
});

test('the search page counts every tab and an empty tab offers the tabs with hits and the finder', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/searchResult?q=sign&tab=solution' });
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: /^FAQs, \d+ results?$/ })).toBeVisible();
  await expect(main.getByTestId('tab-count-solution')).toHaveText('0');
  const empty = main.getByTestId('search-empty');
  await expect(empty).toContainText('Nothing found for “sign”');
  await expect(empty).toContainText('These categories have results for the same words:');
  const faqCount = (await main.getByTestId('tab-count-faq').textContent()) ?? '';
  await empty.getByRole('button', { name: new RegExp(`^FAQs, ${faqCount} results?$`) }).click();
  await expect(page).toHaveURL(/tab=faq/);
  await expect(main.getByTestId('search-hit')).toHaveCount(Number(faqCount));

  await page.goBack();
  await expect(page).toHaveURL(/tab=solution/);
  await main.getByTestId('search-empty').getByRole('button', { name: 'Try quick find (Ctrl K or /)' }).click();
  await expect(words(page)).toBeFocused();
});
