import { readFile } from 'node:fs/promises';
import { operationIds } from '../../src/infrastructure/openapi/openapi-ids';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, visit } from './portal';

/** The sandbox's OpenAPI documents (src/main/deployment/openapi-documents.config.ts): 1 shop (YAML), 2 Stripe, 4 Swagger 2.0, 5 broken. */
const apiRoute = (unitId: number, operation: string) => `/open-business-document/api-doc/${String(unitId)}/${String(operationIds(unitId, [operation])[0])}`;
const GET_ORDER = apiRoute(1, 'GET /orders/{orderId}');
const CANCEL_ORDER = apiRoute(1, 'DELETE /orders/{orderId}');
/** The first search reads every configured document (GitHub's 13 MB among them) in the worker. */
const FIRST_SEARCH = { timeout: 60_000 };

const row = (page: Page, anchor: string) => page.locator(`tr[id="${anchor}"]`);

test.describe('documents from OpenAPI documents', () => {
  test('a unit has its overview, APIs and messages in OpenAPI\'s words, and none of the lcp gateway tools', async ({ page }) => {
    await visit(page, { locale: 'en-us', docs: 'openapi', route: '/open-business-document/access-guide/1' });
    const tabs = page.getByRole('navigation', { name: 'Pages of this document' });
    await expect(tabs.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sample shop API: switch document' })).toBeVisible();
    await expect(tabs.getByRole('link')).toHaveText(['Overview', 'API', 'Messages']);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await tabs.getByRole('link', { name: 'API' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get an order' })).toBeVisible();
    await expect(page.getByText('GET', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Debug in the API test tool' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Other responses' }).getByRole('columnheader')).toHaveText(['Status', 'Description']);
    await expect(page.getByRole('heading', { name: 'Exception example' })).toHaveCount(0);
    await tabs.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order shipped' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Webhooks of this document' })).toBeVisible();
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

  test('how a call is authorized: from the table of contents, twice; an operation that needs none and back; in the download', async ({ page }) => {
    await visit(page, { locale: 'en-us', docs: 'openapi', route: GET_ORDER });
    await expect(page.getByRole('heading', { level: 1, name: 'Get an order' })).toBeVisible();
    const section = page.locator('section#authorization');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    for (let time = 0; time < 2; time += 1) {
      await toc.getByRole('link', { name: 'Authorization' }).click();
      await expect(section.getByRole('heading', { name: 'Authorization' })).toBeInViewport();
    }
    await expect(section.getByRole('listitem')).toHaveText([
      'oauth: OAuth 2.0, scopes: orders:read',
      /^All of these together:bearer: HTTP bearer token \(JWT\)A token from the shop console\.\s*shopKey: API key in the header X-Shop-Key$/,
    ]);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download this page' }).click()]);
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toContain('## Authorization\n\nAny one of these:\n\n- `oauth`: OAuth 2.0, scopes: orders:read\n');
    await page.getByRole('navigation', { name: 'Operations of this document' }).getByRole('link', { name: /cancelOrder/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'cancelOrder' })).toBeVisible();
    await expect(section).toHaveText('AuthorizationNo authorization is needed.');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Get an order' })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(2);
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

  test("the API menu shows the current API, the last of Stripe's 452 too; back to the first and forward again", async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Operations of this document' });
    const current = menu.locator('[aria-current="page"]');
    /** The current item lies within the menu's own scrolled view (the menu scrolls, not the page). */
    const inMenuView = () =>
      menu.evaluate((nav) => {
        const item = nav.querySelector('[aria-current="page"]')?.getBoundingClientRect();
        const view = nav.getBoundingClientRect();
        return item !== undefined && item.top >= view.top && item.bottom <= view.bottom;
      });
    await visit(page, { locale: 'en-us', docs: 'openapi', route: apiRoute(2, 'DELETE /v1/webhook_endpoints/{webhook_endpoint}') });
    await expect(current).toHaveText(/DeleteWebhookEndpointsWebhookEndpoint/, { timeout: 30_000 });
    await expect.poll(inMenuView).toBe(true);
    await page.getByRole('navigation', { name: 'Pages of this document' }).getByRole('link', { name: 'API' }).click();
    await expect(current).toHaveText(/GetAccount/);
    await expect.poll(inMenuView).toBe(true);
    await page.goBack();
    await expect(current).toHaveText(/DeleteWebhookEndpointsWebhookEndpoint/);
    await expect.poll(inMenuView).toBe(true);
    await page.goForward();
    await expect(current).toHaveText(/GetAccount/);
    await expect.poll(inMenuView).toBe(true);
  });

  test("Stripe's menu stays where the reader scrolled it while the API comes, and its click opens the API in the same page; each item's address is its page's", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const menu = page.getByRole('navigation', { name: 'Operations of this document' });
    // The operation's own part held back: the menu (from the document's index) is there before the API.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/__sandbox/openapi-compiled/stripe.json/parts-*/api-*.json', async (route) => {
      await held;
      await route.fallback();
    });
    await visit(page, { locale: 'en-us', docs: 'openapi', route: apiRoute(2, 'GET /v1/account') });
    const target = menu.getByRole('link', { name: /^PostCustomers\b/ });
    await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
    const scrolled = await menu.evaluate((nav) => nav.scrollTop);
    expect(scrolled).toBeGreaterThan(1000);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'GetAccount' })).toBeVisible();
    expect(Math.abs((await menu.evaluate((nav) => nav.scrollTop)) - scrolled)).toBeLessThan(60);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const href = await target.getAttribute('href');
    for (let click = 0; click < 2; click += 1) await target.click();
    await expect(page.getByRole('heading', { level: 1, name: 'PostCustomers' })).toBeVisible();
    await expect(target).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(Math.abs((await menu.evaluate((nav) => nav.scrollTop)) - scrolled)).toBeLessThan(60);
    // The address an item holds opens its page on its own (a new tab, a copied link).
    await page.goto(new URL(href ?? '', page.url()).href);
    await expect(page.getByRole('heading', { level: 1, name: 'PostCustomers' })).toBeVisible({ timeout: 30_000 });
  });

  test('a Swagger 2.0 document reads as OpenAPI 3, in Chinese on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, { locale: 'zh-cn', docs: 'openapi', route: apiRoute(4, 'GET /pets') });
    await expect(page.getByRole('heading', { level: 1, name: 'listPets' })).toBeVisible();
    await expect(row(page, 'request-limit')).toContainText('查询参数');
    await expect(page.locator('section#authorization')).toHaveText('鉴权方式petKey：API 密钥，放在请求头 api_key 中');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a document that is not valid says what and where, once, under its name, with the way to the other documents; its gateway tools are not there', async ({ page }) => {
    await visit(page, { locale: 'zh-cn', docs: 'openapi', route: '/open-business-document/access-guide/5' });
    const said = page.getByText('该文档不是有效的 OpenAPI："text" 不是 JSON Schema 类型', { exact: false });
    await expect(said).toHaveCount(1);
    await expect(said).toContainText('/components/schemas/Line/properties/sku/type');
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure.getByRole('heading', { level: 1, name: '有误的文档（演示）' })).toBeVisible();
    // Asking again cannot mend the document: no Retry, but the other documents.
    await expect(failure.getByRole('button', { name: '重试' })).toHaveCount(0);
    await failure.getByRole('button', { name: '选择其他文档' }).click();
    await page.getByRole('menuitem', { name: '宠物商店 API（Swagger 2.0）' }).click();
    await expect(page).toHaveURL(/access-guide\/4/);
    await expect(page.getByRole('button', { name: '宠物商店 API（Swagger 2.0）：切换文档' })).toBeVisible();
    await visit(page, { docs: 'openapi', route: '/open-business-document/common-development-tools/1/sign' });
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });

  test('a documents server that does not answer is said in place, and Retry reads the document', async ({ page, expectPageErrors }) => {
    expectPageErrors(/Failed to load resource/);
    let dead = true;
    // The build's documents are read compiled (docs/openapi.md "Compiled documents"): the folder's index and parts.
    await page.route('**/__sandbox/openapi-compiled/shop.yaml/**', (route) => (dead ? route.abort('connectionrefused') : route.fallback()));
    await visit(page, { locale: 'en-us', docs: 'openapi', route: GET_ORDER });
    const alert = page.getByRole('alert').filter({ hasText: /network/i });
    await expect(alert).toHaveCount(1);
    dead = false;
    // One Retry brings back all that failed together: the unit, its menus and the document.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get an order' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages of this document' }).getByRole('link')).toHaveText(['Overview', 'API', 'Messages']);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Only another operation's own part does not come (the index and the common part are read): said in place of its
    // page, the menu still there; Retry reads it.
    dead = true;
    await page.getByRole('link', { name: /^Place an order/ }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: /network/i })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Get an order/ }).first()).toBeVisible();
    dead = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Place an order' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('search and the finder find the documents\' APIs', () => {
    const hits = (page: Page) => page.getByRole('main').getByTestId('search-hit');

    test("the search page finds a shop operation, marked, from its unit, and its hit opens its page; twice, then from the page's box", async ({ page }) => {
      await visit(page, { locale: 'en-us', docs: 'openapi', route: '/searchResult?q=get%20order' });
      const main = page.getByRole('main');
      const getOrder = hits(page).filter({ has: page.getByRole('link', { name: 'Get an order' }) });
      await expect(getOrder).toHaveCount(1, FIRST_SEARCH);
      await expect(getOrder.getByRole('link').locator('mark')).toHaveText(['Get', 'order']);
      await expect(getOrder.getByTestId('search-snippet')).toHaveText('Reads one order.');
      await expect(getOrder.getByTestId('search-from')).toHaveText('From:API documentation› Sample shop API');
      await expect(main.getByRole('status').filter({ hasText: /results found/ })).toHaveText(/^\d+ results? found$/);
      for (let round = 0; round < 2; round += 1) {
        await getOrder.getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`#${GET_ORDER.replace(/[{}]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', { level: 1, name: 'Get an order' })).toBeVisible();
        await page.goBack();
        await expect(getOrder).toHaveCount(1);
      }
      await expectNoSeriousA11yViolations(page);
      // Another query, from the page's own box: an operation without a summary, by its operationId.
      const box = main.getByRole('searchbox');
      await box.fill('cancelOrder');
      await box.press('Enter');
      await expect(page).toHaveURL(/q=cancelOrder/);
      const cancel = hits(page).filter({ has: page.getByRole('link', { name: 'DELETE /orders/{orderId}' }) });
      await expect(cancel).toHaveCount(1);
      await cancel.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`#${CANCEL_ORDER.replace(/[{}]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'cancelOrder' })).toBeVisible();
    });

    test("the header's box, once entered, reads the documents' search indexes before the words are sent; the search then answers from them, twice", async ({ page }) => {
      const indexes: string[] = [];
      page.context().on('request', (request) => {
        if (request.url().endsWith('/search.json')) indexes.push(new URL(request.url()).pathname);
      });
      await visit(page, { locale: 'en-us', docs: 'openapi', route: '/home' });
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the documentation' });
      await expect(box).toBeVisible();
      expect(indexes).toEqual([]);
      await box.focus();
      // Every document that could be compiled has one (the broken one's problem is its pages' to say).
      await expect.poll(() => new Set(indexes).size, FIRST_SEARCH).toBe(5);
      const read = indexes.length;
      for (const words of ['get order', 'cancelOrder']) {
        await box.fill(words);
        await box.press('Enter');
        await expect(hits(page).first()).toBeVisible();
        await box.focus();
      }
      expect(indexes).toHaveLength(read);
    });

    test("the API tab holds only the documents' operations and webhooks; the FAQ tab still lcp-rest's", async ({ page }) => {
      await visit(page, { locale: 'en-us', docs: 'openapi', route: '/searchResult?q=token&tab=api' });
      await expect(hits(page).first()).toBeVisible(FIRST_SEARCH);
      const links = await hits(page).getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(0);
      // An OpenAPI operation's number is its unit's times 10^9 plus a hash: lcp-rest's APIs are short numbers. A
      // webhook is its document's (a unit of one digit) by its place in the document.
      for (const link of links) expect(link).toMatch(/#\/open-business-document\/(api-doc\/\d\/\d{10}|message-doc\/\d\/\d{1,3})$/);
      await page.getByRole('main').getByRole('tab', { name: 'FAQs' }).click();
      await expect(page).toHaveURL(/tab=faq/);
      await expect(hits(page).first().getByTestId('search-from')).toHaveText(/^From:FAQ/);
    });

    test('in Chinese: a unit by its Chinese name and an operation by its English words, each opened; twice', async ({ page }) => {
      await visit(page, { locale: 'zh-cn', docs: 'openapi', route: '/searchResult?q=%E5%95%86%E5%BA%97' });
      const unit = hits(page).filter({ has: page.getByRole('link', { name: '示例商店 API' }) });
      await expect(unit).toHaveCount(1, FIRST_SEARCH);
      await expect(unit.locator('mark')).toHaveText('商店');
      await expect(unit.getByTestId('search-from')).toHaveText('来自：对接方案');
      for (let round = 0; round < 2; round += 1) {
        await unit.getByRole('link').click();
        // The unit's access guide: its one page, the document's description.
        await expect(page).toHaveURL(/#\/open-business-document\/access-guide\/1(\/1)?$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
        await page.goBack();
        await expect(unit).toHaveCount(1);
      }
      const box = page.getByRole('main').getByRole('searchbox');
      for (let round = 0; round < 2; round += 1) {
        await box.fill('order shipped');
        await box.press('Enter');
        const shipped = hits(page).filter({ has: page.getByRole('link', { name: 'Order shipped' }) });
        await expect(shipped).toHaveCount(1);
        await expect(shipped.getByTestId('search-from')).toHaveText('来自：消息文档› 示例商店 API');
        await shipped.getByRole('link').click();
        await expect(page).toHaveURL(/#\/open-business-document\/message-doc\/1\/1$/);
        await expect(page.getByText('orderShipped', { exact: true })).toBeVisible();
        await page.goBack();
      }
    });

    test('the finder (Ctrl+K) suggests an operation of the documents and Enter opens it; twice, in English and in Chinese', async ({ page }) => {
      const finder = page.getByRole('dialog', { name: /Quick find|快速查找/ });
      const find = async (words: string) => {
        await expect(page.getByRole('banner')).toBeVisible();
        await page.keyboard.press('Control+k');
        await expect(finder.getByRole('combobox')).toBeFocused();
        await page.keyboard.type(words);
        await expect(finder.getByRole('status')).toHaveText(/\d+ (suggestions?|条建议)/, FIRST_SEARCH);
      };
      await visit(page, { locale: 'en-us', docs: 'openapi' });
      await find('get order');
      const first = finder.getByRole('option').first();
      await expect(first).toContainText('Get an order');
      await expect(first).toContainText('getOrder');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(finder).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`#${GET_ORDER.replace(/[{}]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Get an order' })).toBeVisible();
      // Again from that page: a parameter's name opens its API at the parameter.
      await find('expand');
      await expect(finder.getByRole('option').first()).toContainText('Opens at the parameter expand');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#${GET_ORDER.replace(/[{}]/g, '\\$&')}#request-expand$`));
      await expect(row(page, 'request-expand')).toBeInViewport();

      // In Chinese (the reader's choice, kept by the browser), twice.
      await page.evaluate(() => localStorage.setItem('lcp.locale', 'zh-cn'));
      await visit(page, { docs: 'openapi' });
      for (let round = 0; round < 2; round += 1) {
        await find('cancelorder');
        await expect(finder.getByRole('option').first()).toContainText('DELETE /orders/{orderId}');
        await expect(finder.getByRole('option').first()).toContainText('示例商店 API');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`#${CANCEL_ORDER.replace(/[{}]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', { level: 1, name: 'cancelOrder' })).toBeVisible();
      }
    });
  });
});
