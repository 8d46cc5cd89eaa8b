import { expect, test } from './fixtures';
import { visit } from './portal';

/** The first search of GitHub's 13 MB spec reads the whole document. */
const FIRST_SEARCH = { timeout: 60_000 };

test("GitHub's '> [!NOTE]' reads as a note in the reader's language, and its paragraphs are apart", async ({ page }) => {
  test.setTimeout(120_000);
  await visit(page, { locale: 'en-us', docs: 'openapi', route: '/searchResult?q=List%20tasks%20for%20repository' });
  const hit = page.getByRole('main').getByTestId('search-hit').filter({ has: page.getByRole('link', { name: 'List tasks for repository' }) });
  await expect(hit).toHaveCount(1, FIRST_SEARCH);
  await hit.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'List tasks for repository' })).toBeVisible();
  const note = page.locator('.rich-html .markdown-alert[data-alert="note"]').first();
  await expect(note).toContainText('NoteThis endpoint is in public preview and is subject to change.');
  await expect(page.getByRole('main')).not.toContainText('[!NOTE]');
  // The description's paragraphs have room between them, not one wall of text.
  const gap = await note.evaluate((alert) => {
    const next = alert.nextElementSibling;
    return next ? next.getBoundingClientRect().top - alert.getBoundingClientRect().bottom : -1;
  });
  expect(gap).toBeGreaterThanOrEqual(8);

  await page.screenshot({ path: 'test-results/markdown-alert-en.png' });
  await page.evaluate(() => localStorage.setItem('lcp.locale', 'zh-cn'));
  await page.reload();
  await expect(page.locator('.rich-html [data-alert-title="note"]').first()).toHaveText('说明', FIRST_SEARCH);
});
