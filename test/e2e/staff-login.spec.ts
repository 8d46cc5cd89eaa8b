import { expect, test } from '@playwright/test';
import { resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('staff single sign-on: the ticket is exchanged and removed, a member of teams is asked to choose one', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us' });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/sso\/login\?/);
  await page.getByRole('radio', { name: /王立/ }).check();
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page).toHaveURL(/#\/chooseSupplier$/);
  expect(page.url()).not.toContain('ticket');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of 王立/ })).toBeVisible();
  // The ticket is not left in history either: going back does not return to an address that carries it.
  await page.goBack();
  expect(page.url()).not.toContain('ticket');
});

test('staff single sign-on: someone without a team is registered as an outside developer and stays signed in', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us' });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('radio', { name: /陈静/ }).check();
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of 陈静/ })).toBeVisible();
  expect(page.url()).not.toContain('ticket');
  await expect(page).toHaveURL(/#\/home$/);
});
