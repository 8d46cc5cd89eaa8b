import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, signIn, visit } from './portal';

/** Layout as a reader sees it, on a phone (390 × 844) and on a desktop (1440 × 900). */
const PHONE = { width: 390, height: 844 };


/** How many lines a element's text takes (one rectangle per line box). */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

/** The page itself never scrolls sideways. */
const expectNoPageOverflow = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
};

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

for (const variant of ['external', 'internal'] as const) {
  test(`top bar (${variant}): the dropdown triggers have the links' type size, and keep it and their place when the menus load`, async ({ page }) => {
    await visit(page, { variant, locale: 'zh-cn' });
    const bar = page.getByRole('navigation', { name: '平台' });
    const items = bar.locator('li > a, li > button');
    const triggers = bar.locator('li > button');
    await expect(triggers).toHaveCount(2);
    const sizes = () => items.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fontSize));
    const boxes = () => triggers.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as unknown));
    const standIn = { sizes: await sizes(), boxes: await boxes() };
    expect(new Set(standIn.sizes)).toEqual(new Set(['14px']));

    // Focus loads the real menu in place of each stand-in; it looks and sits exactly as the stand-in did.
    const real = bar.locator('li > button[data-scope="menu"][data-part="trigger"]');
    await triggers.first().focus();
    await expect(real).toHaveCount(1);
    await triggers.nth(1).focus();
    await expect(real).toHaveCount(2);
    expect(await sizes()).toEqual(standIn.sizes);
    expect(await boxes()).toEqual(standIn.boxes);
  });
}

for (const locale of ['en-us', 'zh-cn'] as const) {
  // One row that scrolls sideways behind a faded edge (review m18: two rows took too much of a phone's screen).
  test(`phone (${locale}): the top-bar links keep one row; each is reached whole by scrolling it`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await visit(page, { variant: 'external', locale });
    const bar = page.getByRole('navigation', { name: locale === 'en-us' ? 'Platform' : '平台' });
    const items = bar.locator('li > a, li > button');
    await expect(items).toHaveCount(5);
    const tops = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The row's end fades while more links lie beyond it, and no more once it is scrolled to its end.
    const fade = () => bar.evaluate((nav) => getComputedStyle(nav, '::after').opacity);
    await expect.poll(fade).toBe('1');
    for (const item of await items.all()) {
      await item.scrollIntoViewIfNeeded();
      const box = await item.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    await bar.locator('ul').evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect.poll(fade).toBe('0');
    await expectNoPageOverflow(page);
  });
}

test('phone: the architecture diagram keeps readable labels and scrolls sideways in its own labelled region', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await visit(page, { variant: 'external', locale: 'en-us', route: '/productDetail/lcp-wms' });
  const svg = page.locator('.markdown-body figure svg').first();
  await expect(svg).toBeVisible({ timeout: 20_000 });
  const { drawn, own } = await svg.evaluate((element) => ({
    drawn: element.getBoundingClientRect().width,
    own: Number(element.getAttribute('viewBox')?.split(/[\s,]+/)[2]),
  }));
  expect(drawn).toBeGreaterThanOrEqual(Math.floor(own * 0.7));

  const region = page.getByRole('region', { name: /scroll sideways to see all of it/ });
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.locator('svg')).toHaveCount(1);
  await expect(page.locator('.markdown-body figure[data-more-end]')).toHaveCount(1);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectNoPageOverflow(page);
  await expectNoSeriousA11yViolations(page);
});

test('desktop: the diagram is drawn as before, no scrolling region', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/productDetail/lcp-wms' });
  await expect(page.locator('.markdown-body figure svg').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.markdown-body figure [role="region"]')).toHaveCount(0);
  await expect(page.locator('.markdown-body figure [data-diagram-scroll]')).not.toHaveAttribute('tabindex', /.*/);
});

test('phone, English apply form: the agreement checkbox sits beside its label, in the form’s type scale', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/apply' });
  const checkbox = page.getByRole('checkbox', { name: /I have read and accept the Software Licence Agreement/ });
  await expect(checkbox).toBeAttached();
  const root = page.locator('label[data-scope="checkbox"][data-part="root"]');
  const control = root.locator('[data-part="control"]');
  const label = root.locator('[data-part="label"]');
  const [box, text] = [await control.boundingBox(), await label.boundingBox()];
  expect(box && text && text.x > box.x + box.width && Math.abs(text.y - box.y) < 4).toBe(true);
  const radioText = page.locator('[data-scope="radio-group"][data-part="item-text"]').first();
  expect(await label.evaluate((element) => getComputedStyle(element).fontSize)).toBe(await radioText.evaluate((element) => getComputedStyle(element).fontSize));

  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await expectNoPageOverflow(page);
  await expectNoSeriousA11yViolations(page);
});

test('phone: My System says its table scrolls sideways and fades the edge with more columns', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/mySystem' });
  await expect(page.getByTestId('my-system-row')).toHaveCount(10);
  await expect(page.getByText('表格可左右滑动，查看全部列。')).toBeVisible();
  const frame = page.getByTestId('my-system-table-frame');
  await expect(frame).toHaveAttribute('data-more-end', '');
  const region = page.getByRole('region', { name: '您的系统' });
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(frame).toHaveAttribute('data-more-start', '');
  await expect(frame).not.toHaveAttribute('data-more-end', '');
  await expectNoSeriousA11yViolations(page);
});

test('desktop, English My System: no scroll note, and each date-time on one line', async ({ page }) => {
  await signIn(page, 'merchant.dev');
  await visit(page, { variant: 'external', locale: 'en-us', route: '/mySystem' });
  const first = page.getByTestId('my-system-row').first();
  await expect(first).toBeVisible();
  await expect(page.getByTestId('my-system-scroll-hint')).toHaveCount(0);
  for (const cell of [first.locator('td').nth(5), first.locator('td').nth(6)]) {
    await expect(cell).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await lines(cell)).toBe(1);
  }
});

test('floating tools in Chinese: 满意度调查 stays on one line at its readable size', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn' });
  const survey = page.getByRole('complementary', { name: '工具' }).locator('.tool-label', { hasText: '满意度调查' });
  await expect(survey).toBeVisible();
  expect(await lines(survey)).toBe(1);
  expect(await survey.evaluate((element) => getComputedStyle(element).fontSize)).toBe('12px');
});

test('staff apply page in Chinese: a full-width colon after the label; a non-administrator still sees the product in the title', async ({ page }) => {
  await signIn(page, 'staff.dev');
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/apply/lcp-wms' });
  await expect(page.getByRole('heading', { level: 1, name: '申请使用云仓 WMS' })).toBeVisible();
  await expect(page.getByRole('main').locator('form')).toContainText('产品：云仓 WMS');

  await signIn(page, 'staff.new');
  await page.reload();
  await expect(page.getByText('您的账号不是管理员账号，请使用管理员账号登录后申请')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '申请使用云仓 WMS' })).toBeVisible();
});

test('desktop widths: the whole header fits from 1024 to 1536 px, widest case (US site, English, signed in), and its controls work', async ({ page }) => {
  await signIn(page, 'intl.dev');
  await visit(page, { variant: 'external', site: 'us', locale: 'en-us' });
  const header = page.getByRole('banner');
  for (const width of [1024, 1280, 1440, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    const controls = [
      header.getByRole('link', { name: 'Logistics Open Platform' }),
      header.getByRole('button', { name: 'Language: English' }),
      header.getByRole('button', { name: /^Site: / }),
      header.getByRole('button', { name: /^Theme: / }),
      header.getByRole('button', { name: 'Console' }),
      header.getByRole('button', { name: /James Miller/ }),
      width >= 1280 ? header.getByRole('search') : header.getByRole('button', { name: 'Quick find' }),
    ];
    for (const control of controls) await expect(control, `${String(width)} px`).toBeInViewport({ ratio: 1 });
    await expectNoPageOverflow(page);
    expect(await header.evaluate((element) => [...element.querySelectorAll('div')].every((box) => box.scrollWidth <= box.clientWidth + 1)), `${String(width)} px`).toBe(true);
  }
  // Where the search box has no room, its button opens the finder.
  await page.setViewportSize({ width: 1024, height: 900 });
  await header.getByRole('button', { name: 'Quick find' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick find' })).toBeVisible();
});
