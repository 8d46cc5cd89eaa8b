import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, signIn, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const problems = (page: Page) => page.getByTestId('faq-problem');

test('the FAQ centre: type menu, pages of 10 in the address, view counts, previous/next on a detail', async ({ page }) => {
  await visit(page, { locale: 'en-us', route: '/question-docs' });
  await expect(page.getByRole('heading', { level: 1, name: 'Question docs' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Question categories' });
  await expect(menu.getByRole('link')).toHaveCount(7);
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole('link', { name: /Signing/ }).click();
  await expect(page).toHaveURL(/#\/question\/api-sign$/);
  await expect(page.getByTestId('faq-count')).toHaveText('13 questions');
  await expect(problems(page)).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: 'Question list pages' });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/#\/question\/api-sign\?page=2$/);
  await expect(problems(page)).toHaveCount(3);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // A shared address opens on its page.
  await page.reload();
  await expect(problems(page)).toHaveCount(3);
  const last = problems(page).last();
  await expect(last).toContainText('Which version goes into the v parameter');
  const viewsBefore = Number((await last.getByTestId('faq-views').textContent())?.replace(/\D/g, ''));

  await last.getByRole('link').click();
  await expect(page).toHaveURL(/#\/qs\/api-sign\/P0022$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Which version goes into the v parameter');
  // Opening it counted a view.
  await expect(page.getByTestId('faq-views')).toHaveText(`${viewsBefore + 1} views`);
  await expect(page.getByTestId('faq-content').locator('h2').first()).toBeVisible();
  const neighbours = page.getByRole('navigation', { name: 'Previous and next questions' });
  await expect(neighbours).toContainText('This is the last question');
  await expectNoSeriousA11yViolations(page);

  await neighbours.getByRole('link').click();
  await expect(page).toHaveURL(/#\/qs\/api-sign\/P0021$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The sign tool and my code disagree');
  await expect(neighbours.getByRole('link')).toHaveCount(2);

  // Breadcrumbs lead back to the type's list, which shows the new count.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: /Signing/ }).click();
  await expect(page).toHaveURL(/#\/question\/api-sign$/);
  await page.getByRole('navigation', { name: 'Question list pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(problems(page).last().getByTestId('faq-views')).toHaveText(`${viewsBefore + 1} views`);
});

test('an unknown question is said in place, with a way back to its list', async ({ page }) => {
  await visit(page, { locale: 'zh-cn', route: '/qs/access-app/NOPE' });
  await expect(page.getByRole('alert').filter({ hasText: '问题不存在' }).first()).toBeVisible();
  await page.getByRole('link', { name: '返回问题列表' }).click();
  await expect(page).toHaveURL(/#\/question\/access-app$/);
  await expect(page.getByRole('heading', { level: 2, name: /应用创建/ })).toBeVisible();
});

test('the unread badge: 12 for merchant.dev, asked once and not again on every page', async ({ page }) => {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/lcp-rest/workOrder/newMessage')) asked += 1;
  });
  await signIn(page, 'merchant.dev');
  await visit(page, { locale: 'en-us', route: '/home' });
  const tools = page.getByRole('complementary', { name: 'Tools' });
  const workOrders = tools.getByRole('link', { name: 'Work orders, unread: 12' });
  await expect(workOrders).toBeVisible();
  await expect(page.getByTestId('work-order-badge')).toHaveText('12');
  await expect(workOrders).toHaveAttribute('href', '/admin/#/upgrade/work-order');
  await tools.getByRole('link', { name: 'Question docs' }).click();
  await expect(page).toHaveURL(/#\/question-docs$/);
  await expect(page.getByTestId('work-order-badge')).toHaveText('12');
  expect(asked).toBe(1);
});

test('no badge when the backend answers null (no unread messages)', async ({ page }) => {
  await signIn(page, 'intl.dev');
  const answer = page.waitForResponse((response) => response.url().includes('/lcp-rest/workOrder/newMessage'));
  await visit(page, { locale: 'en-us', route: '/home' });
  expect(((await (await answer).json()) as { data: unknown }).data).toBeNull();
  await expect(page.getByRole('complementary', { name: 'Tools' }).getByRole('link', { name: 'Work orders' })).toBeVisible();
  await expect(page.getByTestId('work-order-badge')).toHaveCount(0);
});

test('help and support: the ticket entry opens the console’s work orders; a link not configured looks and behaves disabled', async ({ page }) => {
  await visit(page, { locale: 'en-us', route: '/home' });
  const bar = page.getByRole('navigation', { name: 'Platform' });
  await bar.getByRole('button', { name: 'Help and support' }).click();
  await expect(page.getByRole('menuitem', { name: /Submit a ticket/ })).toHaveAttribute('href', '/admin/#/upgrade/work-order');
  await page.keyboard.press('Escape');
  // The first menu has closed (and given the focus back) before the next opens: a focus coming back late would close it.
  await expect(page.getByRole('menuitem', { name: /Submit a ticket/ })).toBeHidden();
  await bar.getByRole('button', { name: 'Learn about the platform' }).click();
  const daily = page.getByRole('menuitem', { name: /Daily work/ });
  await expect(daily).toHaveAttribute('aria-disabled', 'true');
  expect(Number(await daily.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
  expect(await daily.evaluate((element) => element.tagName)).not.toBe('A');
  const before = page.url();
  await daily.click({ force: true });
  expect(page.url()).toBe(before);
  expect(page.context().pages()).toHaveLength(1);
});
