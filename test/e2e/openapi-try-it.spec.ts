import { operationIds } from '../../src/infrastructure/openapi/openapi-ids';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, storedText, visit } from './portal';

/*
 * Try it on an OpenAPI deployment (docs/openapi.md "Try it"), against the sandbox's own answer to the shop document's
 * API (/__sandbox/shop/v2, its first server): send, send again, a fault stopped before sending, another operation and
 * back, a server that does not answer, a reload; on a phone; the code samples following the form.
 */

const apiRoute = (operation: string) => `/open-business-document/api-doc/1/${String(operationIds(1, [operation])[0])}`;
const PLACE_ORDER = apiRoute('POST /orders');
const GET_ORDER = apiRoute('GET /orders/{orderId}');

const tryIt = (page: Page) => page.locator('section#try-it');
const answer = (page: Page) => tryIt(page).getByRole('region', { name: /^(Answer|应答)$/ });
const send = (page: Page) => tryIt(page).getByRole('button', { name: /^(Send|发送)$/ }).click();
/** The code sample shown (a panel just closed stays in the tree for a frame after a switch). */
const shownCode = (page: Page) =>
  page.getByRole('heading', { name: /^(Code samples|代码示例)$/ }).locator('..').getByRole('tabpanel').and(page.locator(':not([data-state="closed"])'));

/** What Chromium logs for every answer of 4xx, which an API's refusals are: named, as the answer itself is checked. */
const REFUSED = /Failed to load resource: the server responded with a status of (401|404) /;

test('send, send again, a fault stopped before sending, the samples following what is typed', async ({ page, expectPageErrors }) => {
  expectPageErrors(REFUSED);
  await visit(page, { locale: 'en-us', docs: 'openapi', route: PLACE_ORDER });
  const form = tryIt(page);
  await expect(form.getByLabel('Server', { exact: true })).toHaveValue('0', { timeout: 20_000 });
  await expect(form.getByLabel('Server', { exact: true }).locator('option').first()).toHaveText(/^Sandbox: http:\/\/127\.0\.0\.1:\d+\/__sandbox\/shop\/v2\/orders$/);

  // Without a credential the shop refuses, and says why.
  await send(page);
  await expect(answer(page)).toContainText('401 Unauthorized');
  await expect(answer(page).getByLabel('Body', { exact: true })).toContainText('"title": "Unauthorized"');

  // A token typed: placed, twice, each an order of its own; the samples keep a placeholder for it.
  await form.getByLabel('bearer: HTTP bearer token (JWT)').fill('t-123');
  const placed: string[] = [];
  for (const round of [1, 2]) {
    await send(page);
    await expect(answer(page)).toContainText('201 Created');
    const body = answer(page).getByLabel('Body', { exact: true });
    await expect(body).toContainText('"customer": {\n      "name": "c1"\n    }');
    placed.push(/"id": "(o\d+)"/.exec((await body.textContent()) ?? '')?.[1] ?? `none in round ${String(round)}`);
  }
  expect(new Set(placed).size).toBe(2);
  await expect(shownCode(page)).toContainText("--header 'Authorization: Bearer <TOKEN>'");
  const reveal = page.getByRole('checkbox', { name: 'Show the secrets I typed in the code' });
  await page.getByText('Show the secrets I typed in the code').click();
  await expect(reveal).toBeChecked();
  await expect(shownCode(page)).toContainText("--header 'Authorization: Bearer t-123'");
  await page.getByText('Show the secrets I typed in the code').click();
  await expect(reveal).not.toBeChecked();
  await expect(shownCode(page)).not.toContainText('t-123');

  // The body edited: the samples follow; a body that is not JSON is stopped, said once, and nothing typed is lost.
  const body = form.getByLabel('Body (application/json)');
  await body.fill('{"customer": "Zoë"}');
  await expect(shownCode(page)).toContainText('"customer": "Zoë"');
  await body.fill('{"customer": ');
  await send(page);
  await expect(form.getByText(/^The body is not valid JSON: /)).toHaveCount(1);
  await expect(form.getByText('Nothing was sent: check the fields marked below.')).toBeVisible();
  await expect(body).toHaveValue('{"customer": ');
  await body.fill('{"customer": "Zoë"}');
  await send(page);
  await expect(answer(page).getByLabel('Body', { exact: true })).toContainText('"name": "Zoë"');
  await expect(form.getByText(/^The body is not valid JSON/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('another operation keeps its own values and the document’s secret; Back and Forward keep both; a reload forgets them', async ({ page, expectPageErrors }) => {
  expectPageErrors(REFUSED);
  await visit(page, { locale: 'en-us', docs: 'openapi', route: GET_ORDER });
  const form = tryIt(page);
  await expect(form.getByLabel('Way of authorizing')).toBeVisible({ timeout: 20_000 });
  // A required path value left empty is said under it, and nothing is sent.
  await send(page);
  await expect(form.getByText('Fill in orderId.')).toBeVisible();
  await expect(answer(page)).toHaveCount(0);

  await form.getByLabel('orderId').fill('o1');
  await form.getByLabel('Way of authorizing').selectOption({ label: 'bearer + shopKey' });
  await form.getByLabel('bearer: HTTP bearer token (JWT)').fill('t-9');
  await send(page);
  await expect(answer(page)).toContainText('200 OK');
  await expect(answer(page).getByLabel('Body', { exact: true })).toContainText('"id": "o1"');
  await answer(page).getByText(/^Headers \(\d+\)$/).click();
  await expect(answer(page).getByRole('cell', { name: 'x-request-id' })).toBeVisible();

  await form.getByLabel('orderId').fill('nobody');
  await send(page);
  await expect(answer(page)).toContainText('404 Not Found');
  await expect(answer(page).getByLabel('Body', { exact: true })).toContainText('There is no order nobody.');

  // Another operation: the document's secret is there already; its own values are its own.
  await page.getByRole('navigation', { name: 'Operations of this document' }).getByRole('link', { name: /Place an order/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Place an order');
  await expect(form.getByLabel('bearer: HTTP bearer token (JWT)')).toHaveValue('t-9');
  await expect(answer(page)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get an order');
  await expect(form.getByLabel('orderId')).toHaveValue('nobody');
  await expect(answer(page)).toContainText('404 Not Found');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Place an order');
  // The secret lives in the page's memory only: no storage or cookie holds it.
  expect(await storedText(page)).not.toContain('t-9');

  await page.reload();
  await expect(form.getByLabel('bearer: HTTP bearer token (JWT)')).toHaveValue('', { timeout: 20_000 });
});

test('a server that does not answer is said once, in place, and what was typed stays', async ({ page, expectPageErrors }) => {
  expectPageErrors(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
  const refused: string[] = [];
  await page.route(/^https:\/\/\w+\.shop\.test\//, (route) => {
    refused.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await visit(page, { locale: 'en-us', docs: 'openapi', route: PLACE_ORDER });
  const form = tryIt(page);
  await form.getByLabel('Server', { exact: true }).selectOption({ index: 1 }, { timeout: 20_000 });
  // The production server's variable, at its default, then set: the call and the samples follow it.
  await expect(form.getByLabel('Server variable region')).toHaveValue('eu');
  await form.getByLabel('Server variable region').fill('us');
  await form.getByLabel('bearer: HTTP bearer token (JWT)').fill('t-1');
  await send(page);
  await expect(answer(page).getByRole('alert')).toHaveText(
    'No answer came: the server could not be reached, or it does not allow calls from this page (CORS). Check the server, or send the call with one of the code samples.',
  );
  await send(page);
  await expect(page.getByText(/^No answer came/)).toHaveCount(1);
  await expect(form.getByLabel('bearer: HTTP bearer token (JWT)')).toHaveValue('t-1');
  await expect(form.getByLabel('Server', { exact: true })).toHaveValue('1');
  await expect(form.getByLabel('Server variable region')).toHaveValue('us');
  expect(refused).toEqual(['https://us.shop.test/v2/orders', 'https://us.shop.test/v2/orders']);
  await expect(shownCode(page)).toContainText("--url 'https://us.shop.test/v2/orders'");
});

test('on a phone, in Chinese: the form fits, sends, and answers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, { locale: 'zh-cn', docs: 'openapi', route: PLACE_ORDER });
  const form = tryIt(page);
  await form.getByLabel('bearer：HTTP Bearer 令牌（JWT）').fill('t-1', { timeout: 20_000 });
  await send(page);
  await expect(answer(page)).toContainText('201 Created');
  await expect(answer(page)).toContainText('字节');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
