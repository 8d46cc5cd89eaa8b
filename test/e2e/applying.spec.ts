import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, signIn, visit } from './portal';

/** Applications advance one step per this many seconds (sandbox setting): long enough that nothing moves during a test. */
const setStep = async (page: Page, seconds: number) => {
  const response = await page.request.post('/__sandbox/application-step', { data: { seconds } });
  expect(await response.json()).toEqual({ stepSeconds: seconds });
};

/** A radio button is picked by its label, as a person clicks it (the input itself is visually hidden). */
const choose = async (page: Page, label: RegExp) => {
  await page.locator('label[data-part="item"]').filter({ hasText: label }).click();
};

/** The agreement is ticked by clicking its label, as a person does (the input itself is visually hidden). */
const agree = async (page: Page, label: RegExp) => {
  await page.locator('label[data-scope="checkbox"]').filter({ hasText: label }).click();
  await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
};


test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
  await setStep(page, 3600);
});

test('the external apply form requires the agreement and shows it', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/apply' });
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a WMS system' })).toBeVisible();
  await page.getByRole('textbox', { name: /System name/ }).fill('Hangzhou returns hub');
  await choose(page, /^Apparel/);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please read and accept the Software Licence Agreement to apply.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /System name/ })).toHaveValue('Hangzhou returns hub');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Read the Software Licence Agreement' }).click();
  await expect(page.getByRole('dialog', { name: 'Software Licence Agreement' })).toContainText('3. Your data');
});

test('an external administrator applies for a WMS system: the result survives a reload and My System shows the new row', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/apply' });
  await page.getByRole('textbox', { name: /System name/ }).fill('Hangzhou returns hub');
  await choose(page, /^Apparel/);
  await choose(page, /^2 years$/);
  await agree(page, /I have read and accept/);
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/#\/apply\/result\?systemId=WMS\d+$/);
  const systemId = new URL(page.url().replace('#', '')).searchParams.get('systemId') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
  await page.reload();
  await expect(page.locator('dl')).toContainText(systemId);
  await expect(page.locator('dl')).toContainText('Under review');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Go to My System' }).click();
  const first = page.getByTestId('my-system-row').first();
  await expect(first).toContainText(systemId);
  await expect(first).toContainText('Hangzhou returns hub');
  await expect(first).toContainText('Apparel');
  await expect(first).toContainText('2 years');
  await expect(first).toContainText('Under review');
  await expect(first.getByRole('link')).toHaveCount(0);
});

test('an internal administrator applies for a product: the result survives a reload and My System shows the application', async ({ page }) => {
  await signIn(page, 'staff.dev');
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/apply/lcp-tms' });
  await expect(page.getByRole('heading', { level: 1, name: '申请使用运输管理 TMS' })).toBeVisible();
  await choose(page, /^2 年$/);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请阅读并同意《软件许可协议》后再提交申请。')).toBeVisible();
  await agree(page, /我已阅读并同意/);
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page).toHaveURL(/#\/apply\/result\/lcp-tms$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '申请已提交' })).toBeVisible();
  await expect(page.locator('dl')).toContainText('运输管理 TMS');
  await expect(page.locator('dl')).toContainText('2 年');
  await expect(page.locator('dl')).toContainText('审核中');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '前往我的系统' }).click();
  const first = page.getByTestId('my-system-row').first();
  await expect(first).toContainText('运输管理 TMS');
  await expect(first).toContainText('审核中');
  await expect(page.getByTestId('my-system-count')).toHaveText('共 5 个申请');
  await expectNoSeriousA11yViolations(page);
});

test('a customer applies for TMS, follows it in My System (reload, back), and applies again', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/productDetail/lcp-tms' });
  const applyOnce = async () => {
    await page.getByRole('button', { name: 'Apply for use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apply to use Transport management TMS' })).toBeVisible();
    await expect(page.getByText('appears in My System')).toBeVisible();
    await agree(page, /I have read and accept/);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/#\/apply\/result\/lcp-tms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
  };
  const applications = page.getByRole('tabpanel', { name: 'Product applications' });
  const tmsRows = applications.getByTestId('my-system-row').filter({ hasText: 'Transport management TMS' });

  await applyOnce();
  const next = page.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText('the platform sets Transport management TMS up for your team');
  await expect(next).not.toContainText('warehouses');
  await page.getByRole('link', { name: 'Go to My System' }).click();
  await expect(page).toHaveURL(/#\/mySystem\?list=productApplications$/);
  await expect(page.getByRole('tab', { name: 'Product applications' })).toHaveAttribute('aria-selected', 'true');
  await expect(tmsRows).toHaveCount(1);
  await expect(tmsRows.first()).toContainText('Under review');
  await expect(applications.getByTestId('my-system-row').filter({ hasText: 'Cloud WMS' })).toContainText('Running');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(tmsRows.first()).toContainText('Under review');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
  await page.goForward();
  await expect(tmsRows).toHaveCount(1);

  // The WMS systems stay in their own tab, as before; the keyboard moves between the tabs.
  await page.getByRole('tab', { name: 'Product applications' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'WMS systems' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#\/mySystem$/);
  await expect(page.getByTestId('my-system-count')).toHaveText('12 systems');

  await visit(page, { variant: 'external', locale: 'en-us', route: '/productDetail/lcp-tms' });
  await applyOnce();
  await page.getByRole('link', { name: 'Go to My System' }).click();
  await expect(tmsRows).toHaveCount(2);
  await expect(tmsRows.nth(0)).toContainText('Under review');
  await expect(tmsRows.nth(1)).toContainText('Under review');
});

test('staff My System in English: the products named in English; a product application has no scenario', async ({ page }) => {
  await signIn(page, 'staff.dev');
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/mySystem' });
  const rows = page.getByTestId('my-system-row');
  await expect(rows.locator('td:nth-child(2)')).toHaveText(['Cross-border logistics', 'Order hub OMS', 'Express open service', 'Cloud WMS']);
  await expect(rows.locator('td:nth-child(3)')).toHaveText(['—', '—', '—', '—']);
  await expect(rows.last().getByRole('link', { name: 'Enter Cloud WMS (opens in a new tab)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a member who is not the administrator gets the notice instead of the form', async ({ page }) => {
  await signIn(page, 'buyer.plain');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/apply' });
  await expect(page.getByText('Your account is not an administrator account, please log in with an administrator account to apply')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('My System: copy a running system’s link, enter it, and page through the list', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/mySystem' });
  await expect(page.getByTestId('my-system-row')).toHaveCount(10);
  await expect(page.getByTestId('my-system-count')).toHaveText('12 systems');

  const running = page.getByTestId('my-system-row').filter({ hasText: 'Fresh Direct Cross-dock Hub' });
  await running.getByRole('button', { name: 'Copy the link of Fresh Direct Cross-dock Hub' }).click();
  await expect(page.getByText('Copy succeed!')).toBeVisible();
  const link = `${baseURL ?? ''}/__sandbox/system/WMS012004`;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const enter = running.getByRole('link', { name: 'Enter Fresh Direct Cross-dock Hub (opens in a new tab)' });
  await expect(enter).toHaveAttribute('href', link);
  await expect(enter).toHaveAttribute('rel', /noopener/);
  const [opened] = await Promise.all([context.waitForEvent('page'), enter.click()]);
  await expect(opened.getByRole('heading', { level: 1, name: 'Fresh Direct Cross-dock Hub' })).toBeVisible();
  await opened.close();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'System list pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/#\/mySystem\?page=2$/);
  await expect(page.getByTestId('my-system-row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('my-system-row')).toHaveCount(2);
});

test('My System in Chinese, on a phone: the table scrolls inside its own region', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/mySystem' });
  await expect(page.getByRole('heading', { level: 1, name: '我的系统' })).toBeVisible();
  await expect(page.getByTestId('my-system-row')).toHaveCount(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('a submitted application moves on to running (sandbox step of 0 s)', async ({ page }) => {
  await setStep(page, 0);
  await signIn(page, 'merchant.dev');
  const applied = await page.request.post('/lcp-rest/wms/apply', { data: { systemName: 'Instant hub', schemeType: 0, limitNum: 1, limitType: 1 } });
  expect(await applied.json()).toMatchObject({ code: 20000 });
  await visit(page, { variant: 'external', locale: 'en-us', route: '/mySystem' });
  const first = page.getByTestId('my-system-row').first();
  await expect(first).toContainText('Instant hub');
  await expect(first).toContainText('Running');
  await expect(first.getByRole('link', { name: 'Enter Instant hub (opens in a new tab)' })).toBeVisible();
});
