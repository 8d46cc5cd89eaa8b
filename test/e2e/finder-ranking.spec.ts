import { expect, test, type Page } from './fixtures';
import { resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The OpenAPI deployment reads Stripe's large document on its first search. */
const FIRST_SEARCH = { timeout: 60_000 };

const finder = (page: Page) => page.getByRole('dialog', { name: /Quick find|快速查找/ });

const find = async (page: Page, words: string) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(finder(page).getByRole('combobox')).toBeFocused();
  await finder(page).getByRole('combobox').fill(words);
  await expect(finder(page).getByRole('status')).toHaveText(/\d+ (suggestions?|条建议)/, FIRST_SEARCH);
  return finder(page).getByRole('option');
};

test('an API whose name holds the words comes first: 出库 suggests 创建出库单 before the messages, the guide and the unit', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn' });
  const options = await find(page, '出库');
  await expect(options.first()).toContainText('创建出库单');
  await expect(options.first()).toContainText('API');
  await expect(options.filter({ hasText: '出库与发货创建成功通知' })).toHaveCount(1);
});

test('"create" favours POST: create customer lists POST /v1/customers before GET /v1/customers', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', docs: 'openapi' });
  const options = await find(page, 'create customer');
  const titles = await options.locator('p:first-child').allInnerTexts();
  const post = titles.indexOf('POST /v1/customers');
  const get = titles.indexOf('GET /v1/customers');
  expect(post).toBeGreaterThanOrEqual(0);
  expect(get === -1 || post < get).toBe(true);
  expect(titles[0]).toBe('POST /v1/customers');
});

test("the finder names units in the reader's language: 对接方案 · 出库与发货, never the English name in Chinese", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn' });
  const options = await find(page, '出库与发货');
  // The unit of that very name first, named in Chinese.
  await expect(options.first()).toHaveText(/^出库与发货对接方案 · 出库与发货$/);
  expect((await options.allInnerTexts()).filter((text) => text.includes('Outbound and shipping'))).toEqual([]);
});
