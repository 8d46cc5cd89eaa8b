import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const drawer = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test('on a phone an API page offers its unit’s other APIs in a drawer: choose one, again, back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/102/10006' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create outbound order');
  // The column's menu is not shown at this width; the button named like it is.
  await expect(page.getByRole('navigation', { name: 'APIs of this business unit' })).toBeHidden();
  const button = page.getByRole('button', { name: 'APIs of this business unit' });
  await button.click();
  const apis = drawer(page, 'APIs of this business unit');
  await expect(apis.getByRole('link', { name: /Create outbound order/ })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await apis.getByRole('link', { name: /Update outbound order/ }).click();
  await expect(apis).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update outbound order');

  // Again, from the page it led to; Escape closes and gives focus back to the button.
  await button.click();
  await expect(apis.getByRole('link', { name: /Update outbound order/ })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(apis).toBeHidden();
  await expect(button).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create outbound order');
  await page.reload();
  await button.click();
  await apis.getByRole('link', { name: /Cancel outbound order/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel outbound order');
});

test('at tablet widths messages and guide pages offer their siblings too; from the column’s width the column does', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/open-business-document/message-doc/101/50001' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const first = (await heading.textContent()) ?? '';
  await page.getByRole('button', { name: '本业务单元的消息' }).click();
  const messages = drawer(page, '本业务单元的消息');
  const others = messages.getByRole('link').filter({ hasNotText: first });
  const other = ((await others.first().textContent()) ?? '').trim();
  await others.first().click();
  await expect(messages).toBeHidden();
  await expect(heading).toHaveText(other);

  await page.setViewportSize({ width: 900, height: 1024 });
  // The language chosen stays for the tab (the first visit's Chinese).
  await visit(page, { variant: 'external', route: '/open-business-document/access-guide/101' });
  await page.getByRole('button', { name: '接入指南' }).click();
  await expect(drawer(page, '接入指南').getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page, '接入指南')).toHaveCount(0);

  // Wide enough for the column: the button goes, the column's menu is there.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('main').getByRole('button', { name: '接入指南' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: '接入指南' })).toBeVisible();
});
