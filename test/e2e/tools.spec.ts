import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

const MERCHANT_TOKEN = 'a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('token query: a visitor sees masked accounts; the owner sees them plain; the environment narrows the rows', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/common-development-tools/101/token-search' });
  await expect(page.getByRole('navigation', { name: 'Developer tools' }).getByRole('link', { name: 'Token query' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter an access token' })).toBeVisible();

  await page.getByRole('textbox', { name: /Access token/ }).fill(MERCHANT_TOKEN);
  await page.getByRole('button', { name: 'Query' }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('note')).toHaveText(/partly hidden/);
  await expect(rows.first()).toContainText('*');
  await expectNoSeriousA11yViolations(page);

  await page.request.post('/__sandbox/sign-in', { form: { pin: 'merchant.dev' } });
  await page.getByRole('combobox', { name: 'Authorization environment' }).selectOption({ label: 'Test' });
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('FRESH0APPKEY0001');
  await expect(rows.first()).toContainText('merchant.dev');
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('token query on the staff portal, in Chinese', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/tools/token-search' });
  await expect(page.getByRole('heading', { level: 1, name: 'Token 查询' })).toBeVisible();
  await page.getByRole('textbox', { name: /访问令牌/ }).fill('unknown-token');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('该令牌在任何环境都无效（不存在或已失效）。')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
