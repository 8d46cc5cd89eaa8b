import { expect, test } from './fixtures';
import { resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
  // The console is another application; here the preview server would answer with the portal itself, whose router
  // then rewrites the unknown console route to /404. A stand-in page keeps the address the portal went to.
  await page.route('**/admin/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Console</title><h1>Console</h1>' }));
});

test('staff single sign-on: the ticket is exchanged and removed, a member of teams is asked to choose one', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us' });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/sso\/login\?/);
  await page.getByRole('radio', { name: /王立/ }).check();
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page).toHaveURL(/#\/chooseSupplier$/);
  expect(page.url()).not.toContain('ticket');
  // The floating tools are hidden under /chooseSupplier.
  await expect(page.getByRole('complementary', { name: 'Tools' })).toHaveCount(0);

  // A team is required; the choice goes to the cookies, the page loads again and says so.
  const dialog = page.getByRole('dialog', { name: 'Choose a team' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a team');
  await dialog.getByRole('radio', { name: /跨境物流技术部/ }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Team switched!')).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies).toMatchObject({ supplierId: '1002', groupCode: 'SUP-CB-1002' });
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of 王立/ })).toBeVisible();

  // With a team chosen, the console button opens the console.
  await page.getByRole('banner').getByRole('button', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/admin\/#\/appManager$/);
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

test('console button: a developer with a selected team goes straight to the console', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('radio', { name: /Li Na/ }).check();
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of Li Na/ })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/admin\/#\/appManager$/);
});

test('staff single sign-on: a member whose team list is empty ends at home', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/devSupport' });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('radio', { name: /赵敏/ }).check();
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page).toHaveURL(/#\/home$/);
  expect(page.url()).not.toContain('ticket');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of 赵敏/ })).toBeVisible();
});

test('staff: a ticket reached inside the page (no reload) runs the login check too', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  const signedIn = await page.request.post('/__sandbox/sso/login', { form: { pin: 'staff.solo', returnUrl: '/' }, maxRedirects: 0 });
  const ticket = new URL(signedIn.headers()['location'] ?? '', 'http://x').searchParams.get('ticket') ?? '';
  expect(ticket).toMatch(/^ST-/);
  await page.evaluate((value) => {
    location.hash = `#/devSupport?ticket=${value}`;
  }, ticket);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of 赵敏/ })).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
});
