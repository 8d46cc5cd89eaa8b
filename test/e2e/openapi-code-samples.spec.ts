import { operationIds } from '../../src/infrastructure/openapi/openapi-ids';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, visit } from './portal';

/*
 * An OpenAPI deployment's code samples (docs/openapi.md "Code samples"): the call each API page describes, in six
 * languages, with copy; the document's own samples first; the language kept from API to API for the tab's life.
 */

const apiRoute = (unitId: number, operation: string) => `/open-business-document/api-doc/${String(unitId)}/${String(operationIds(unitId, [operation])[0])}`;
const PLACE_ORDER = apiRoute(1, 'POST /orders');
const LANGUAGES = ['curl', 'JavaScript', 'Python', 'Go', 'Java', 'C#'];

/** The shop's first server: the sandbox's own answer to its API, on the page's origin. */
const shopOrders = (page: Page) => `${new URL(page.url()).origin}/__sandbox/shop/v2/orders`;

/** The samples shown: beside the reference on a wide screen, in the Examples section on a narrow one. */
const samplesOf = (page: Page) => page.getByRole('heading', { name: /^(Code samples|代码示例)$/ }).locator('..');
/** The language shown: a panel just closed stays in the tree for a frame after a switch. */
const shownCode = (page: Page) => samplesOf(page).getByRole('tabpanel').and(page.locator(':not([data-state="closed"])'));

test('the call in six languages, copied, the language kept from API to API, and back to curl after a reload', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, { locale: 'en-us', docs: 'openapi', route: PLACE_ORDER });
  const samples = samplesOf(page);
  await expect(samples.getByRole('tab')).toHaveText(LANGUAGES, { timeout: 20_000 });
  await expect(samples.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
  await expect(shownCode(page)).toContainText(`curl --request POST \\\n  --url '${shopOrders(page)}'`);
  await expect(shownCode(page)).toContainText("--header 'Authorization: Bearer <TOKEN>'");
  await expect(shownCode(page)).toContainText('"customer": "c1"');
  await expect(samples).toContainText('Before running it, replace these with your values: <TOKEN>');

  // Each language twice over, then Python copied.
  for (const name of [...LANGUAGES.slice(1), ...LANGUAGES.slice(1).reverse()]) {
    await samples.getByRole('tab', { name, exact: true }).click();
    await expect(samples.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  }
  await samples.getByRole('tab', { name: 'Python' }).click();
  await expect(shownCode(page)).toContainText(`response = requests.request(\n    "POST",\n    "${shopOrders(page)}",`);
  await samples.getByRole('button', { name: 'Copy Python call' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('"Authorization": "Bearer <TOKEN>"');
  expect(copied).toContain('json={\n        "customer": "c1",\n    },');
  await expectNoSeriousA11yViolations(page);

  // Another API opens in the same language, with its own call; Back brings the first one back as it was.
  await page.getByRole('navigation', { name: 'Operations of this document' }).getByRole('link', { name: /Get an order/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get an order');
  await expect(samples.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  await expect(shownCode(page)).toContainText('"GET",');
  await expect(shownCode(page)).not.toContainText('json=');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Place an order');
  await expect(shownCode(page)).toContainText('"POST",');

  // Kept in memory only: a reload starts from curl again.
  await page.reload();
  await expect(samplesOf(page).getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
});

test("the document's own samples (x-codeSamples) come first, then the portal's", async ({ page }) => {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Samples', version: '1' },
    servers: [{ url: 'https://api.samples.test' }],
    paths: {
      '/things': {
        post: {
          summary: 'Make a thing',
          'x-codeSamples': [{ lang: 'Shell', label: 'cURL', source: 'curl -X POST https://api.samples.test/things --data @thing.json' }],
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer', default: 3 } } } } } },
          responses: { '201': { description: 'Made' } },
        },
      },
    },
  };
  await page.route('**/openapi-documents.json', (route) => route.fulfill({ json: [{ id: 21, url: '/samples/things.json', nameEn: 'Things' }] }));
  await page.route('**/samples/things.json', (route) => route.fulfill({ json: document }));
  await visit(page, { locale: 'en-us', docs: 'openapi', route: apiRoute(21, 'POST /things') });
  const samples = samplesOf(page);
  await expect(samples.getByRole('tab')).toHaveText(['cURL (from the document)', ...LANGUAGES], { timeout: 20_000 });
  await expect(samples.getByRole('tab', { name: 'cURL (from the document)' })).toHaveAttribute('aria-selected', 'true');
  await expect(shownCode(page)).toHaveText(/curl -X POST https:\/\/api\.samples\.test\/things --data @thing\.json/);
  // Without an example, the portal's samples send a body built from the schema.
  await samples.getByRole('tab', { name: 'curl', exact: true }).click();
  await expect(shownCode(page)).toContainText(`--data-raw '{\n  "name": "string",\n  "size": 3\n}'`);
  await expect(samples.getByText('Before running it')).toHaveCount(0);
});

test('on a phone, in Chinese: the samples in the Examples section, under the parameters', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, { locale: 'zh-cn', docs: 'openapi', route: PLACE_ORDER });
  const examples = page.locator('section#examples');
  await expect(examples.getByRole('heading', { name: '代码示例' })).toBeVisible({ timeout: 20_000 });
  await expect(examples.getByRole('tab')).toHaveText(LANGUAGES);
  await expect(shownCode(page)).toContainText(`--url '${shopOrders(page)}'`);
  await expect(examples).toContainText('运行前，请将以下内容替换为您的值：<TOKEN>');
  await examples.getByRole('tab', { name: 'Go' }).click();
  await expect(shownCode(page)).toContainText(`req, err := http.NewRequest("POST", "${shopOrders(page)}", strings.NewReader(\`{`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('a long sample or example shows its first lines, is copied whole, and draws the rest when asked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const fields = Object.fromEntries(Array.from({ length: 600 }, (_, index) => [`field${String(index + 1)}`, `value ${String(index + 1)}`]));
  const document = {
    openapi: '3.0.3',
    info: { title: 'Bulk', version: '1' },
    servers: [{ url: 'https://api.bulk.test' }],
    paths: {
      '/bulk': {
        post: {
          summary: 'Send in bulk',
          parameters: [{ name: 'batch', in: 'query', schema: { type: 'string' } }],
          requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: fields } } },
          responses: { '200': { description: 'Sent', content: { 'text/plain': { schema: { type: 'string' }, example: 'token-'.repeat(6_000) } } } },
        },
      },
      '/ping': { get: { summary: 'Ping', responses: { '204': { description: 'Alive' } } } },
    },
  };
  await page.route('**/openapi-documents.json', (route) => route.fulfill({ json: [{ id: 22, url: '/samples/bulk.json', nameEn: 'Bulk' }] }));
  await page.route('**/samples/bulk.json', (route) => route.fulfill({ json: document }));
  await visit(page, { locale: 'en-us', docs: 'openapi', route: apiRoute(22, 'POST /bulk') });
  const samples = samplesOf(page);
  const curl = page.getByLabel('curl call', { exact: true });
  await expect(curl).toContainText('"field1": "value 1"', { timeout: 20_000 });
  await expect(curl).not.toContainText('"field600"');
  const curlLines = (await curl.textContent())?.split('\n').length;
  expect(curlLines).toBe(400);
  await expect(page.getByText(/^Showing the first 400 of 60\d lines\. Copy takes them all\.$/)).toHaveCount(2);
  await expect(page.getByText('Showing the first 24,000 of 36,000 characters. Copy takes them all.')).toBeVisible();

  // Copy takes the whole call, drawn or not; Show all draws it and leaves the focus on it.
  await samples.getByRole('button', { name: 'Copy curl call' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`"field600": "value 600"\n}'`);
  await samples.getByRole('button', { name: 'Show all: curl call' }).click();
  await expect(curl).toContainText('"field600": "value 600"');
  await expect(curl).toBeFocused();
  await expect(samples.getByRole('button', { name: 'Show all: curl call' })).toHaveCount(0);
  // The call follows what is typed into Try it, and stays whole.
  await page.locator('section#try-it').getByLabel(/^batch/).fill('b-7');
  await expect(curl).toContainText("--url 'https://api.bulk.test/bulk?batch=b-7'");
  await expect(curl).toContainText('"field600": "value 600"');

  // Another language is another text: it starts from its head, and shows whole when asked, as curl did.
  await samples.getByRole('tab', { name: 'Python' }).click();
  const python = page.getByLabel('Python call', { exact: true });
  await expect(python).toContainText('"field1": "value 1"');
  await expect(python).not.toContainText('"field600"');
  await samples.getByRole('button', { name: 'Show all: Python call' }).click();
  await expect(python).toContainText('"field600": "value 600"');
  await samples.getByRole('tab', { name: 'curl', exact: true }).click();
  await expect(curl).toContainText('"field600": "value 600"');
  await expectNoSeriousA11yViolations(page);

  // Another page and back: the call starts from its head again.
  await page.getByRole('navigation', { name: 'Operations of this document' }).getByRole('link', { name: /Ping/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ping');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send in bulk');
  await expect(curl).toContainText('"field1": "value 1"');
  await expect(curl).not.toContainText('"field600"');
  await expect(samples.getByRole('button', { name: 'Show all: curl call' })).toBeVisible();
});
