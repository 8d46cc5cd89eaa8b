import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, visit } from './portal';

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/no/such/page' });
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a variant-only page does not exist on the other variant', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/quick' });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await visit(page, { variant: 'external', locale: 'en-us', route: '/aboutUs' });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the 404 page has no serious accessibility violation in Chinese', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/404' });
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
