import { expect, test } from './fixtures';
import { resetSandbox, visit } from './portal';

/** Create outbound order: a parameter form several screens tall (UX review m15, screenshot 20). */
const LONG_FORM = '/open-business-document/common-development-tools/102/api-test?apiId=10006';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`API test form at ${String(viewport.width)}x${String(viewport.height)}: empty fields look empty, and Send with what is left stays in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, { variant: 'external', locale: 'en-us', route: LONG_FORM });
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
    const postcode = form.getByRole('textbox', { name: /^postcode/ }).first();
    await expect(postcode).toHaveValue('');
    await expect(postcode).not.toHaveAttribute('placeholder');
    await expect(postcode).toHaveAccessibleDescription('String · e.g. 100176');

    const height = (await form.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(3 * viewport.height);
    const fields = form.getByRole('textbox');
    await fields.nth(Math.floor((await fields.count()) / 2)).evaluate((field) => field.scrollIntoView({ block: 'center' }));

    const send = page.getByRole('button', { name: 'Send' });
    const left = page.getByText(/^\d+ required fields still empty$/);
    await expect(send).toBeInViewport({ ratio: 1 });
    await expect(left).toBeInViewport({ ratio: 1 });
    // Nothing lies over Send (on phones the floating tools' button sits at the same corner).
    expect(await send.evaluate((button) => {
      const { x, y, width, height: h } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + h / 2));
    })).toBe(true);

    await send.click();
    await expect(form.getByRole('alert').filter({ hasText: /^Required$/ }).first()).toBeVisible();
    await expect(left).toHaveText(/^1[0-9] required fields still empty$/);
  });
}

test('API test form: example values fill it in one go, the bar says so, and Send sends (Chinese)', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: LONG_FORM });
  await page.getByLabel(/^App key/).fill('FRESH0APPKEY0001');
  await page.getByLabel(/^App secret/).fill('fresh0secret0001');
  await page.getByLabel(/^Access token/).fill('a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00');
  await expect(page.getByText(/^还有 \d+ 个必填项未填写$/)).toBeVisible();
  await page.getByRole('button', { name: '填入示例值' }).click();
  await expect(page.getByText('必填项已全部填写')).toBeVisible();
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('region', { name: '结果' }).getByRole('group', { name: '响应' })).toBeVisible();
});
