import { expect, test } from './fixtures';
import { resetSandbox, visit } from './portal';

/*
 * Repeat what users repeat, on the search boxes and the assistant's ask box (docs/testing.md "What is kept"): the
 * query is in the address, so back, forward and a reload show it with its results.
 */

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('search twice, then back, forward and reload: each query comes back with its results in the box', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  const header = page.getByRole('banner').getByRole('searchbox').first();
  await header.fill('签名');
  await header.press('Enter');
  const main = page.getByRole('main');
  const box = main.getByRole('searchbox');
  await expect(box).toHaveValue('签名');
  await expect(main.getByTestId('search-hit').first()).toBeVisible();
  await box.fill('waybill');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=waybill/);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “签名”' })).toBeVisible();
  await expect(box).toHaveValue('签名');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “waybill”' })).toBeVisible();
  await expect(box).toHaveValue('waybill');
  await page.reload();
  await expect(box).toHaveValue('waybill');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “waybill”' })).toBeVisible();
});

test('the assistant: a question typed and not asked stays when the panel is closed and opened again', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  const button = page.getByRole('complementary', { name: 'Tools' }).getByRole('button', { name: 'Assistant', exact: true });
  await button.click();
  const panel = page.getByRole('dialog', { name: 'AI assistant' });
  const input = panel.getByRole('combobox', { name: 'Your question' });
  await input.fill('How do I renew a token?');
  await panel.getByRole('button', { name: /close/i }).first().click();
  await expect(panel).toBeHidden();
  await button.click();
  await expect(input).toHaveValue('How do I renew a token?');

  // Another page of the portal: the panel goes with the reader, and so does the question.
  await page.evaluate(() => {
    window.location.hash = '/product';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  if (!(await panel.isVisible())) await button.click();
  await expect(input).toHaveValue('How do I renew a token?');
});
