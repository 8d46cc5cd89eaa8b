import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

// The document pages not covered by the flow tests, in the other variant and language, and with their dialogs open.

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('internal API store: store → unit → API document, in Chinese, each page accessible', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/apiStore?interfaceType=http' });
  await expect(page.getByRole('heading', { level: 1, name: 'API 商店' })).toBeVisible();
  await expect(page.locator('main a[href*="apiMethodList"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.locator('main a[href*="apiMethodList"]').first().click();
  await expect(page).toHaveURL(/apiMethodList\?unitId=\d+/);
  const api = page.locator('main a[href*="httpApiDetail"]').first();
  await expect(api).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await api.click();
  await expect(page).toHaveURL(/httpApiDetail\?id=\d+/);
  await expect(page.locator('#request tbody tr').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("in English: the API doc's not-helpful form and the access guide's feedback dialog are accessible", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/101/10001' });
  await expect(page.locator('#request tbody tr').first()).toBeVisible();

  await page.getByRole('button', { name: 'No' }).first().click();
  await expect(page.getByText('What was the problem? (required)').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/access-guide/101' });
  // The guide's diagram is drawn once its code has loaded and moves what follows it down: click after that, not
  // into the gap it leaves (a loaded machine saw the click miss).
  await expect(page.locator('figure[data-diagram-state="drawn"]').first()).toBeVisible();
  await page.getByTestId('doc-like-widget').getByRole('button', { name: 'No', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us what went wrong' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a document the server does not know: the server message once, in place of the content, with no retry', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/101/424242' });
  const inPlace = page.getByRole('main').getByRole('alert').filter({ hasText: 'API not found' });
  await expect(inPlace).toBeVisible();
  // One failure is said once (issue #16): in place, so no toast too; asking again cannot find it, so no Retry.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/API not found/)).toHaveCount(0);
  await expect(inPlace.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // The unit's menu stays usable: the reader can go on to another API.
  await expect(page.getByRole('navigation', { name: 'APIs of this business unit' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
