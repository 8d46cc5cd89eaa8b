import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, storedText, visit } from './portal';

const SECRET = 'secret456-never-sent';
const TOKEN = 'token789-never-sent';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Every request the page makes from now on, with its URL, headers and body. */
const watchNetwork = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push([request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join('\n'));
  });
  return seen;
};

test('signature tool: the five steps and code samples, and neither the secret nor the token leaves the browser', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/common-development-tools/101/sign' });
  const submit = page.getByRole('button', { name: 'Generate signature' });
  await expect(submit).toBeEnabled();
  const network = watchNetwork(page);
  // A local deployment names no gateway: the default is an example.com address, never a real company's.
  await expect(page.getByText('Left empty: https://api.example.com')).toBeVisible();
  await expect(page.getByText(/jdl\.com/)).toHaveCount(0);

  await page.getByRole('textbox', { name: /^app_key/ }).fill('appkey123');
  await page.getByLabel(/^app_secret/).fill(SECRET);
  await page.getByRole('textbox', { name: /^access_token/ }).fill(TOKEN);
  await page.getByRole('textbox', { name: /^method/ }).fill('/ecap/v1/orders/create');
  await page.getByRole('button', { name: 'Fill in the current time (GMT+8)' }).click();
  await page.getByRole('textbox', { name: /^param_json/ }).fill('[{"orderId":"A1","weight":1.5}]');
  await submit.click();

  const steps = page.getByRole('region', { name: 'How the signature is made' });
  await expect(steps.getByLabel('Signature', { exact: true })).toHaveText(/^[0-9a-f]{32}$/);
  await expect(steps.getByLabel('Signed content', { exact: true })).not.toContainText(SECRET);
  await expect(steps.getByLabel('Signed URL', { exact: true })).toContainText('access_token=token789-never-sent');
  await expect(page.getByText(/more than 6 minutes from now/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Python' }).click();
  await expect(page.getByLabel('Python sample', { exact: true })).toContainText('lop-tz');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('HMacSHA256');
  await submit.click();
  await expect(steps.getByLabel('Signature', { exact: true })).toHaveText(/^[A-Za-z0-9+/]{43}=$/);
  await expect(steps.getByLabel('Signed URL', { exact: true })).toContainText('algorithm=HMacSHA256');

  expect(network.filter((request) => request.includes(SECRET) || request.includes(TOKEN))).toEqual([]);
  expect(await storedText(page)).not.toMatch(/never-sent/);
});

test('signature tool on the staff portal in Chinese: every required field is named, and a pasted URL is read', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/tools/sign' });
  const submit = page.getByRole('button', { name: '生成签名' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(['请填写 app_key', '请填写 app_secret', '请填写 access_token', '请填写 method', '请填写 timestamp', '请填写 param_json']);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('radio', { name: '粘贴 URL' }).check({ force: true });
  await page.getByRole('textbox', { name: /^请求 URL/ }).fill('https://api.jdl.com/ecap/v1/orders/create?app_key=appkey123&access_token=token789&timestamp=2026-01-02+03%3A04%3A05&v=2.0');
  await page.getByLabel(/^app_secret/).fill('secret456');
  await page.getByRole('textbox', { name: /^requestBody/ }).fill('[{"orderId":"A1", "weight":1.5}]');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('requestBody 须与发送的请求体完全一致：JSON 字符串之外不能有空格或换行。');
  await page.getByRole('button', { name: '改用压缩后的 JSON' }).click();
  await submit.click();
  // The worked example of the gateway's signing rules.
  await expect(page.getByLabel('签名', { exact: true })).toHaveText('326c9ebb5f3b825318bdb921ca9ccc6b');
  await expect(page.getByText(/相差超过 6 分钟/)).toBeVisible();
});

test('a call signed by the tool is accepted by the sandbox gateway; a wrong secret is refused', async ({ page, baseURL }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/common-development-tools/101/sign' });
  const submit = page.getByRole('button', { name: 'Generate signature' });
  await expect(submit).toBeEnabled();
  const body = '[{"orderId":"A1","remark":"易碎 轻放"}]';
  await page.getByRole('textbox', { name: /^app_key/ }).fill('FRESH0APPKEY0001');
  await page.getByRole('textbox', { name: /^access_token/ }).fill('a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00');
  await page.getByRole('textbox', { name: /^method/ }).fill('/inbound/create');
  await page.getByRole('button', { name: 'Fill in the current time (GMT+8)' }).click();
  await page.getByRole('textbox', { name: /^Gateway base URL/ }).fill(`${baseURL ?? ''}/__sandbox/gateway`);
  await page.getByRole('textbox', { name: /^param_json/ }).fill(body);
  const signedUrl = page.getByRole('region', { name: 'How the signature is made' }).getByLabel('Signed URL', { exact: true });
  const call = async () => (await page.request.post((await signedUrl.textContent()) ?? '', { data: body, headers: { 'content-type': 'application/json;charset=utf-8', 'lop-tz': '8' } })).json() as Promise<{ code: unknown }>;

  for (const algorithm of ['md5-salt', 'sm3-salt', 'HMacSHA512']) {
    await page.getByLabel(/^app_secret/).fill('fresh0secret0001');
    await page.getByRole('combobox', { name: 'Algorithm' }).selectOption(algorithm);
    await submit.click();
    await expect(signedUrl).toContainText(`algorithm=${algorithm}`);
    expect(await call()).toMatchObject({ code: 0 });
  }
  await page.getByLabel(/^app_secret/).fill('not-the-secret');
  await submit.click();
  await expect(signedUrl).toContainText('algorithm=HMacSHA512');
  expect(await call()).toMatchObject({ code: '1000' });
});

test('the signature tool loads only its own code; a tool whose files fail to load says so, with the tools menu still there', async ({ page, expectPageErrors }) => {
  expectPageErrors('Failed to load resource: net::ERR_FAILED');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/common-development-tools/101/sign' });
  await expect(page.getByRole('button', { name: 'Generate signature' })).toBeEnabled();
  expect(scripts.some((path) => /\/sign-tool[.-]page/.test(path))).toBe(true);
  expect(scripts.filter((path) => /api-test|token-search|purify/.test(path))).toEqual([]);

  await page.route(/\/assets\/token-search\.page[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Token query' }).click();
  await expect(page.getByRole('heading', { name: 'Page files failed to load' })).toBeVisible();
  const tools = page.getByRole('navigation', { name: 'Developer tools' });
  await expect(tools.getByRole('link', { name: 'Signature tool' })).toBeVisible();

  await tools.getByRole('link', { name: 'Signature tool' }).click();
  await expect(page.getByRole('button', { name: 'Generate signature' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Page files failed to load' })).toHaveCount(0);
});

test('signature tool, in Chinese: a long body\'s samples show their start and say so (words loaded on this page), Show all draws them', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/open-business-document/common-development-tools/101/sign' });
  const orders = JSON.stringify(Array.from({ length: 3_000 }, (_, index) => ({ orderId: `A${String(index)}`, weight: 1.5 })));
  await page.getByRole('textbox', { name: /^app_key/ }).fill('appkey123');
  await page.getByLabel(/^app_secret/).fill(SECRET);
  await page.getByRole('textbox', { name: /^access_token/ }).fill(TOKEN);
  await page.getByRole('textbox', { name: /^method/ }).fill('/ecap/v1/orders/create');
  await page.getByRole('button', { name: /^填入当前时间/ }).click();
  await page.getByRole('textbox', { name: /^param_json/ }).fill(orders);
  await page.getByRole('button', { name: '生成签名' }).click();
  const showAll = page.getByRole('button', { name: /^显示全部：/ }).first();
  await expect(showAll).toBeVisible();
  // The body is one long line: the curl sample draws its whole lines before it, 4 of 5.
  await expect(page.getByText('显示了前 4 行，共 5 行。复制会复制全部内容。').first()).toBeVisible();
  const label = ((await showAll.getAttribute('aria-label')) ?? '').replace(/^显示全部：/, '');
  const code = page.getByLabel(label, { exact: true });
  await expect(code).not.toContainText('"orderId":"A2999"');
  await showAll.click();
  await expect(code).toContainText('"orderId":"A2999"');
  await expect(code).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
