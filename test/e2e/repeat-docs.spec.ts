import { expect, test, type Page } from './fixtures';
import { resetSandbox, visit } from './portal';

/*
 * Repeat what users repeat, on the documents' feedback forms: the "was this helpful" reasons and the like widget's
 * feedback dialog. Kept (docs/testing.md): the reason and the text typed and not sent come back after switching to
 * another document and back, back and forward, and a reload; another document has its own; sending ends it.
 */

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const go = (page: Page, route: string) =>
  page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);

const helpfulForm = (page: Page) => page.getByTestId('not-helpful-form');

const openReasons = async (page: Page) => {
  await page.getByTestId('was-this-helpful').first().getByRole('button', { name: 'No' }).click();
  await expect(helpfulForm(page)).toBeVisible();
};

test('"was this helpful": reasons typed on one API survive switching API, back, forward and a reload; sending ends them', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/101/10001' });
  await openReasons(page);
  await helpfulForm(page).getByText('Not up to date').click();
  await helpfulForm(page).getByRole('textbox', { name: /Tell us more/ }).fill('The example is from last year');

  // Another API of the unit: its own, empty form.
  const first = page.getByRole('heading', { level: 1 });
  const firstTitle = (await first.textContent()) ?? '';
  await go(page, '/open-business-document/api-doc/101/10002');
  await expect(first).not.toHaveText(firstTitle);
  await openReasons(page);
  await expect(helpfulForm(page).getByRole('textbox', { name: /Tell us more/ })).toHaveValue('');

  await page.goBack();
  await expect(first).toHaveText(firstTitle);
  await openReasons(page);
  await expect(helpfulForm(page).getByRole('radio', { name: 'Not up to date' })).toBeChecked();
  await expect(helpfulForm(page).getByRole('textbox', { name: /Tell us more/ })).toHaveValue('The example is from last year');

  await page.reload();
  await openReasons(page);
  await expect(helpfulForm(page).getByRole('textbox', { name: /Tell us more/ })).toHaveValue('The example is from last year');
  await helpfulForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('helpful-thanks').first()).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lcp.draft.helpful')))).toEqual([]);
});

test('the like widget: the feedback typed survives closing the dialog and a reload, and is sent once', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/access-guide/101' });
  await expect(page.locator('figure[data-diagram-state="drawn"]').first()).toBeVisible();
  const dislike = page.getByTestId('doc-like-widget').getByRole('button', { name: 'No', exact: true });
  await dislike.click();
  const dialog = page.getByRole('dialog', { name: 'Tell us what went wrong' });
  await dialog.getByText('Incorrect content').click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Step 3 names the wrong field');

  await page.reload();
  await expect(page.locator('figure[data-diagram-state="drawn"]').first()).toBeVisible();
  await dislike.click();
  await expect(dialog.getByRole('radio', { name: 'Incorrect content' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Step 3 names the wrong field');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /evaluat|feedback/i.test(request.url())) sent.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(1);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lcp.draft.doc-feedback')))).toEqual([]);
});
