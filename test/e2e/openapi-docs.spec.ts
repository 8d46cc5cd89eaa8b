import { operationIds } from '../../src/infrastructure/openapi/openapi-ids';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, visit } from './portal';

/** The sandbox's OpenAPI documents (src/main/deployment/openapi-documents.config.ts): 1 shop (YAML), 2 Stripe, 4 Swagger 2.0, 5 broken. */
const apiRoute = (unitId: number, operation: string) => `/open-business-document/api-doc/${String(unitId)}/${String(operationIds(unitId, [operation])[0])}`;
const GET_ORDER = apiRoute(1, 'GET /orders/{orderId}');

const row = (page: Page, anchor: string) => page.locator(`tr[id="${anchor}"]`);

test.describe('documents from OpenAPI documents', () => {
  test('a unit has its overview, APIs and messages, and none of the lcp gateway tools', async ({ page }) => {
    await visit(page, { locale: 'en-us', docs: 'openapi', route: '/open-business-document/access-guide/1' });
    const tabs = page.getByRole('navigation', { name: 'Documents of this business unit' });
    await expect(tabs.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(tabs.getByRole('link')).toHaveText(['Access guide', 'API', 'Messages']);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await tabs.getByRole('link', { name: 'API' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get an order' })).toBeVisible();
    await expect(page.getByText('GET', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Debug in the API test tool' })).toHaveCount(0);
    await tabs.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order shipped' })).toBeVisible();
    await expect(page.getByText('orderShipped', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download OpenAPI' })).toHaveCount(0);
    await expect(row(page, 'request-customer-referrer')).toContainText('See the fields of Customer');
  });

  test("a field's facts, and a link to where its type is drawn, which works twice and with back and forward", async ({ page }) => {
    await visit(page, { locale: 'en-us', docs: 'openapi', route: GET_ORDER });
    await expect(row(page, 'request-locale')).toContainText('Allowed values: zh-CN, en-US');
    await expect(row(page, 'request-expand')).toContainText('Deprecated');
    const customer = row(page, 'response-customer');
    for (const from of ['response-customer-referrer', 'response-payment-card-holder']) {
      await row(page, from).getByRole('link', { name: 'See the fields of Customer' }).click();
      await expect(customer).toHaveAttribute('data-highlighted', 'true');
      await expect(customer).toBeInViewport();
      await expect(page).toHaveURL(/#response-customer$/);
      await page.goBack();
      await expect(customer).not.toHaveAttribute('data-highlighted', 'true');
    }
    await page.goForward();
    await expect(customer).toHaveAttribute('data-highlighted', 'true');
    await page.reload();
    await expect(customer).toHaveAttribute('data-highlighted', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test("Stripe's spec: an API with thousands of fields, then another, and a deep field by its link", async ({ page }) => {
    await visit(page, { locale: 'en-us', docs: 'openapi', route: apiRoute(2, 'GET /v1/account') });
    await expect(page.getByRole('heading', { level: 1, name: 'GetAccount' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^\d{4} fields$/)).toBeVisible();
    // Anchors are the field's path made readable: a customer (one of the answer's alternatives), six levels down.
    const anchor = 'response-body-customer-invoice-settings-default-payment-method-payment-method-acss-debit-bank-name';
    await visit(page, { locale: 'en-us', docs: 'openapi', route: `${apiRoute(2, 'GET /v1/customers/{customer}')}#${anchor}` });
    await expect(page.getByRole('heading', { level: 1, name: 'GetCustomersCustomer' })).toBeVisible({ timeout: 30_000 });
    const deep = row(page, anchor);
    await expect(deep).toHaveAttribute('data-highlighted', 'true');
    await expect(deep).toBeInViewport();
  });

  test('a Swagger 2.0 document reads as OpenAPI 3, in Chinese on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, { locale: 'zh-cn', docs: 'openapi', route: apiRoute(4, 'GET /pets') });
    await expect(page.getByRole('heading', { level: 1, name: 'listPets' })).toBeVisible();
    await expect(row(page, 'request-limit')).toContainText('查询参数');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a document that is not valid says what and where, once, and its gateway tools are not there', async ({ page }) => {
    await visit(page, { locale: 'zh-cn', docs: 'openapi', route: '/open-business-document/access-guide/5' });
    const said = page.getByText('该文档不是有效的 OpenAPI："text" 不是 JSON Schema 类型', { exact: false });
    await expect(said).toHaveCount(1);
    await expect(said).toContainText('/components/schemas/Line/properties/sku/type');
    await visit(page, { docs: 'openapi', route: '/open-business-document/common-development-tools/1/sign' });
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });

  test('a documents server that does not answer is said in place, and Retry reads the document', async ({ page, expectPageErrors }) => {
    expectPageErrors(/Failed to load resource/);
    let dead = true;
    await page.route('**/__sandbox/openapi/shop.yaml', (route) => (dead ? route.abort('connectionrefused') : route.fallback()));
    await visit(page, { locale: 'en-us', docs: 'openapi', route: GET_ORDER });
    const alert = page.getByRole('alert').filter({ hasText: /network/i });
    await expect(alert).toHaveCount(1);
    dead = false;
    // One Retry brings back all that failed together: the unit, its menus and the document.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get an order' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Documents of this business unit' }).getByRole('link')).toHaveText(['Access guide', 'API', 'Messages']);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
