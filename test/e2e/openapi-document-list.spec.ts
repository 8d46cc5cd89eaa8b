import { expect, test, type Page } from './fixtures';
import { visit } from './portal';

/*
 * An OpenAPI deployment's documents listed at run time (docs/openapi.md "Documents listed at run time"): a list served
 * beside index.html replaces the build's without a rebuild; a broken one is said naming its entry; none is the build's.
 */

const LIST = '**/openapi-documents.json';

/** Serves `list` as the deployment's list of documents, for this page's later loads too. */
const serveList = (page: Page, list: unknown) =>
  page.route(LIST, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: typeof list === 'string' ? list : JSON.stringify(list) }));

/**
 * A new load of the portal at `route` (a `goto` that changes only the hash would not load the page again). The page
 * reloads itself, at the address it holds: a reload asked of the browser right after the hash changed once reloaded
 * the address before it (a flaky CI run).
 */
const loadAgain = async (page: Page, route: string) => {
  await visit(page, { docs: 'openapi', route });
  await expect(page).toHaveURL(new RegExp(`#${route.replace(/[/]/g, '\\/')}$`));
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.location.reload())]);
};

const RUN_TIME_LIST = [
  { id: 11, url: '/__sandbox/openapi/petstore-swagger2.json', name: '运行时宠物店', nameEn: 'Pets listed at run time' },
  // No names: the unit goes by its document's title on its pages, by its file's name in the menus.
  { id: 12, url: '/__sandbox/openapi/shop.yaml' },
];

test('the list served beside the page replaces the build’s, and a changed list is seen at the next load', async ({ page }) => {
  await serveList(page, RUN_TIME_LIST);
  await visit(page, { locale: 'en-us', docs: 'openapi', route: '/open-business-document/access-guide/11' });
  await expect(page.getByRole('button', { name: 'Pets listed at run time: switch document' })).toBeVisible({ timeout: 20_000 });
  const tabs = page.getByRole('navigation', { name: 'Pages of this document' });
  await tabs.getByRole('link', { name: 'API' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('listPets');

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'API' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Pets listed at run time', 'shop.yaml']);
  await page.getByRole('menuitem', { name: 'shop.yaml' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shop: switch document' })).toBeVisible();

  // A unit of the build's list that the served list does not name is not the deployment's.
  await loadAgain(page, '/open-business-document/access-guide/2');
  const notListed = page.getByRole('main').getByText('The request failed (HTTP 404)');
  await expect(notListed).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Stripe/ })).toHaveCount(0);
  await expect(page.getByText('Stripe API')).toHaveCount(0);

  // The operator changes the list: the next load shows it, with nothing rebuilt and nothing kept from before.
  await page.unroute(LIST);
  await serveList(page, [{ id: 11, url: '/__sandbox/openapi/shop.yaml', name: '改名的商店', nameEn: 'The shop, renamed' }]);
  await loadAgain(page, '/open-business-document/access-guide/11');
  await expect(page.getByRole('button', { name: 'The shop, renamed: switch document' })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'The shop, renamed: switch document' })).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await expect(notListed).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /: switch document$/ })).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole('button', { name: 'The shop, renamed: switch document' })).toBeVisible();
});

test('a broken list is said where the documents would be, naming its entry and place, in both languages', async ({ page }) => {
  await serveList(page, [{ id: 1, url: '/__sandbox/openapi/shop.yaml' }, { id: 1, url: '/__sandbox/openapi/stripe.json' }]);
  await visit(page, { docs: 'openapi', route: '/open-business-document/access-guide/1' });
  await expect(page.getByRole('main')).toContainText(/文档列表的第 2 项有误：id 1 已被第 1 项使用（http:\/\/[^ ]+\/openapi-documents\.json 中的 \/1\/id）。/, { timeout: 20_000 });
  await expect(page.getByText(/文档列表的第 2 项有误/)).toHaveCount(1);

  await page.unroute(LIST);
  await serveList(page, '[{"id": 1, "url": "/__sandbox/openapi/shop.yaml", "nameEN": "Shop"}]');
  await page.evaluate(() => localStorage.setItem('lcp.locale', 'en-us'));
  await loadAgain(page, '/open-business-document/api-doc/1/1');
  const fault = /The list of documents has a fault in entry 1: nameEN is not one of its fields \(id, url, name, nameEn\) \(at \/0 in http:\/\/[^ ]+\/openapi-documents\.json\)\./;
  await expect(page.getByRole('main')).toContainText(fault, { timeout: 20_000 });
  await page.getByRole('banner').getByRole('button', { name: 'API' }).click();
  await expect(page.getByRole('menu').or(page.getByRole('dialog')).getByText(fault)).toBeVisible();
});

test('without a list, the portal’s server answers “no content”, never the app, and the build’s documents are shown', async ({ page }) => {
  const answer = await page.request.get('/openapi-documents.json', { headers: { Accept: '*/*' } });
  expect(answer.status()).toBe(204);
  expect(await answer.text()).toBe('');
  await visit(page, { locale: 'en-us', docs: 'openapi', route: '/open-business-document/access-guide/1' });
  await expect(page.getByRole('button', { name: 'Sample shop API: switch document' })).toBeVisible({ timeout: 20_000 });
});
