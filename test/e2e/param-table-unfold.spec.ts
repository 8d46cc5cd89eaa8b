import { expect, test, type Page } from './fixtures';
import { drawAllRows, visit } from './portal';

/** Stripe's POST /v1/customers (OpenAPI deployment): a response of 3,292 rows nested twenty levels deep. */
const STRIPE_POST_CUSTOMERS = '/open-business-document/api-doc/2/2151538335';
const ALL_ROWS = 3292;
const TOP_LEVEL_ROWS = 28;

/** The rows of a section's table the reader can see (rows still to come are rendered hidden at a tree's first showing). */
const shownRows = (page: Page, section: string) =>
  page.locator(`${section} tbody tr`).evaluateAll((rows) => rows.filter((row) => row.checkVisibility()).length);

test('a response of thousands of fields draws the rows the reader reaches, more as they scroll down, and every row when asked', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, { locale: 'en-us', docs: 'openapi', route: STRIPE_POST_CUSTOMERS });
  const response = page.locator('#response');
  const more = response.locator('td.param-more');
  await expect(more).toContainText(/^Showing \d+ of 3292 fields; more are drawn as you scroll\./, { timeout: 30_000 });
  await expect(response.locator('tbody[aria-busy]')).toHaveCount(0);
  const drawnAtFirst = await response.locator('tbody tr').count();
  expect(drawnAtFirst).toBeLessThan(ALL_ROWS / 4);
  // Scrolling down to the end of the drawn rows draws more, and stops again short of them all.
  await more.scrollIntoViewIfNeeded();
  await expect.poll(() => response.locator('tbody tr').count()).toBeGreaterThan(drawnAtFirst);
  await expect(response.locator('tbody[aria-busy]')).toHaveCount(0, { timeout: 30_000 });
  expect(await response.locator('tbody tr').count()).toBeLessThan(ALL_ROWS);
  // Asked for, every row comes (find-in-page and printing see them all), and the line with the button goes.
  await response.getByRole('button', { name: 'Show all 3292 fields' }).click();
  await expect(more).toHaveCount(0, { timeout: 30_000 });
  expect(await shownRows(page, '#response')).toBe(ALL_ROWS);
});

test.describe('a response of thousands of fields', () => {
  // Stripe's document is read in a worker on each load, and each round unfolds 3,264 rows.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, { locale: 'en-us', docs: 'openapi', route: STRIPE_POST_CUSTOMERS });
    await expect(page.locator('#response tbody tr').first()).toBeVisible({ timeout: 30_000 });
    // Asked once, every row of the table is drawn, at its first showing and at each unfold.
    await drawAllRows(page.locator('#response'));
  });

  test('unfolds in steps that say more are coming, handles a click meanwhile, and folds, twice', async ({ page }) => {
    const response = page.locator('#response');
    const request = page.locator('#request');
    const more = response.locator('tfoot');
    for (let round = 0; round < 2; round += 1) {
      await response.getByRole('button', { name: 'Fold all', exact: true }).click();
      await expect.poll(() => shownRows(page, '#response')).toBe(TOP_LEVEL_ROWS);
      await expect(response.locator('.param-toggle[aria-expanded="true"]')).toHaveCount(0);

      // Whether the response's rows were still coming when the request table's "Fold all" was handled.
      await page.evaluate(() => {
        const watch = { busyAtClick: undefined as boolean | undefined };
        Object.assign(window, { unfoldWatch: watch });
        document.querySelector('#request')?.addEventListener(
          'click',
          () => (watch.busyAtClick = document.querySelector('#response tbody[aria-busy]') !== null),
          { capture: true, once: true },
        );
      });
      await response.getByRole('button', { name: 'Unfold all', exact: true }).click();
      await expect(more).toHaveText(/^Showing \d+ of 3292 fields…$/);
      await request.getByRole('button', { name: 'Fold all', exact: true }).click();
      await expect(request.locator('.param-toggle[aria-expanded="true"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { unfoldWatch: { busyAtClick?: boolean } }).unfoldWatch.busyAtClick)).toBe(true);

      // Every row comes, the deepest too, and the sign goes.
      await expect(response.locator('tbody[aria-busy]')).toHaveCount(0, { timeout: 30_000 });
      await expect(more).toHaveCount(0);
      expect(await shownRows(page, '#response')).toBe(ALL_ROWS);
      await expect(response.locator('tbody tr').last()).toBeAttached();
      expect(await response.locator('tbody tr').last().evaluate((row) => row.checkVisibility())).toBe(true);
      await request.getByRole('button', { name: 'Unfold all', exact: true }).click();
      await expect(request.locator('.param-toggle[aria-expanded="false"]')).toHaveCount(0);
    }
  });

  test('a deep link to a field of a folded tree unfolds the way to it', async ({ page }) => {
    const response = page.locator('#response');
    // The deepest field, twenty levels down.
    const anchor = await response.locator('tbody tr').evaluateAll((rows) => {
      const depthOf = (row: Element) => Number((row as HTMLElement).style.getPropertyValue('--param-depth') || 0);
      return rows.reduce((deepest, row) => (depthOf(row) > depthOf(deepest) ? row : deepest)).id;
    });
    await response.getByRole('button', { name: 'Fold all', exact: true }).click();
    await expect.poll(() => shownRows(page, '#response')).toBe(TOP_LEVEL_ROWS);
    await page.evaluate((target) => (window.location.hash = `${window.location.hash.split('#')[1] ?? ''}#${target}`), anchor);
    const target = page.locator(`tr[id="${anchor}"]`);
    await expect(target).toHaveAttribute('data-highlighted', 'true');
    await expect(target).toBeInViewport();
    await expect(response.locator('tbody[aria-busy]')).toHaveCount(0, { timeout: 30_000 });
  });
});
