import { expect, test, type Page } from './fixtures';
import { brokenIdentifiers } from '../walk/page-checks';
import { drawAllRows, expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

/** The customs declaration: 301 fields up to five levels deep, BigDecimal types, long order numbers as examples. */
const BIG_API = '/open-business-document/api-doc/301/19999';
const PHONE = { width: 390, height: 844 };
/** Stripe's POST /v1/customers (OpenAPI deployment): a response of 3,292 rows nested twenty levels deep. */
const STRIPE_POST_CUSTOMERS = '/open-business-document/api-doc/2/2151538335';

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

/** Names, types and examples of up to 30 characters laid out on more than one line (the rule the route walk applies). */
const identifiersBroken = (page: Page) => page.evaluate(brokenIdentifiers);

/** How far each parameter table's content is wider than its box (0 where it fits). */
const overflowOfTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="region"]')]
      .filter((region) => region.querySelector('.param-name'))
      .map((region) => region.scrollWidth - region.clientWidth),
  );

const showAllRows = async (page: Page) => {
  const tables = page.locator('table').filter({ has: page.locator('.param-name') });
  await expect(tables.first()).toBeVisible({ timeout: 20_000 });
  await drawAllRows(page.locator('main'), 20_000);
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

for (const width of [1280, 1440]) {
  for (const [what, route] of [
    ['the outbound API', '/open-business-document/api-doc/102/10006'],
    ['the 301-field API', BIG_API],
    ['a message', '/open-business-document/message-doc/102/50004'],
  ] as const) {
    test(`${String(width)} px, ${what}: every name and type of up to 30 characters is on one line, and the tables fit their box`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, { variant: 'external', locale: 'en-us', route });
      await showAllRows(page);
      expect(await identifiersBroken(page)).toEqual([]);
      expect((await overflowOfTables(page)).filter((overflow) => overflow > 0)).toEqual([]);
      await expect(page.getByTestId('param-table-scroll-hint')).toHaveCount(0);
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

test('phone: a table wider than the column says it scrolls sideways, fades the edge with more, and scrolls by keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Stripe's customer response nests twenty levels deep: its deepest names need more than a phone's width.
  await visit(page, { locale: 'zh-cn', docs: 'openapi', route: STRIPE_POST_CUSTOMERS });
  await showAllRows(page);
  const region = page.getByRole('region', { name: '响应参数表格' });
  await region.scrollIntoViewIfNeeded();
  // Where a reader starts. (Playwright's click on "Show all" can scroll the region sideways to reach the button while
  // rows are still being drawn around it; a reader taps the button where it is.)
  await region.evaluate((element) => element.scrollTo({ left: 0 }));
  const frame = page.getByTestId('param-table-frame').nth(1);
  const hint = page.getByTestId('param-table-scroll-hint');
  await expect(hint).toHaveCount(1);
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText('表格可左右滑动，查看完整的字段名。');
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
});

test('phone: an ordinary API’s fields are whole and need no sideways scroll; the table is still a table to assistive technology', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/open-business-document/api-doc/101/10001' });
  await showAllRows(page);
  await expect(page.getByTestId('param-table-scroll-hint')).toHaveCount(0);
  expect(await identifiersBroken(page)).toEqual([]);
  // Laid out as lines, read as a table: its column headers (shown only to assistive technology) and cells.
  const table = page.getByRole('table', { name: '请求参数' });
  await expect(table.getByRole('columnheader')).toHaveText(['名称', '类型', '是否必填', '描述', '示例值']);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
});

/** Whether the highlighted row's name lies inside its table's visible box (not scrolled away sideways). */
const highlightedNameShown = (page: Page) =>
  page.locator('tr[data-highlighted]').evaluate((row) => {
    const name = row.querySelector('.param-name code')?.getBoundingClientRect();
    const box = row.closest('[role="region"]')?.getBoundingClientRect();
    return !!name && !!box && name.left >= box.left && name.right <= box.right;
  });

test('desktop: “See the fields of” jumps to a row whose name shows (Stripe’s customer response)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, { locale: 'en-us', docs: 'openapi', route: STRIPE_POST_CUSTOMERS });
  await showAllRows(page);
  await page.locator('#response').getByRole('link', { name: 'See the fields of address' }).first().click();
  await expect(page.locator('tr[data-highlighted]')).toBeInViewport();
  expect(await highlightedNameShown(page)).toBe(true);
  expect(await page.locator('#response [role="region"]').evaluate((region) => region.scrollLeft)).toBe(0);
});

test('phone: a link followed from a table scrolled sideways brings the table back to the target’s name', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await visit(page, { locale: 'en-us', docs: 'openapi', route: STRIPE_POST_CUSTOMERS });
  await showAllRows(page);
  const region = page.getByRole('region', { name: 'Response parameters table' });
  // A reader scrolls the table sideways to read a deep row, then follows its link to a field near the top of the tree:
  // the deep row whose link goes farthest to the left.
  const { target, index } = await region.evaluate((element) => {
    const leftOf = (selector: string) => element.querySelector(selector)?.getBoundingClientRect().left ?? 0;
    const links = [...element.querySelectorAll<HTMLAnchorElement>('.param-facts a[data-anchor]')];
    const farthest = links.map((link) => ({ link, gap: link.getBoundingClientRect().left - leftOf(`tr[id="${link.dataset.anchor ?? ''}"] .param-name code`) }));
    const chosen = farthest.reduce((best, one) => (one.gap > best.gap ? one : best));
    chosen.link.scrollIntoView({ block: 'center' });
    element.scrollTo({ left: element.scrollWidth });
    return { target: chosen.link.dataset.anchor ?? '', index: links.indexOf(chosen.link) };
  });
  // The table scrolled to its end shows the link (at least in part) but not the target row's name.
  const shownPart = (selector: string, nth = 0) =>
    region.evaluate((element, [css, at]) => {
      const box = element.getBoundingClientRect();
      // (a link's first line box: a link may wrap)
      const inner = element.querySelectorAll(css)[at]?.getClientRects()[0];
      if (!inner) return undefined;
      const left = Math.max(inner.left, box.left);
      const right = Math.min(inner.right, box.right);
      return { whole: left === inner.left && right === inner.right, width: right - left, x: (left + right) / 2, y: inner.top + inner.height / 2 };
    }, [selector, nth] as const);
  const link = await shownPart('.param-facts a[data-anchor]', index);
  expect(link?.width).toBeGreaterThan(20);
  expect((await shownPart(`tr[id="${target}"] .param-name code`))?.whole).toBe(false);
  // A tap on what shows of the link (a click by locator would first scroll the whole link into view).
  await page.mouse.click(link?.x ?? 0, link?.y ?? 0);
  await expect(page.locator(`tr[id="${target}"]`)).toHaveAttribute('data-highlighted', 'true');
  await expect(page.locator(`tr[id="${target}"]`)).toBeInViewport();
  expect(await highlightedNameShown(page)).toBe(true);
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
  // The fewest rows drawn in any frame from the click until `done` (the table complete: unfolded rows draw in slices,
  // so the busy mark can be gone before the first slice, and only the count says the table is whole).
  const fewestDrawnWhile = async (act: () => Promise<void>, done: () => Promise<void>) => {
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
    await done();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    return page.evaluate(() => {
      const state = (window as unknown as { rowWatch: { fewest: number; watching: boolean } }).rowWatch;
      state.watching = false;
      return state.fewest;
    });
  };
  const all = await drawnRows();
  for (let round = 0; round < 2; round += 1) {
    const fewestFolding = await fewestDrawnWhile(
      () => toggle.click(),
      async () => {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator('#request tbody[aria-busy]')).toHaveCount(0);
      },
    );
    const folded = await drawnRows();
    expect(folded).toBeLessThan(all);
    expect(fewestFolding).toBe(folded);
    expect(await placeOf()).toEqual(place);
    const fewestUnfolding = await fewestDrawnWhile(
      () => toggle.click(),
      async () => {
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect.poll(drawnRows).toBe(all);
      },
    );
    expect(fewestUnfolding).toBeGreaterThanOrEqual(folded);
    expect(await placeOf()).toEqual(place);
  }
});
