import { expect, test, type Page } from './fixtures';
import { resetSandbox, signIn, visit } from './portal';

// Every validation message of the three developer tools, in both languages (one variant each), in a real browser.

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const LANGUAGES = {
  'en-us': {
    variant: 'external' as const,
    sign: '/open-business-document/common-development-tools/101/sign',
    apiTest: '/open-business-document/common-development-tools/101/api-test?apiId=10001',
    token: '/open-business-document/common-development-tools/101/token-search',
    t: {
      generate: 'Generate signature',
      urlMode: 'Paste a URL',
      url: /^Request URL/,
      noSpaces: 'app_key must not contain spaces',
      timestampFormat: 'timestamp must be yyyy-MM-dd HH:mm:ss, for example 2026-01-02 03:04:05',
      invalidJson: 'The JSON could not be read: check for a missing quote, comma or bracket.',
      invalidUrl: 'Enter a whole URL, for example https://api.example.com/ecap/v1/orders/create?…',
      missingTimestamp: 'The URL has no timestamp parameter',
      send: 'Send',
      appKeyFirst: 'Enter the app key first',
      required: 'Required',
      json: 'JSON',
      body: /^Request body/,
      production: 'Production',
      productionTitle: 'Call production?',
      cancel: 'Cancel',
      result: 'Result',
      query: 'Query',
      token: /^Access token/,
      tokenRequired: 'Please enter an access token',
      tokenSpaces: 'An access token contains no spaces or line breaks',
    },
  },
  'zh-cn': {
    variant: 'internal' as const,
    sign: '/tools/sign',
    apiTest: '/apiTestMainPage?apiId=10001&unitId=101',
    token: '/tools/token-search',
    t: {
      generate: '生成签名',
      urlMode: '粘贴 URL',
      url: /^请求 URL/,
      noSpaces: 'app_key 不能包含空格',
      timestampFormat: 'timestamp 格式应为 yyyy-MM-dd HH:mm:ss，例如 2026-01-02 03:04:05',
      invalidJson: '无法解析该 JSON：请检查是否缺少引号、逗号或括号。',
      invalidUrl: '请输入完整的 URL，例如 https://api.example.com/ecap/v1/orders/create?…',
      missingTimestamp: 'URL 中缺少参数 timestamp',
      send: '发送',
      appKeyFirst: '请先输入 App key',
      required: '必填',
      json: 'JSON',
      body: /^请求体/,
      production: '生产环境',
      productionTitle: '调用生产环境？',
      cancel: '取消',
      result: '结果',
      query: '查询',
      token: /^访问令牌/,
      tokenRequired: '请输入访问令牌',
      tokenSpaces: '访问令牌中不能有空格或换行',
    },
  },
};

const alerts = (page: Page) => page.getByRole('main').getByRole('alert');

for (const [locale, { variant, sign, apiTest, token, t }] of Object.entries(LANGUAGES)) {
  test(`signature tool messages (${locale})`, async ({ page }) => {
    await visit(page, { variant, locale: locale as 'en-us' | 'zh-cn', route: sign });
    const submit = page.getByRole('button', { name: t.generate });
    await expect(submit).toBeEnabled();
    await page.getByRole('textbox', { name: /^app_key/ }).fill('app key');
    await page.getByLabel(/^app_secret/).fill('secret');
    await page.getByRole('textbox', { name: /^access_token/ }).fill('token');
    await page.getByRole('textbox', { name: /^method/ }).fill('/a/b');
    await page.getByRole('textbox', { name: /^timestamp/ }).fill('2026/01/02 03:04:05');
    await page.getByRole('textbox', { name: /^param_json/ }).fill('{"a":');
    await submit.click();
    await expect(alerts(page)).toHaveText([t.noSpaces, t.timestampFormat, t.invalidJson]);
    await expect(page.getByRole('textbox', { name: /^app_key/ })).toHaveValue('app key');

    await page.locator('label').filter({ hasText: t.urlMode }).click();
    await page.getByRole('textbox', { name: t.url }).fill('api.jdl.com/a/b');
    await page.getByRole('textbox', { name: /^requestBody/ }).fill('{}');
    await submit.click();
    await expect(alerts(page)).toHaveText([t.invalidUrl]);
    await page.getByRole('textbox', { name: t.url }).fill('https://api.jdl.com/a/b?app_key=k&access_token=t&v=2.0');
    await submit.click();
    await expect(alerts(page)).toHaveText([t.missingTimestamp]);
  });

  test(`API test console messages and the production confirmation (${locale})`, async ({ page }) => {
    if (variant === 'internal') await signIn(page, 'staff.dev');
    await visit(page, { variant, locale: locale as 'en-us' | 'zh-cn', route: apiTest });
    const send = page.getByRole('button', { name: t.send });
    await send.click();
    await expect(alerts(page).filter({ hasText: t.appKeyFirst })).toBeVisible();
    // The secret, the token and every required parameter of the form.
    const required = alerts(page).filter({ hasText: new RegExp(`^${t.required}`) });
    await expect(required.first()).toBeVisible();
    const before = await required.count();
    expect(before).toBeGreaterThan(2);

    await page.getByLabel(/^App key/).fill('FRESH0APPKEY0001');
    await page.getByLabel(/^App secret/).fill('fresh0secret0001');
    await page.getByLabel(/^Access token/).fill('a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00');
    await send.click();
    await expect(alerts(page).filter({ hasText: t.appKeyFirst })).toHaveCount(0);
    await expect(required).toHaveCount(before - 2);

    await page.locator('label').filter({ hasText: new RegExp(`^${t.json}$`) }).click();
    await page.getByRole('textbox', { name: t.body }).fill('{"customerCode":');
    await send.click();
    await expect(alerts(page).filter({ hasText: t.invalidJson })).toBeVisible();
    await page.getByRole('textbox', { name: t.body }).fill('[{"customerCode":"C1"}]');

    await page.locator('label').filter({ hasText: new RegExp(`^${t.production}$`) }).click();
    await send.click();
    const dialog = page.getByRole('alertdialog', { name: t.productionTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: t.result })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: t.body })).toHaveValue('[{"customerCode":"C1"}]');
  });

  test(`token query messages (${locale})`, async ({ page }) => {
    await visit(page, { variant, locale: locale as 'en-us' | 'zh-cn', route: token });
    await page.getByRole('button', { name: t.query }).click();
    await expect(alerts(page)).toHaveText([t.tokenRequired]);
    await page.getByRole('textbox', { name: t.token }).fill('abc def');
    await page.getByRole('button', { name: t.query }).click();
    await expect(alerts(page)).toHaveText([t.tokenSpaces]);
    await expect(page.getByRole('textbox', { name: t.token })).toHaveValue('abc def');
  });
}
