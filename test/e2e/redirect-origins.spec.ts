import { expect, test, type Page } from './fixtures';
import { resetSandbox, signIn, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Addresses on the portal's own host that an allow-list by host name passed: user-info, another port. */
const refusedShapes = (page: Page) => {
  const own = new URL(page.url());
  const otherPort = String(Number(own.port || 80) + 1);
  return [`${own.protocol}//user:pass@${own.host}/#/home`, `${own.protocol}//me@${own.host}/#/product`, `${own.protocol}//${own.hostname}:${otherPort}/#/home`];
};

test('a login address of a refused shape is not followed: the portal says so and stays where it is', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/product' });
  for (const address of refusedShapes(page)) {
    await page.route('**/lcp-rest/getLogin', (route) => route.fulfill({ json: { code: 20000, message: 'ok', data: { returnUrl: address } } }));
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const refused = page.getByTestId('toast').filter({ hasText: 'The login page address is not on the allowed list, so it was not opened.' });
    await expect(refused).toHaveCount(1);
    await expect(page).toHaveURL(/#\/product$/);
    await page.unroute('**/lcp-rest/getLogin');
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await expect(refused).toHaveCount(0);
  }
});

test('a remembered return address of a refused shape is dropped after a team choice: the choice lands at home', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/chooseSupplier' });
  const own = new URL(page.url()).origin;
  for (const address of refusedShapes(page)) {
    await page.evaluate((url) => sessionStorage.setItem('lcp.returnUrl', url), address);
    await visit(page, { variant: 'external', locale: 'en-us', route: '/chooseSupplier' });
    await page.getByRole('dialog', { name: 'Choose a team' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Team switched!')).toBeVisible();
    await expect(page).toHaveURL(/\?variant=external#\/home$/);
    const landed = new URL(page.url());
    expect([landed.origin, landed.username]).toEqual([own, '']);
  }
});
