import { expect, test, type Page } from './fixtures';
import { resetSandbox, signIn, visit } from './portal';

/*
 * Repeat what users repeat, on the apply forms: submit twice, switch product mid-flow, back and forward, reload.
 * "Kept" (docs/testing.md): what was typed and chosen and not yet sent is there again after leaving the form and
 * coming back, and after a reload, for the tab's session; a successful submit ends it.
 */

const setStep = (page: Page, seconds: number) => page.request.post('/__sandbox/application-step', { data: { seconds } });
const choose = (page: Page, label: RegExp) => page.locator('label[data-part="item"]').filter({ hasText: label }).click();
const agree = (page: Page, label: RegExp) => page.locator('label[data-scope="checkbox"]').filter({ hasText: label }).click();

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
  await setStep(page, 3600);
});

test('WMS application: what was typed survives back, forward and a reload; a double submit applies once; the sent form starts empty', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/home' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '/apply';
  });
  const name = page.getByRole('textbox', { name: /System name/ });
  await name.fill('Ningbo bonded hub');
  await choose(page, /^Apparel/);
  await choose(page, /^2 years$/);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /Connect to the logistics open platform/ })).toBeVisible();
  await page.goForward();
  await expect(name).toHaveValue('Ningbo bonded hub');
  await expect(page.getByRole('radio', { name: /^Apparel/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: '2 years' })).toBeChecked();

  await page.reload();
  await expect(name).toHaveValue('Ningbo bonded hub');
  await expect(page.getByRole('radio', { name: /^Apparel/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: '2 years' })).toBeChecked();

  // Submit without the agreement: refused in place, nothing lost; then twice in a row with it.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please read and accept the Software Licence Agreement to apply.')).toBeVisible();
  await expect(name).toHaveValue('Ningbo bonded hub');
  await agree(page, /I have read and accept/);
  await page.getByRole('button', { name: 'Submit application' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();

  // Back to the sent form: it starts empty (the draft ended with the send).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a WMS system' })).toBeVisible();
  await expect(name).toHaveValue('');
  await page.evaluate(() => {
    window.location.hash = '/mySystem';
  });
  await expect(page.getByTestId('my-system-count')).toHaveText('13 systems');
  await expect(page.getByTestId('my-system-row').filter({ hasText: 'Ningbo bonded hub' })).toHaveCount(1);
});

test('product application: switching product mid-flow gives the other product its own form; coming back finds the first as it was', async ({ page }) => {
  await signIn(page, 'staff.dev');
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/apply/lcp-tms' });
  await expect(page.getByRole('heading', { level: 1, name: /Transport management TMS/ })).toBeVisible();
  await choose(page, /^2 years$/);
  await agree(page, /I have read and accept/);
  const agreement = page.getByRole('checkbox', { name: /I have read and accept/ });
  await expect(agreement).toBeChecked();

  await page.evaluate(() => {
    window.location.hash = '/apply/lcp-wms';
  });
  await expect(page.getByRole('heading', { level: 1, name: /Cloud WMS/ })).toBeVisible();
  await expect(agreement).not.toBeChecked();
  await expect(page.getByRole('radio', { name: '2 years' })).not.toBeChecked();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /Transport management TMS/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: '2 years' })).toBeChecked();
  await expect(agreement).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: '2 years' })).toBeChecked();
  await expect(agreement).toBeChecked();

  await page.getByRole('button', { name: 'Submit application' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
  await expect(page.locator('dl')).toContainText('2 years');
  await page.evaluate(() => {
    window.location.hash = '/mySystem';
  });
  await expect(page.getByTestId('my-system-count')).toHaveText('5 applications');
});
