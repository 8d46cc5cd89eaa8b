import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, signIn, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});


const accountMenu = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name: `Account menu of ${name}` });

test('the team dialog sits on a real page: the layout, a heading and what a team is for', async ({ page }) => {
  await signIn(page, 'staff.dev');
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/chooseSupplier' });
  const dialog = page.getByRole('dialog', { name: 'Choose a team' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('main h1')).toHaveText('Your team');
  await expect(page.locator('main')).toContainText('Your team decides which apps');
  await expect(page.locator('main').getByTestId('current-team')).toHaveText('Current team: 华东仓配运营组');
  await expect(page.locator('header').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/team-page.png' });
  // Two teams: the current one starts chosen.
  await expect(dialog.getByRole('radio', { name: /华东仓配运营组/ })).toBeChecked();
  // The radios take the brand's colour, not the browser's blue.
  await expect(dialog.getByRole('radio', { name: /华东仓配运营组/ })).toHaveCSS('accent-color', 'rgb(200, 22, 29)');
  await expectNoSeriousA11yViolations(page);
  // Cancel leaves the dialog; the page stays usable.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test('a single team is preselected (Chinese); Confirm works without touching the list', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/chooseSupplier' });
  const dialog = page.getByRole('dialog', { name: '选择团队' });
  await expect(dialog.getByRole('radio', { name: /鲜生优选商贸有限公司/ })).toBeChecked();
  await expect(page.locator('main h1')).toHaveText('您的团队');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('切换团队成功！')).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
});

test('choosing a team from Quick start returns to Quick start', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/quick' });
  await page.getByTestId('quick-steps').getByRole('link', { name: 'Choose a team' }).click();
  await expect(page).toHaveURL(/#\/chooseSupplier\?from=%2Fquick$/);
  await page.getByRole('dialog', { name: 'Choose a team' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Team switched!')).toBeVisible();
  await expect(page).toHaveURL(/\?variant=external#\/quick$/);
});

test('a return address off the portal is ignored: the choice lands at home', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/chooseSupplier?from=%2F%2Fevil.example.org%2F' });
  await page.getByRole('dialog', { name: 'Choose a team' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Team switched!')).toBeVisible();
  await expect(page).toHaveURL(/\?variant=external#\/home$/);
});

test('the avatar menu shows the current team by name and switches team, coming back to the page', async ({ page }) => {
  await signIn(page, 'staff.dev');
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/product' });
  await accountMenu(page, '王立').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByTestId('current-team')).toHaveText('Team: 华东仓配运营组');
  await menu.getByRole('menuitem', { name: 'Switch team' }).click();
  await expect(page).toHaveURL(/#\/chooseSupplier\?from=%2Fproduct$/);
  const dialog = page.getByRole('dialog', { name: 'Choose a team' });
  await dialog.getByRole('radio', { name: /跨境物流技术部/ }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Team switched!')).toBeVisible();
  await expect(page).toHaveURL(/\?variant=internal#\/product$/);
  await accountMenu(page, '王立').click();
  await expect(page.getByRole('menu').getByTestId('current-team')).toHaveText('Team: 跨境物流技术部');
});

test('someone without teams is offered no team switch', async ({ page }) => {
  await signIn(page, 'isv.noteam');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/home' });
  await accountMenu(page, 'Zhang Wei').click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Switch team' })).toHaveCount(0);
});
