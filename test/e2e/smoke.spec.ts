import { expect, test, type Page } from './fixtures';
import { resetSandbox, signIn } from './portal';

/*
 * The StrictMode pass (docs/testing.md): every page type and every tool, one action each and twice where a user
 * repeats it. It runs in both Playwright projects: `build` (the production bundle) and `dev` (the dev server, where
 * React's StrictMode mounts, unmounts and mounts every component again and so runs each effect and its cleanup
 * twice). The shared fixture fails a step on any page error or console error; each step also checks that the route's
 * error view ("Something went wrong") did not replace the page.
 */

type Variant = 'external' | 'internal';

/**
 * A fresh dev server bundles its dependencies on the first request and transforms each module on first use: the
 * first page load can take tens of seconds on a loaded machine. It is done once here, with a generous timeout, so
 * the steps below measure the portal, not the server's warm-up.
 */
test.beforeAll(async ({ browser }, testInfo) => {
  if (testInfo.project.name !== 'dev') return;
  testInfo.setTimeout(180_000);
  const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  // The OpenAPI documents' page too: its worker's modules, and the sandbox's first compile of the shop document.
  for (const address of ['/?variant=external#/home', '/?variant=external#/open-business-document/common-development-tools/101/api-test?apiId=10001', '/?variant=external&docs=openapi#/open-business-document/api-doc/1/1062519745']) {
    await page.goto(address);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 80_000 });
  }
  await page.close();
});

/** Routes on the dev server load their modules unbundled on first use: far slower than the built chunks. */
test.beforeEach(async ({ page }, testInfo) => {
  test.slow(testInfo.project.name === 'dev');
  await resetSandbox(page);
});

/** Opens the portal in English as a variant (a full page load). */
const open = async (page: Page, variant: Variant, route: string) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('smoke.locale-set')) {
      localStorage.setItem('lcp.locale', 'en-us');
      sessionStorage.setItem('smoke.locale-set', '1');
    }
  });
  await page.goto(`/?variant=${variant}#${route}`);
};

/** Goes to a route inside the running portal, as a link does (the address's hash changes, no page load). */
const go = async (page: Page, route: string) => {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
};


/** The page shows its own title and not the route's error view. */
const expectPage = async (page: Page, title: RegExp) => {
  await expect(page.getByRole('heading', { level: 1, name: title }).first()).toBeVisible();
  await expect(page.locator('#route-error-title')).toHaveCount(0);
};

interface Step {
  readonly route: string;
  /** The page's first-level heading; both languages where the content is the backend's. */
  readonly title: RegExp;
}

const walk = async (page: Page, variant: Variant, steps: readonly Step[]) => {
  const [first, ...rest] = steps;
  if (!first) return;
  await open(page, variant, first.route);
  await expectPage(page, first.title);
  for (const step of rest) {
    await go(page, step.route);
    await expectPage(page, step.title);
  }
};

test('smoke: the pages of both variants', async ({ page }) => {
  await walk(page, 'external', [
    { route: '/home', title: /Connect to the logistics open platform/ },
    { route: '/product', title: /^Products$/ },
    { route: '/productDetail/lcp-wms', title: /Cloud WMS/ },
    { route: '/solution/wine-warehouse', title: /Liquor warehousing/ },
    { route: '/competence-center', title: /Capability centre/ },
    { route: '/quick', title: /Quick start/ },
    { route: '/openBusiness', title: /Open business/ },
    { route: '/open-business-document/access-guide/101', title: /access guide|接入指南/i },
    { route: '/open-business-document/api-doc/101/10001', title: /inbound order|入库单/i },
    { route: '/open-business-document/message-doc/101/50001', title: /inbound|入库/i },
    { route: '/open-business-document/sdk-doc/101', title: /SDK downloads/ },
    { route: '/searchResult?q=sign', title: /Results for “sign”/ },
    { route: '/question-docs', title: /Question docs/ },
    { route: '/qs/access-app/P0001', title: /create an app|创建应用/i },
    { route: '/helpDocument', title: /Document centre/ },
    { route: '/devSupport', title: /Getting started|开发者入门/ },
    { route: '/apidoc/lcp-wms', title: /API docs|API 文档/ },
    { route: '/no/such/page', title: /Page not found/ },
  ]);
  await walk(page, 'internal', [
    { route: '/home', title: /Connect to the logistics open platform/ },
    { route: '/apiStore?interfaceType=http', title: /API store/ },
    { route: '/apiMethodList?unitId=101', title: /API list/ },
    { route: '/httpApiDetail?id=10001&unitId=101', title: /inbound order|入库单/i },
    { route: '/solveDetail/lcp-oms', title: /Order hub OMS/ },
    { route: '/aboutUs', title: /About the open platform/ },
    { route: '/document', title: /^Documents$/ },
    { route: '/apiNewHand/80002', title: /.+/ },
  ]);
});

test('smoke: signed-in pages: My System of both variants, app authorization, team choice', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await walk(page, 'external', [
    { route: '/mySystem', title: /My System/ },
    { route: '/oauth?appKey=FRESH0APPKEY0001', title: /Authorize an app/ },
  ]);
  await page.getByRole('button', { name: 'Continue to authorization' }).click();
  await page.getByRole('button', { name: /Allow/ }).click();
  await expect(page.getByText('App FRESH0APPKEY0001 is authorized')).toBeVisible();

  await signIn(page, 'staff.dev');
  await walk(page, 'internal', [{ route: '/mySystem', title: /My System/ }]);
  await go(page, '/chooseSupplier');
  const dialog = page.getByRole('dialog', { name: 'Choose a team' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#route-error-title')).toHaveCount(0);
});

const agree = async (page: Page) => {
  await page.locator('label[data-scope="checkbox"]').filter({ hasText: /I have read and accept/ }).click();
};

test('smoke: apply twice for a WMS system (external) and twice for a product (internal)', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await open(page, 'external', '/apply');
  for (const name of ['Smoke hub one', 'Smoke hub two']) {
    await expectPage(page, /Apply for a WMS system/);
    await page.getByRole('textbox', { name: /System name/ }).fill(name);
    await page.locator('label[data-part="item"]').filter({ hasText: /^Apparel/ }).click();
    await agree(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectPage(page, /Application submitted/);
    await go(page, '/apply');
  }
  await go(page, '/mySystem');
  await expect(page.getByTestId('my-system-row').nth(0)).toContainText('Smoke hub two');
  await expect(page.getByTestId('my-system-row').nth(1)).toContainText('Smoke hub one');

  await signIn(page, 'staff.dev');
  await open(page, 'internal', '/apply/lcp-tms');
  for (let round = 0; round < 2; round += 1) {
    await expectPage(page, /Transport management TMS/);
    await agree(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectPage(page, /Application submitted/);
    await go(page, '/apply/lcp-tms');
  }
});

test('smoke: search twice, from the header and then from the results page', async ({ page }) => {
  await open(page, 'external', '/home');
  await expectPage(page, /Connect to the logistics open platform/);
  const box = page.getByRole('banner').getByRole('searchbox').first();
  await box.fill('签名');
  await box.press('Enter');
  await expectPage(page, /Results for “签名”/);
  await expect(page.getByRole('main').getByTestId('search-hit').first()).toBeVisible();
  const refine = page.getByRole('main').getByRole('searchbox');
  await refine.fill('waybill');
  await refine.press('Enter');
  await expectPage(page, /Results for “waybill”/);
  await expect(page).toHaveURL(/q=waybill/);
});

test('smoke: the finder twice: Ctrl+K to an API, then the header button to a message', async ({ page }) => {
  await open(page, 'external', '/home');
  await expectPage(page, /Connect to the logistics open platform/);
  const finder = page.getByRole('dialog', { name: 'Quick find' });
  const status = finder.getByRole('status');
  await page.keyboard.press('Control+k');
  await finder.getByRole('combobox').fill('create outbound');
  await expect(status).toHaveText(/\d+ suggestions?/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/open-business-document\/api-doc\/\d+\/\d+$/);
  await page.getByRole('banner').getByRole('button', { name: /Open quick find/ }).click();
  await finder.getByRole('combobox').fill('notice');
  await expect(status).toHaveText(/\d+ suggestions?/);
  await finder.getByRole('option').filter({ hasText: 'Message' }).first().click();
  await expect(page).toHaveURL(/#\/open-business-document\/message-doc\/\d+\/\d+$/);
});

test('smoke: documents from OpenAPI: an API, a link to where a type is drawn twice, an error status, then a message', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
  await page.goto(`/?variant=external&docs=openapi#/open-business-document/access-guide/1`);
  await expectPage(page, /^Shop$/);
  const tabs = page.getByRole('navigation', { name: 'Pages of this document' });
  await tabs.getByRole('link', { name: 'API' }).click();
  await expectPage(page, /Get an order/);
  const customer = page.locator('tr[id="response-customer"]');
  for (const from of ['response-customer-referrer', 'response-payment-card-holder']) {
    await page.locator(`tr[id="${from}"]`).getByRole('link', { name: 'See the fields of Customer' }).click();
    await expect(customer).toHaveAttribute('data-highlighted', 'true');
  }
  // An error status: its own tree, and its example kept in a file of its own, fetched when shown.
  await page.getByRole('tablist', { name: 'Response status' }).getByRole('tab', { name: '404' }).click();
  await expect(page.locator('tr[id="response-404-body-kind"]')).toBeVisible();
  await expect(page.getByLabel('Response 404 A stored answer', { exact: true })).toContainText('a stored answer');
  await tabs.getByRole('link', { name: 'Messages' }).click();
  await expectPage(page, /Order shipped/);
});

test('smoke: ask the assistant twice', async ({ page }) => {
  await open(page, 'external', '/home');
  await page.getByRole('complementary', { name: 'Tools' }).getByRole('button', { name: 'Assistant', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'AI assistant' });
  const input = panel.getByRole('combobox', { name: 'Your question' });
  for (const [index, question] of ['How is the signature made?', 'Where do I download the SDK?'].entries()) {
    await input.fill(question);
    await input.press('Enter');
    await expect(panel.getByTestId('chat-answer').nth(index).getByTestId('answer-feedback')).toBeVisible({ timeout: 20_000 });
    await expect(input).toBeEnabled();
  }
  await expect(panel.getByTestId('chat-question')).toHaveCount(2);
});

/** The sandbox gateway's app of the merchant's sample token (docs/sandbox.md). */
const APP = { key: 'FRESH0APPKEY0001', secret: 'fresh0secret0001', token: 'a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00' };

test('smoke: the API test console sends twice and keeps what was typed', async ({ page }) => {
  await open(page, 'external', '/open-business-document/common-development-tools/101/api-test?apiId=10001');
  await page.getByLabel(/^App key/).fill(APP.key);
  await page.getByLabel(/^App secret/).fill(APP.secret);
  await page.getByLabel(/^Access token/).fill(APP.token);
  await page.getByRole('button', { name: 'Fill in example values' }).click();
  const response = page.getByRole('region', { name: 'Result' }).getByRole('group', { name: 'Response' });
  for (let round = 0; round < 2; round += 1) {
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(response).toContainText('"code"');
    await expect(page.locator('#route-error-title')).toHaveCount(0);
  }
  await expect(page.getByLabel(/^App key/)).toHaveValue(APP.key);
  await expect(page.getByLabel(/^App secret/)).toHaveValue(APP.secret);
  await expect(page.getByLabel(/^Access token/)).toHaveValue(APP.token);
});

test('smoke: the signature tool calculates twice', async ({ page }) => {
  await open(page, 'external', '/open-business-document/common-development-tools/101/sign');
  await page.getByRole('textbox', { name: /^app_key/ }).fill('appkey123');
  await page.getByLabel(/^app_secret/).fill('secret456');
  await page.getByRole('textbox', { name: /^access_token/ }).fill('token789');
  await page.getByRole('button', { name: 'Fill in the current time (GMT+8)' }).click();
  await page.getByRole('textbox', { name: /^param_json/ }).fill('{"orderId":"A1"}');
  const signature = page.getByRole('region', { name: 'How the signature is made' }).getByLabel('Signature', { exact: true });
  const signatures: string[] = [];
  for (const method of ['/ecap/v1/orders/create', '/ecap/v1/orders/cancel']) {
    await page.getByRole('textbox', { name: /^method/ }).fill(method);
    await page.getByRole('button', { name: 'Generate signature' }).click();
    await expect(signature).toHaveText(/^[0-9a-f]{32}$/);
    if (signatures.length) await expect(signature).not.toHaveText(signatures[0] ?? '');
    signatures.push((await signature.textContent()) ?? '');
  }
  await expect(page.locator('#route-error-title')).toHaveCount(0);
});

test('smoke: the token query runs twice', async ({ page }) => {
  await open(page, 'internal', '/tools/token-search');
  await expectPage(page, /Token query/);
  const token = page.getByRole('textbox', { name: /Access token/ });
  await token.fill('unknown-token');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.getByText(/not valid in any environment|invalid in every environment/i)).toBeVisible();
  await token.fill(APP.token);
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('#route-error-title')).toHaveCount(0);
});

test('smoke: Try it on an OpenAPI document sends twice and keeps what was typed', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
  await page.goto(`/?variant=external&docs=openapi#/open-business-document/api-doc/1/1062519745`);
  await expectPage(page, /Place an order/);
  const form = page.locator('section#try-it');
  await form.getByLabel('bearer: HTTP bearer token (JWT)').fill('t-1');
  const answer = form.getByRole('region', { name: 'Answer' });
  const ids: string[] = [];
  for (const round of [1, 2]) {
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(answer.getByLabel('Body', { exact: true })).toContainText(/"id": "o\d+"/);
    const id = /"id": "(o\d+)"/.exec((await answer.getByLabel('Body', { exact: true }).textContent()) ?? '')?.[1] ?? '';
    expect(ids, `round ${String(round)}`).not.toContain(id);
    ids.push(id);
  }
  await expect(answer).toContainText('201 Created');
  await expect(form.getByLabel('bearer: HTTP bearer token (JWT)')).toHaveValue('t-1');
});
