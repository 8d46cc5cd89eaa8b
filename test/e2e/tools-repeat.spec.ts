import { expect, test, type Page } from './fixtures';
import { resetSandbox, signIn, storedText, visit } from './portal';

// "Repeat what users repeat" (issue #16): each developer tool does its action twice, switches item mid-flow, goes
// back and forward, and reloads; nothing typed is lost. Secrets (app secret, access token) are never stored, so after
// a reload they are deliberately empty (docs/tools.md "What the tools keep").

const TOOLS = '/open-business-document/common-development-tools/101';
const APP = { key: 'FRESH0APPKEY0001', secret: 'fresh0secret0001', token: 'a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00' };

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const openTool = (page: Page, name: string) => page.getByRole('navigation', { name: 'Developer tools' }).getByRole('link', { name }).click();

test('API test console: Send twice, another API and back, another tool and back/forward, reload', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: `${TOOLS}/api-test?apiId=10001` });
  const key = page.getByLabel(/^App key/);
  const secret = page.getByLabel(/^App secret/);
  const token = page.getByLabel(/^Access token/);
  const params = page.getByRole('region', { name: 'Request parameters' });
  const firstParam = params.getByRole('textbox').first();
  const result = page.getByRole('region', { name: 'Result' });
  await key.fill(APP.key);
  await secret.fill(APP.secret);
  await token.fill(APP.token);
  await page.getByLabel('Pre-release', { exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Fill in example values' }).click();
  const typedParam = await firstParam.inputValue();
  expect(typedParam).not.toBe('');

  // Twice: the second Send replaces the result; the tool stays (it used to crash here, defect 1).
  for (let round = 0; round < 2; round += 1) {
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(result.getByRole('group', { name: 'Response' })).toContainText('"code"');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'API test tool' })).toBeVisible();

  // Another API mid-flow: the settings stay; coming back, its parameters are as typed.
  const apis = page.getByRole('navigation', { name: 'APIs' }).getByRole('button');
  await apis.nth(1).click();
  await expect(page).not.toHaveURL(/apiId=10001\b/);
  await expect(key).toHaveValue(APP.key);
  await expect(secret).toHaveValue(APP.secret);
  await apis.first().click();
  await expect(page).toHaveURL(/apiId=10001\b/);
  await expect(firstParam).toHaveValue(typedParam);
  await expect(token).toHaveValue(APP.token);

  // Another tool, then back and forward: the console is as it was left.
  await openTool(page, 'Signature tool');
  await expect(page.getByRole('heading', { level: 1, name: 'Signature tool' })).toBeVisible();
  await page.goBack();
  await expect(firstParam).toHaveValue(typedParam);
  await expect(secret).toHaveValue(APP.secret);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Signature tool' })).toBeVisible();
  await page.goBack();
  await expect(key).toHaveValue(APP.key);
  await expect(token).toHaveValue(APP.token);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result.getByRole('group', { name: 'Response' })).toContainText('"code"');

  // Reload: the API (address) and the non-secret settings stay; the secret and the token are deliberately empty.
  await page.reload();
  await expect(key).toHaveValue(APP.key);
  await expect(page.getByLabel('Pre-release', { exact: true })).toBeChecked();
  await expect(secret).toHaveValue('');
  await expect(token).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'APIs' }).locator('[aria-current="true"]')).toHaveCount(1);
  const stored = await storedText(page);
  expect(stored).not.toContain(APP.secret);
  expect(stored).not.toContain(APP.token);
});

test('API test console: "Get access token" opens /oauth with the typed app key in a new tab; the console keeps everything', async ({ page, context }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: `${TOOLS}/api-test?apiId=10001` });
  await page.getByLabel(/^App key/).fill(` ${APP.key} `);
  await page.getByLabel(/^App secret/).fill(APP.secret);
  await page.getByLabel(/^Access token/).fill(APP.token);
  const link = page.getByRole('link', { name: 'Get access token (opens in a new tab)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const opened = context.waitForEvent('page');
  await link.click();
  const oauth = await opened;
  await expect(oauth).toHaveURL(/\?variant=external#\/oauth\?appKey=FRESH0APPKEY0001$/);
  await expect(oauth.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(oauth.getByRole('textbox', { name: /App key/ })).toHaveValue(APP.key);
  expect(oauth.url()).not.toContain(APP.secret);
  expect(oauth.url()).not.toContain(APP.token);
  await expect(page.getByLabel(/^App secret/)).toHaveValue(APP.secret);
  await expect(page.getByLabel(/^Access token/)).toHaveValue(APP.token);

  // Partner apps sign without a token: no link then.
  await page.getByLabel('Partner', { exact: true }).check({ force: true });
  await expect(link).toHaveCount(0);
});

test('API test console on the staff portal: "获取 Access Token" opens the staff portal\'s /oauth', async ({ page }) => {
  await signIn(page, 'staff.dev');
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/apiTestMainPage?apiId=10001&unitId=101' });
  await page.getByLabel(/^App key/).fill(APP.key);
  const link = page.getByRole('link', { name: '获取 Access Token（在新标签页打开）' });
  await expect(link).toHaveAttribute('href', /\?variant=internal#\/oauth\?appKey=FRESH0APPKEY0001$/);
});

test('signature tool: sign twice, switch algorithm and mode, another tool and back/forward, reload', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: `${TOOLS}/sign` });
  const submit = page.getByRole('button', { name: 'Generate signature' });
  const signature = page.getByRole('region', { name: 'How the signature is made' }).getByLabel('Signature', { exact: true });
  const field = (name: RegExp) => page.getByRole('textbox', { name });
  await field(/^app_key/).fill(APP.key);
  await page.getByLabel(/^app_secret/).fill(APP.secret);
  await field(/^access_token/).fill(APP.token);
  await field(/^method/).fill('/ecap/v1/orders/create');
  await field(/^timestamp/).fill('2026-01-02 03:04:05');
  await field(/^param_json/).fill('[{"orderId":"A1"}]');
  await submit.click();
  await expect(signature).toHaveText(/^[0-9a-f]{32}$/);
  await submit.click();
  await expect(signature).toHaveText(/^[0-9a-f]{32}$/);

  // Another algorithm, another mode and back: the fields stay.
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('HMacSHA256');
  await submit.click();
  await expect(signature).toHaveText(/^[A-Za-z0-9+/]{43}=$/);
  await page.getByText('Paste a URL', { exact: true }).click();
  await expect(field(/^Request URL/)).toBeVisible();
  await page.getByText('Input fields', { exact: true }).click();
  await expect(field(/^param_json/)).toHaveValue('[{"orderId":"A1"}]');

  // Another tool, Back and Forward.
  await openTool(page, 'Token query');
  await expect(page.getByRole('heading', { level: 1, name: 'Token query' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel(/^app_secret/)).toHaveValue(APP.secret);
  await expect(field(/^access_token/)).toHaveValue(APP.token);
  await expect(page.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('HMacSHA256');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Token query' })).toBeVisible();
  await page.goBack();
  await expect(field(/^param_json/)).toHaveValue('[{"orderId":"A1"}]');
  await submit.click();
  await expect(signature).toHaveText(/^[A-Za-z0-9+/]{43}=$/);

  // Reload: the non-secret fields stay; the secret, the token and the body are deliberately empty.
  await page.reload();
  await expect(field(/^app_key/)).toHaveValue(APP.key);
  await expect(field(/^method/)).toHaveValue('/ecap/v1/orders/create');
  await expect(field(/^timestamp/)).toHaveValue('2026-01-02 03:04:05');
  await expect(page.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('HMacSHA256');
  await expect(page.getByLabel(/^app_secret/)).toHaveValue('');
  await expect(field(/^access_token/)).toHaveValue('');
  await expect(field(/^param_json/)).toHaveValue('');
  const stored = await storedText(page);
  expect(stored).not.toContain(APP.secret);
  expect(stored).not.toContain(APP.token);
});

test('token query: query twice, switch environment, another tool and back/forward, reload', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: `${TOOLS}/token-search` });
  const token = page.getByRole('textbox', { name: /Access token/ });
  const environment = page.getByRole('combobox', { name: 'Authorization environment' });
  const query = page.getByRole('button', { name: 'Query' });
  const rows = page.getByRole('table').locator('tbody tr');
  await token.fill(APP.token);
  await query.click();
  await expect(rows).toHaveCount(3);
  await query.click();
  await expect(rows).toHaveCount(3);
  await environment.selectOption({ label: 'Test' });
  await query.click();
  await expect(rows).toHaveCount(1);

  await openTool(page, 'API test tool');
  await expect(page.getByRole('heading', { level: 1, name: 'API test tool' })).toBeVisible();
  await page.goBack();
  await expect(token).toHaveValue(APP.token);
  await expect(environment).toHaveValue('test');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'API test tool' })).toBeVisible();
  await page.goBack();
  await expect(token).toHaveValue(APP.token);
  await query.click();
  await expect(rows).toHaveCount(1);

  // Reload: the environment stays; the token is deliberately empty (never stored).
  await page.reload();
  await expect(environment).toHaveValue('test');
  await expect(token).toHaveValue('');
  const stored = await storedText(page);
  expect(stored).not.toContain(APP.token);
});
