import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, signIn, visit } from './portal';

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
  // An informational note looks informational: its text is blue-ish, not the red of an error.
  const [red, , blue] = (await page.getByRole('note').getByText(/partly hidden/).evaluate((node) => getComputedStyle(node).color)).match(/\d+/g)!.map(Number);
  expect(blue).toBeGreaterThan(red!);
  await expect(rows.first()).toContainText('*');
  await expectNoSeriousA11yViolations(page);

  await signIn(page, 'merchant.dev');
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

/** The sandbox gateway's app of the merchant's sample token (src/sandbox/seed/tokens.ts, docs/sandbox.md). */
const MERCHANT_APP = { key: 'FRESH0APPKEY0001', secret: 'fresh0secret0001' };

const fillSandboxApp = async (page: Page, labels: { key: RegExp; secret: RegExp; token: RegExp }, secret = MERCHANT_APP.secret) => {
  await page.getByLabel(labels.key).fill(MERCHANT_APP.key);
  await page.getByLabel(labels.secret).fill(secret);
  await page.getByLabel(labels.token).fill(MERCHANT_TOKEN);
};
const EN = { key: /^App key/, secret: /^App secret/, token: /^Access token/ };

test('API test console: from an API document\'s debugging link, a signed call through the sandbox gateway', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/101/10001' });
  await page.getByRole('link', { name: 'Debug in the API test tool' }).click();
  await expect(page).toHaveURL(/common-development-tools\/101\/api-test\?apiId=10001$/);
  await expect(page.getByRole('navigation', { name: 'APIs' }).locator('[aria-current="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  await fillSandboxApp(page, EN);
  await page.getByRole('button', { name: 'Fill in example values' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('group', { name: 'Response' })).toContainText('"code"');
  await expect(result.getByRole('group', { name: 'Response' })).not.toContainText('invalid sign');
  await result.getByRole('tab', { name: 'Request URL' }).click();
  await expect(result.getByLabel('request URL', { exact: true })).toContainText('app_key=FRESH0APPKEY0001');
  await result.getByRole('tab', { name: 'Code samples' }).click();
  await expect(result.getByRole('tab', { name: 'Python' })).toBeVisible();
  await expect(result.getByLabel('Java sample', { exact: true })).toContainText('HttpRequest');
  await expectNoSeriousA11yViolations(page);
});

test('API test console: a wrong app secret gets the gateway\'s sign error, and everything typed stays', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/common-development-tools/101/api-test?apiId=10001' });
  await fillSandboxApp(page, EN, 'not-the-secret');
  await page.locator('label').filter({ hasText: /^JSON$/ }).click();
  await expect(page.getByRole('textbox', { name: /Request body/ })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  const response = page.getByRole('region', { name: 'Result' }).getByRole('group', { name: 'Response' });
  await expect(response).toContainText('"1000"');
  await expect(response).toContainText('invalid sign');
  await expect(page.getByLabel(EN.secret)).toHaveValue('not-the-secret');
});

test('API test console on the staff portal (login required), in Chinese', async ({ page }) => {
  await signIn(page, 'staff.dev');
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/apiTestMainPage?apiId=10001&unitId=101' });
  await expect(page.getByRole('heading', { level: 1, name: 'API 测试工具' })).toBeVisible();
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请先输入 App key' })).toBeVisible();
  await fillSandboxApp(page, { key: /^App key/, secret: /^App secret/, token: /^Access token/ });
  await page.getByRole('button', { name: '填入示例值' }).click();
  await page.getByRole('button', { name: '发送' }).click();
  const result = page.getByRole('region', { name: '结果' });
  await expect(result.getByRole('group', { name: '响应' })).toBeVisible();
  await result.getByRole('tab', { name: '调用示例' }).click();
  await expect(result.getByLabel('Java 调用示例', { exact: true })).toContainText('HttpRequest');
  await expectNoSeriousA11yViolations(page);
});
