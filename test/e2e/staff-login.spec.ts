import { expect, test, type Page } from './fixtures';
import { resetSandbox, signIn, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The console is another application: the sandbox answers its addresses with a stand-in page naming what was asked. */
const expectConsoleStandIn = async (page: Page, asked: { route: string; name: string; user: string; team: string }) => {
  await expect(page.getByRole('heading', { level: 1, name: '控制台（沙箱替身）/ Console (sandbox stand-in)' })).toBeVisible();
  await expect(page.locator('#console-route')).toHaveText(asked.route);
  await expect(page.locator('#console-page')).toHaveText(asked.name);
  await expect(page.getByRole('row', { name: /用户 \/ User/ })).toContainText(asked.user);
  await expect(page.getByRole('row', { name: /团队 \/ Team/ })).toContainText(asked.team);
};

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

  // The current team starts chosen; the choice goes to the cookies, the page loads again and says so.
  const dialog = page.getByRole('dialog', { name: 'Choose a team' });
  await expect(dialog.getByRole('radio', { name: /华东仓配运营组/ })).toBeChecked();
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
  await expectConsoleStandIn(page, { route: '/appManager', name: '应用管理 / Application management', user: 'staff.dev', team: '跨境物流技术部' });
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
  await expectConsoleStandIn(page, { route: '/appManager', name: '应用管理 / Application management', user: 'merchant.dev', team: '鲜生优选商贸有限公司' });
});

test('the work-order link opens the console stand-in, which names the work orders (not the portal 404 page)', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us' });
  await page.getByRole('complementary', { name: 'Tools' }).getByRole('link', { name: /^Work orders/ }).click();
  await expect(page).toHaveURL(/\/admin\/#\/upgrade\/work-order$/);
  await expectConsoleStandIn(page, { route: '/upgrade/work-order', name: '工单 / Work orders', user: 'merchant.dev', team: '鲜生优选商贸有限公司' });
  await expect(page.getByText('not part of the developer portal')).toBeVisible();
});

/** The sandbox's identity-service page: sign in as Li Na (merchant.dev). */
const signInAsLiNa = async (page: Page) => {
  await expect(page).toHaveURL(/\/__sandbox\/login\?/);
  await page.getByRole('radio', { name: /Li Na/ }).check();
  await page.getByRole('button', { name: /Sign in/ }).click();
};

test("a visitor's Apply for use signs in and lands on the product's apply form, not back on the product (review m14)", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/productDetail/lcp-tms' });
  await page.getByRole('button', { name: 'Apply for use' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/login\?/);
  expect(new URL(page.url()).searchParams.get('ReturnUrl')).toMatch(/\/\?variant=external#\/apply\/lcp-tms$/);
  await signInAsLiNa(page);
  await expect(page).toHaveURL(/#\/apply\/lcp-tms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply to use Transport management TMS' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible();
  // Back on the product page, signed in now, the same button opens the form directly.
  await visit(page, { variant: 'external', locale: 'en-us', route: '/productDetail/lcp-tms' });
  await page.getByRole('button', { name: 'Apply for use' }).click();
  await expect(page).toHaveURL(/#\/apply\/lcp-tms$/);
});

test("a visitor's Console signs in and goes on into the console entry flow by itself (review m14)", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/quick' });
  await page.getByRole('banner').getByRole('button', { name: 'Console' }).click();
  // The click starts the login after a call: read the address once the login page is there.
  await expect(page).toHaveURL(/\/__sandbox\/login\?/);
  expect(new URL(page.url()).searchParams.get('ReturnUrl')).toMatch(/#\/quick$/);
  await signInAsLiNa(page);
  await expect(page).toHaveURL(/\/admin\/#\/appManager$/);
  await expectConsoleStandIn(page, { route: '/appManager', name: '应用管理 / Application management', user: 'merchant.dev', team: '鲜生优选商贸有限公司' });
  // Once: back in the portal, nothing sends the user on again.
  await page.goBack();
  await expect(page).toHaveURL(/#\/quick$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu of Li Na/ })).toBeVisible();
  await expect(page).toHaveURL(/#\/quick$/);
});

test("a visitor's Work orders link signs in first, then opens the console's work orders (review m14)", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/home' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByRole('complementary', { name: 'Tools' }).getByRole('link', { name: /^Work orders/ }).click();
  await signInAsLiNa(page);
  await expect(page).toHaveURL(/\/admin\/#\/upgrade\/work-order$/);
  await expectConsoleStandIn(page, { route: '/upgrade/work-order', name: '工单 / Work orders', user: 'merchant.dev', team: '鲜生优选商贸有限公司' });
});

test("a visitor's other ways to the console's work orders sign in first too: a question's 'Submit a work order', the help menu's ticket", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/qs/access-app/P0001' });
  await page.getByRole('link', { name: 'Still stuck? Submit a work order' }).click();
  await signInAsLiNa(page);
  await expect(page).toHaveURL(/\/admin\/#\/upgrade\/work-order$/);
  await expectConsoleStandIn(page, { route: '/upgrade/work-order', name: '工单 / Work orders', user: 'merchant.dev', team: '鲜生优选商贸有限公司' });

  // Signed out again: the top bar's help menu.
  await resetSandbox(page);
  await visit(page, { variant: 'external', route: '/home' });
  await page.getByRole('button', { name: 'Help and support' }).click();
  await page.getByRole('menuitem', { name: /Submit a ticket/ }).click();
  await expect(page).toHaveURL(/\/__sandbox\/login\?/);
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

test('staff logout on a local host stays on the staff portal (?variant=internal is kept)', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/devSupport' });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('radio', { name: /赵敏/ }).check();
  await page.getByRole('button', { name: /Sign in/ }).click();
  const account = page.getByRole('banner').getByRole('button', { name: /Account menu of 赵敏/ });
  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/\?variant=internal#\/home$/);
  await expect(account).toHaveCount(0);
  // Still the staff portal: its login is the staff single sign-on, not the customers' identity service.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/sso\/login\?/);
});
