import { expect, test, type Page } from './fixtures';
import { resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const marked = (page: Page) => toc(page).locator('[aria-current="location"]');

test('the table of contents marks the section being read: a deep link, the last sections, a chosen one at the end', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/102/10006#request-detail-sender-countrycode' });
  await expect(page.locator('tr[id="request-detail-sender-countrycode"]')).toBeInViewport();
  // Deep in the request table, its heading far above: the request is being read, not the section before it.
  await expect(marked(page)).toHaveText('Request parameters');

  // Chosen near the end: the page cannot scroll it up to the top, and it stays marked there; twice.
  for (let time = 0; time < 2; time += 1) {
    await toc(page).getByRole('link', { name: 'Business error codes' }).click();
    await expect(marked(page)).toHaveText('Business error codes');
    await toc(page).getByRole('link', { name: 'Overview' }).click();
    await expect(marked(page)).toHaveText('Overview');
  }

  // Scrolled to the end by the reader: the last section in the window.
  await page.keyboard.press('End');
  await expect(marked(page)).toHaveText('SDK');
  await page.keyboard.press('Home');
  await expect(marked(page)).toHaveText('Overview');
});

test('an address naming a section opens the page at that section, after a reload too', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/102/10006#errors' });
  const errors = page.getByRole('heading', { level: 2, name: 'Business error codes' });
  await expect(errors).toBeInViewport();
  await expect(marked(page)).toHaveText('Business error codes');
  await page.reload();
  await expect(errors).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();

  // A reader who scrolls back up and follows the table of contents keeps that way of moving.
  await page.keyboard.press('Home');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await toc(page).getByRole('link', { name: 'Response parameters' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Response parameters' })).toBeInViewport();
});
