import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

/** The customs declaration: 301 fields up to five levels deep, BigDecimal types, long order numbers as examples. */
const BIG_API = '/open-business-document/api-doc/301/19999';
const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/**
 * Every word of every name, type and example cell that the browser laid out on more than one line ("BigDecima l"):
 * a word (a run without spaces or Chinese characters) whose range has line boxes at more than one height. A <wbr> splits a word into text
 * nodes, so a word wrapped at an identifier boundary is two words here, each on one line.
 */
const wordsBrokenInside = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('table .param-name code, table .param-type, table .param-example')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Chinese wraps between characters: a word here is a run of other characters.
        for (const word of text.matchAll(/[^\s\u3000-\u9fff\uff00-\uffef]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(`${cell.textContent ?? ''} (${word[0]})`);
        }
      }
    }
    return broken;
  });

const showAllRows = async (page: Page) => {
  const tables = page.locator('table').filter({ has: page.locator('.param-name') });
  await expect(tables.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('table tbody[aria-busy]')).toHaveCount(0, { timeout: 20_000 });
  return tables;
};

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', PHONE],
] as const) {
  for (const locale of ['zh-cn', 'en-us'] as const) {
    test(`${size} (${locale}): no name, type or example is broken inside a word`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await visit(page, { variant: 'external', locale, route: BIG_API });
      await showAllRows(page);
      await expect(page.locator('table .param-type', { hasText: 'BigDecimal' }).first()).toBeVisible();
      expect(await wordsBrokenInside(page)).toEqual([]);
      // The page itself never scrolls sideways: a table wider than the column scrolls in its own region.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
}

test('desktop: an ordinary API’s tables fit the column, with no scroll note', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/101/10001' });
  await showAllRows(page);
  await expect(page.getByTestId('param-table-frame').first()).toBeVisible();
  await expect(page.getByTestId('param-table-scroll-hint')).toHaveCount(0);
  expect(await wordsBrokenInside(page)).toEqual([]);
});

test('phone: the parameter table says it scrolls sideways, fades the edge with more, and scrolls by keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/open-business-document/api-doc/101/10001' });
  await showAllRows(page);
  const region = page.getByRole('region', { name: '请求参数表格' });
  await region.scrollIntoViewIfNeeded();
  const hint = page.getByTestId('param-table-scroll-hint').first();
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText('表格可左右滑动，查看全部列。');
  const frame = page.getByTestId('param-table-frame').first();
  await expect(frame).toHaveAttribute('data-more-end', '');
  await expect(frame).not.toHaveAttribute('data-more-start', '');
  // The fade is drawn: the frame's ::after is opaque at the right edge.
  // (polled: the fade comes in with a short transition once the frame knows it overflows)
  await expect.poll(() => frame.evaluate((element) => getComputedStyle(element, '::after').opacity)).toBe('1');
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(frame).toHaveAttribute('data-more-start', '');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('folding and unfolding a field far down a large table keeps the reader’s place: no row above it leaves', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, { variant: 'external', locale: 'en-us', route: BIG_API });
  await showAllRows(page);
  const request = page.locator('#request table');
  const toggles = request.locator('.param-toggle');
  const toggle = toggles.nth(Math.floor((await toggles.count()) * 0.75));
  await toggle.scrollIntoViewIfNeeded();
  const drawnRows = () => request.evaluate((table) => [...table.querySelectorAll('tbody tr')].filter((row) => row.checkVisibility()).length);
  const placeOf = () => toggle.evaluate((button) => ({ top: Math.round(button.getBoundingClientRect().top), scrollY: Math.round(window.scrollY) }));
  const place = await placeOf();
  // The fewest rows drawn in any frame from the click until the table is complete.
  const fewestDrawnWhile = async (act: () => Promise<void>) => {
    await request.evaluate((table) => {
      const state = { fewest: Infinity, watching: true };
      Object.assign(window, { rowWatch: state });
      const look = () => {
        state.fewest = Math.min(state.fewest, [...table.querySelectorAll('tbody tr')].filter((row) => row.checkVisibility()).length);
        if (state.watching) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await act();
    await expect(page.locator('#request tbody[aria-busy]')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    return page.evaluate(() => {
      const state = (window as unknown as { rowWatch: { fewest: number; watching: boolean } }).rowWatch;
      state.watching = false;
      return state.fewest;
    });
  };
  const all = await drawnRows();
  for (let round = 0; round < 2; round += 1) {
    const fewestFolding = await fewestDrawnWhile(() => toggle.click());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const folded = await drawnRows();
    expect(folded).toBeLessThan(all);
    expect(fewestFolding).toBe(folded);
    expect(await placeOf()).toEqual(place);
    const fewestUnfolding = await fewestDrawnWhile(() => toggle.click());
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await drawnRows()).toBe(all);
    expect(fewestUnfolding).toBeGreaterThanOrEqual(folded);
    expect(await placeOf()).toEqual(place);
  }
});
