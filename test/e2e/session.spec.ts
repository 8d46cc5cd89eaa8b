import { expect, test } from '@playwright/test';
import { resetSandbox, visit } from './portal';

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
