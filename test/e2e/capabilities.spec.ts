import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, signIn, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const cards = (page: Page) => page.getByTestId('biz-unit-card');

test('capability centre: units by classification, keyboard tabs, filtering as you type (English)', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/competence-center' });
  await expect(page.getByRole('heading', { level: 1, name: 'Capability centre' })).toBeVisible();
  await expect(cards(page)).toHaveCount(14);
  await expect(page.getByRole('link', { name: /Electronic waybills/ })).toHaveAttribute('href', /#\/open-business-document\/access-guide\/203$/);
  // Each card says what its unit does, in English (the sandbox answers the locale header in its language).
  await expect(page.getByRole('link', { name: /Electronic waybills/ })).toContainText('Get e-waybill numbers, cloud-print templates and the data to print.');
  await expect(page.getByRole('link', { name: /Inbound management/ })).toContainText('Create, change and cancel inbound orders, and follow receiving and put-away.');
  await expectNoSeriousA11yViolations(page);

  const tabs = page.getByRole('tablist', { name: 'Classifications' });
  await tabs.getByRole('tab', { name: /All/ }).focus();
  // One key press at a time: the tabs move focus on the next frame, and a second press within the same frame starts
  // again from the tab that still has focus (no person types that fast).
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /Express and freight/ })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(5);

  const search = page.getByRole('searchbox', { name: 'Filter business units by name' });
  await search.fill('customs');
  await expect(page.getByText('No business unit in this classification matches “customs”.')).toBeVisible();
  await page.getByRole('button', { name: 'Search all classifications' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(search).toHaveValue('customs');
  await search.fill('zzz');
  await expect(page.getByText('No business unit matches “zzz”.')).toBeVisible();
  await expect(search).toHaveValue('zzz');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Clear the filter' }).click();
  await page.getByRole('link', { name: /Inbound management/ }).click();
  await expect(page).toHaveURL(/#\/open-business-document\/access-guide\/101$/);
});

test('capability centre in Chinese: descriptions and the project group for a signed-in developer', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/competence-center' });
  await expect(page.getByRole('heading', { level: 1, name: '能力中心' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '专属项目' })).toBeVisible();
  await expect(page.getByText('仅自己可见').first()).toBeVisible();
  await expect(page.getByText('申请电子面单号，获取云打印模板与打印数据。')).toBeVisible();
  await expect(page.getByText(/标准接口、消息推送与 SDK/)).toHaveCount(0);
  await page.getByRole('searchbox', { name: '按名称筛选业务单元' }).fill('面单');
  await expect(cards(page)).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('capability centre on the internal site', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/competence-center' });
  await expect(page.getByRole('heading', { level: 1, name: 'Capability centre' })).toBeVisible();
  await expect(cards(page)).toHaveCount(14);
  await expectNoSeriousA11yViolations(page);
});

test('openBusiness lists every business unit, without the no-permission message (Chinese)', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/openBusiness' });
  await expect(page.getByRole('heading', { level: 1, name: '开放业务' })).toBeVisible();
  await expect(cards(page)).toHaveCount(23);
  await expect(cards(page).filter({ hasText: '医院便民快递' })).toContainText('把药品、病历与检查报告从医院寄到患者家中，患者不必排队等候。');
  await expect(page.getByTestId('no-authority')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('openBusiness?fromUrl=noAuthority shows the no-permission message until dismissed (English)', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/openBusiness?fromUrl=noAuthority' });
  const alert = page.getByTestId('no-authority');
  await expect(alert).toContainText("You have no permission to view that business unit's documents. Choose a team that has access, or contact the unit's owner.");
  await expect(page.getByRole('heading', { level: 2, name: 'Scenario solutions' })).toBeVisible();
  await expect(cards(page)).toHaveCount(23);
  // Every card has its English description.
  for (const card of await cards(page).all()) await expect(card.locator('p')).toHaveText(/^[A-Z][\x20-\x7e]+\.$/);
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: 'Dismiss the message' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/#\/openBusiness$/);
});

test('a restricted unit the team may not read, opened from the capability centre, ends on openBusiness with the message', async ({ page }) => {
  await signIn(page, 'buyer.plain');
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/competence-center' });
  const restricted = page.getByRole('link', { name: /海外仓/ });
  await expect(restricted.getByText('授权团队可见')).toBeVisible();
  await restricted.click();
  await expect(page).toHaveURL(/#\/openBusiness\?fromUrl=noAuthority$/);
  await expect(page.getByTestId('no-authority')).toContainText('您没有查看该业务单元文档的权限。请切换到有权限的团队，或联系该业务单元的负责人。');
});

test('quick start for a visitor: the lists, the access process and a login prompt (English)', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/quick' });
  await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible();
  const prompt = page.getByRole('complementary', { name: 'Log in to start building' });
  await expect(prompt).toBeVisible();
  const interfaces = page.getByRole('region', { name: 'Interfaces' });
  await expect(interfaces.getByRole('listitem')).toHaveCount(5);
  await expect(interfaces.getByRole('listitem').getByRole('link')).toHaveText(['Create inbound order', 'Update inbound order', 'Cancel inbound order', 'Query inbound order', 'Batch query inbound order']);
  // A message: its English name, its code under it.
  const messages = page.getByRole('region', { name: 'Push messages' });
  await expect(messages.getByRole('listitem').first()).toHaveText('Inbound management creation noticelcp_inbound_created');
  await expect(messages.getByRole('link', { name: 'Inbound management creation notice' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/[\u3400-\u9fff]/);
  await expect(page.getByRole('region', { name: 'SDKs' }).getByRole('link', { name: 'Download LCP Open SDK for Java' })).toBeVisible();
  await expect(page.getByTestId('quick-steps').getByRole('listitem')).toHaveCount(7);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Business unit' }).selectOption({ label: 'Electronic waybills' });
  await expect(interfaces.getByRole('link').first()).toHaveAttribute('href', /#\/open-business-document\/api-doc\/203\/\d+$/);
  await interfaces.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/open-business-document\/api-doc\/203\/\d+$/);

});

test('quick start for a visitor in Chinese: the login prompt starts the login', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/quick' });
  const prompt = page.getByRole('complementary', { name: '登录后开始开发' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('region', { name: '接口列表' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: '消息列表' }).getByRole('link', { name: '入库管理创建成功通知' })).toBeVisible();
  await expect(page.getByRole('region', { name: '接口列表' }).getByRole('link').first()).toHaveText('创建入库单');
  await expectNoSeriousA11yViolations(page);
  await prompt.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/login\?/);
});

test('quick start signed in: no login prompt, step 1 done', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/quick' });
  await expect(page.getByTestId('quick-steps').getByText('You are logged in')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interfaces' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('quick-login-prompt')).toHaveCount(0);
});
