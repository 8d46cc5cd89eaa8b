import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, signIn, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('a guarded page sends a visitor to login and back to it afterwards', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/mySystem' });
  await expect(page).toHaveURL(/\/__sandbox\/login\?/);
  await page.getByRole('radio', { name: /Li Na/ }).check();
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page).toHaveURL(/#\/mySystem$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of Li Na/ })).toBeVisible();
});

test('logout clears the session cookies, session storage and the user', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('radio', { name: /Li Na/ }).check();
  await page.getByRole('button', { name: /Sign in/ }).click();
  const account = page.getByRole('banner').getByRole('button', { name: /Account menu of Li Na/ });
  await expect(account).toBeVisible();
  await page.evaluate(() => {
    document.cookie = 'supplierId=2001; path=/';
    document.cookie = 'groupCode=SUP-FR-2001; path=/';
    sessionStorage.setItem('lcp.returnUrl', '/#/home');
  });

  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  for (const name of ['lcp_sandbox_token', 'supplierId', 'groupCode', 'thor']) expect(names).not.toContain(name);
  expect(await page.evaluate(() => sessionStorage.getItem('lcp.returnUrl'))).toBeNull();
  // The user is gone at the backend too.
  const userInfo = await page.request.get('/lcp-rest/hrInfo/getUserInfo');
  expect(await userInfo.json()).toMatchObject({ code: 999999 });
});

test('external login from a deep page returns to it: the identity service cookie becomes the session (setOidcToken)', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/searchResult?q=waybill' });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/login\?/);
  await page.getByRole('radio', { name: /Li Na/ }).check();
  const exchanged = page.waitForResponse('**/lcp-rest/cookies/erp/setOidcToken');
  await page.getByRole('button', { name: /Sign in/ }).click();
  expect(await (await exchanged).json()).toMatchObject({ code: 20000 });
  await expect(page).toHaveURL(/#\/searchResult\?q=waybill$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of Li Na/ })).toBeVisible();
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).toContain('lcp_sandbox_token');
  expect(names).not.toContain('lcp_sandbox_idaas');
});

test('three calls failing with NotLogin at once give one re-login prompt', async ({ page }) => {
  await signIn(page, 'staff.dev');
  // Not home: home loads the API menu's list with the navigation, and the menu would ask nothing below.
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/protocol' });
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of 王立/ })).toBeVisible();
  // The session ends at the backend: every call but the user probe now answers NotLogin.
  // The answers are held until all three calls are in flight, then released together (a fixed delay let the first
  // prompt open before the Escape meant for the API menu on a loaded machine, which closed it).
  let refused = 0;
  const held: (() => void)[] = [];
  await page.route('**/lcp-rest/**', async (route) => {
    if (route.request().url().includes('/hrInfo/getUserInfo')) return route.continue();
    refused += 1;
    await new Promise<void>((resolve) => {
      held.push(resolve);
      if (held.length >= 3) held.forEach((release) => release());
    });
    return route.fulfill({ json: { code: 999999, error: 'NotLogin', message: null, data: null } });
  });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Console' }).click(); // GET /user/getSelectedSupplierId
  await banner.getByRole('button', { name: /^API/ }).click(); // POST /bizunit/findClassifiedBizUnitList
  await expect(page.getByRole('menu')).toBeVisible();
  // Escape once the menu has taken focus (a frame after it shows), as a person would: an Escape pressed in the same
  // frame the menu appeared once left it open (a full run after 0ec4a09; the cause is not known).
  await expect(page.getByRole('menu')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.evaluate(() => {
    location.hash = '#/chooseSupplier'; // POST /user/getTeamListInfo
  });
  await expect.poll(() => refused).toBe(3);
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toHaveCount(1);
  await expect(prompt).toContainText(/expired/i);
  await page.waitForTimeout(1000);
  await expect(prompt).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('the re-login prompt stays until answered when the menu whose call failed is still open', async ({ page }) => {
  await signIn(page, 'staff.dev');
  // Not home: home loads the API menu's list with the navigation, and the menu would ask nothing below.
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/protocol' });
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of 王立/ })).toBeVisible();
  await page.route('**/bizunit/findClassifiedBizUnitList**', (route) => route.fulfill({ json: { code: 999999, error: 'NotLogin', message: null, data: null } }));
  await page.getByRole('banner').getByRole('button', { name: /^API/ }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText(/expired/i);
  await page.waitForTimeout(1000);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Do not login' }).click();
  await expect(prompt).toBeHidden();
});

test('app authorization: a signed-in developer authorizes an app key and sees the code; the address keeps no code', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/oauth?appKey=FRESH0APPKEY0001' });
  await expect(page.getByRole('heading', { level: 1, name: 'Authorize an app' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue to authorization' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/oauth\/authorize\?/);
  await page.getByRole('button', { name: /Allow/ }).click();
  await expect(page.getByText('App FRESH0APPKEY0001 is authorized')).toBeVisible();
  await expect(page).toHaveURL(/\?variant=external#\/oauth$/);
  await expect(page.getByText(/curl -X POST/)).toContainText('client_secret=<app_secret>');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Authorize another app' }).click();
  await page.getByRole('textbox', { name: /App key/ }).fill('FRESH0APPKEY0001');
  await page.getByRole('button', { name: 'Continue to authorization' }).click();
  await page.getByRole('button', { name: /Deny/ }).click();
  await expect(page.getByText('You declined: app FRESH0APPKEY0001 was not authorized.')).toBeVisible();
});
