import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, visit } from './portal';

test('an unknown address shows the 404 page with the address opened and a way home', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/solution/wine?x=1' });
  await expect(page).toHaveURL(/#\/404\?from=%2Fsolution%2Fwine%3Fx%3D1$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('not-found-address')).toHaveText('The address opened: #/solution/wine?x=1');
  // A reload keeps it; the finder is a way on.
  await page.reload();
  await expect(page.getByTestId('not-found-address')).toHaveText('The address opened: #/solution/wine?x=1');
  await page.getByRole('button', { name: 'Find a page' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick find' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a variant-only page does not exist on the other variant', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/quick' });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('not-found-address')).toHaveText('The address opened: #/quick');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/aboutUs' });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the 404 page has no serious accessibility violation in Chinese', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/open-business-document/api-doc/abc/1' });
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByTestId('not-found-address')).toHaveText('您打开的地址： #/open-business-document/api-doc/abc/1');
  await expectNoSeriousA11yViolations(page);
});
