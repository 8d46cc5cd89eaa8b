import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

const CREATE_OUTBOUND = '/open-business-document/api-doc/102/10006';
/** The customs declaration: its request example is about 400 lines. */
const BIG_API = '/open-business-document/api-doc/301/19999';
/** The sample shop's POST /orders (OpenAPI deployment), whose document gives a request example. */
const PLACE_ORDER = '/open-business-document/api-doc/1/1062519745';

const WORDS = {
  'en-us': { examples: 'Examples', copyPython: 'Copy Python call', copied: 'Copy succeed!', cancel: 'Cancel outbound order', request: 'Request example' },
  'zh-cn': { examples: '示例', copyPython: '复制Python 调用代码', copied: '复制成功！', cancel: '取消出库单', request: '请求示例' },
} as const;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const samples = (page: Page, locale: keyof typeof WORDS) => page.getByTestId('samples-beside').getByRole('region', { name: WORDS[locale].examples });
/** The language shown: a panel just closed stays in the tree, not yet hidden, for a frame after the switch. */
const shownCode = (page: Page) => page.getByTestId('samples-beside').getByRole('tabpanel').and(page.locator(':not([data-state="closed"])'));

for (const [width, locale] of [
  [1440, 'en-us'],
  [1280, 'zh-cn'],
] as const) {
  test(`${String(width)} px (${locale}): the signed call and the examples beside the parameters, following the reader; the language kept from API to API`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await visit(page, { variant: 'external', locale, route: CREATE_OUTBOUND });
    const column = samples(page, locale);
    await expect(column).toBeVisible();
    // Once: the flow has no Examples section of its own.
    await expect(page.locator('section#examples')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: WORDS[locale].examples, exact: true })).toHaveCount(1);

    // Beside the parameters, to their right.
    const request = page.locator('section#request');
    await request.scrollIntoViewIfNeeded();
    const [requestBox, columnBox] = [await request.boundingBox(), await column.boundingBox()];
    expect(columnBox!.x).toBeGreaterThanOrEqual(requestBox!.x + requestBox!.width);
    expect(columnBox!.y).toBeLessThan(requestBox!.y + requestBox!.height);

    // The signed call of this API, to its own gateway address, with the reader's values as placeholders.
    await expect(column.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    await expect(shownCode(page)).toContainText("curl -X POST 'https://test-api.example.com/outbound/create?LOP-DN=lcp.outbound&app_key=<YOUR_APP_KEY>");
    await expect(shownCode(page)).toContainText('sign=<SIGN>&algorithm=md5-salt');

    // It follows the reader down to the error codes.
    await page.locator('section#errors').scrollIntoViewIfNeeded();
    await expect(column.getByRole('tab', { name: 'curl' })).toBeInViewport();

    // Another language, by keyboard, and copied.
    await column.getByRole('tab', { name: 'curl' }).focus();
    for (const name of ['Java', 'Python']) {
      await page.keyboard.press('ArrowRight');
      await expect(column.getByRole('tab', { name })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(column.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(shownCode(page)).toContainText('requests.post(url');
    await column.getByRole('button', { name: WORDS[locale].copyPython }).click();
    await expect(page.getByText(WORDS[locale].copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('app_key=<YOUR_APP_KEY>');
    expect(copied).toContain('/outbound/create?');
    await expectNoSeriousA11yViolations(page);

    // Another API: the same language, that API's method.
    await page.getByRole('navigation', { name: locale === 'en-us' ? 'APIs of this business unit' : '本业务单元的接口' }).getByRole('link', { name: WORDS[locale].cancel }).click();
    await expect(shownCode(page)).toContainText('/outbound/cancel?LOP-DN=lcp.outbound');
    await expect(column.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');

    await page.goBack();
    await expect(shownCode(page)).toContainText('/outbound/create?LOP-DN=lcp.outbound');
    await expect(column.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(shownCode(page)).toContainText('/outbound/cancel?LOP-DN=lcp.outbound');

    // A reload starts from curl again (the choice is kept in memory only) and shows the same API's call.
    await page.reload();
    await expect(column.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    await expect(shownCode(page)).toContainText('/outbound/cancel?LOP-DN=lcp.outbound');
  });
}

test('1280 px: a 400-line request example scrolls inside the column, which stays within the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, { variant: 'external', locale: 'en-us', route: BIG_API });
  const column = samples(page, 'en-us');
  await column.getByRole('tab', { name: 'JSON' }).click();
  const example = column.getByLabel('Request example', { exact: true });
  await expect(example).toContainText('"lastMile": {');
  expect(await example.evaluate((pre) => pre.scrollHeight > pre.clientHeight * 3)).toBe(true);
  await page.locator('section#response').scrollIntoViewIfNeeded();
  const box = await page.getByTestId('samples-beside').boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(900);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

for (const [what, viewport] of [
  ['1024 px', { width: 1024, height: 900 }],
  ['a 390×844 phone', { width: 390, height: 844 }],
] as const) {
  test(`${what}: the examples are in the flow, and there is no column`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, { variant: 'external', locale: 'en-us', route: CREATE_OUTBOUND });
    const section = page.locator('section#examples');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: 'Request example' })).toBeVisible();
    await expect(section.getByLabel('Request example', { exact: true })).toContainText('"customerCode"');
    await expect(page.getByTestId('samples-beside')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'curl' })).toHaveCount(0);
  });
}

test('OpenAPI deployment, 1440 px: the call in code, the documented request and response examples beside, and no call of the lcp gateway', async ({ page }) => {
  await visit(page, { locale: 'en-us', docs: 'openapi', route: PLACE_ORDER });
  const column = samples(page, 'en-us');
  await expect(column.getByRole('heading', { name: 'Request example' })).toBeVisible();
  await expect(column.getByLabel('Request example', { exact: true })).toContainText('"customer": "c1"');
  await expect(column.getByRole('heading', { name: 'Response example' })).toBeVisible();
  // The call's own code samples (test/e2e/openapi-code-samples.spec.ts), not the lcp gateway's signed call.
  await expect(column.getByRole('tab')).toHaveText(['curl', 'JavaScript', 'Python', 'Go', 'Java', 'C#']);
  await expect(column).not.toContainText('<YOUR_APP_KEY>');
  await expect(page.locator('section#examples')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
