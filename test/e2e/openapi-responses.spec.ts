import { readFile } from 'node:fs/promises';
import { operationIds } from '../../src/infrastructure/openapi/openapi-ids';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, visit } from './portal';

/** The sandbox's shop document (unit 1, src/sandbox/seed/openapi-documents.ts): every response, callbacks, a discriminator. */
const apiRoute = (operation: string) => `/open-business-document/api-doc/1/${String(operationIds(1, [operation])[0])}`;
const GET_ORDER = apiRoute('GET /orders/{orderId}');
const row = (page: Page, anchor: string) => page.locator(`tr[id="${anchor}"]`);

test.describe("an OpenAPI operation's every response", () => {
  test('an error status: its body, headers and examples (one fetched from its own file), switched twice, by keyboard, a deep link reloaded, in the download', async ({ page }) => {
    await visit(page, { locale: 'en-us', docs: 'openapi', route: GET_ORDER });
    const statuses = page.getByRole('tablist', { name: 'Response status' });
    await expect(statuses.getByRole('tab')).toHaveText(['200', '404', 'Default']);
    await expect(statuses.getByRole('tab', { name: '200' })).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, 'response-status')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Headers of the response 200' })).toContainText('X-Rate-Limit-Remaining');
    await expect(page.getByRole('table', { name: 'Links' })).toContainText('orderId = $response.body#/id');

    for (let time = 0; time < 2; time += 1) {
      await statuses.getByRole('tab', { name: '404' }).click();
      await expect(row(page, 'response-404-body-kind')).toContainText('Required');
      await expect(row(page, 'response-status')).toHaveCount(0);
      await expect(page.getByText('Content type: application/problem+json')).toBeVisible();
      await expect(row(page, 'response-404-header-x-request-id')).toContainText('Quote it when you ask for help.');
      await expect(page.getByLabel('Response 404 An unknown order', { exact: true })).toContainText('"detail": "No order o404."');
      await expect(page.getByLabel('Response 404 A stored answer', { exact: true })).toContainText('No order o404 (a stored answer).');
      await statuses.getByRole('tab', { name: '200' }).click();
      await expect(row(page, 'response-status')).toBeVisible();
      await expect(row(page, 'response-404-body-kind')).toHaveCount(0);
    }

    // The arrow keys move between the statuses (each press once the last one's status is open, as a reader sees it).
    await statuses.getByRole('tab', { name: '200' }).focus();
    for (const next of ['404', 'Default']) {
      await page.keyboard.press('ArrowRight');
      await expect(statuses.getByRole('tab', { name: next })).toHaveAttribute('aria-selected', 'true');
      await expect(statuses.getByRole('tab', { name: next })).toBeFocused();
    }
    await expect(row(page, 'response-default-body-body')).toContainText('Chosen by the field kind');
    await expect(row(page, 'response-default-body-body-declined')).toContainText('PaymentDeclined');
    await expectNoSeriousA11yViolations(page);

    // A deep link into an error's body opens its status, after a reload too.
    await statuses.getByRole('tab', { name: '404' }).click();
    await row(page, 'response-404-body-detail').getByRole('link', { name: /detail/ }).click();
    await expect(page).toHaveURL(/#response-404-body-detail$/);
    await page.reload();
    await expect(statuses.getByRole('tab', { name: '404' })).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, 'response-404-body-detail')).toHaveAttribute('data-highlighted', 'true');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download this page' }).click()]);
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toContain('### Response 404\n\nNo such order.\n\nContent type: application/problem+json\n');
    expect(text).toContain('| `X-Request-Id` |');
    expect(text).toMatch(/`A stored answer`: The example is kept at http:\/\/127\.0\.0\.1:\d+\/__sandbox\/openapi\/examples\/not-found\.json/);
    expect(text).toContain('| `body.declined` | PaymentDeclined |');
  });

  test('in Chinese on a phone: an error status and its headers fit the width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, { locale: 'zh-cn', docs: 'openapi', route: GET_ORDER });
    const statuses = page.getByRole('tablist', { name: '响应状态' });
    await statuses.getByRole('tab', { name: '404' }).click();
    await expect(row(page, 'response-404-body-kind')).toContainText('必填');
    await expect(page.getByRole('heading', { level: 3, name: '响应头' })).toBeVisible();
    await expect(page.getByLabel('404 响应 A stored answer', { exact: true })).toContainText('No order o404 (a stored answer).');
    await statuses.getByRole('tab', { name: '默认' }).click();
    await expect(row(page, 'response-default-body-body')).toContainText('由字段 kind 区分');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("an operation's callbacks: the expression, method and request body, in the contents", async ({ page }) => {
    await visit(page, { locale: 'en-us', docs: 'openapi', route: apiRoute('POST /orders') });
    const section = page.locator('section#callbacks');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Callbacks' }).click();
    await expect(section.getByRole('heading', { level: 2, name: 'Callbacks' })).toBeInViewport();
    await expect(section.getByRole('heading', { level: 3 })).toHaveText('orderShipped');
    await expect(section.getByText('https://hooks.shop.test/customers/{$request.body#/customer}')).toBeVisible();
    await expect(section.getByRole('table', { name: 'Request body of POST orderShipped' }).locator('tr[id="callback-ordershipped-post-customer"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
