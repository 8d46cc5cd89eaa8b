import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

/** A phone: 390 × 844. */
const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
  await page.setViewportSize(PHONE);
});

const boxes = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
const expectNoPageOverflow = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
};

for (const locale of ['zh-cn', 'en-us'] as const) {
  test(`phone (${locale}): the search tabs wrap, each whole and on screen, none drawn over another`, async ({ page }) => {
    await visit(page, { variant: 'external', locale, route: `/searchResult?q=${encodeURIComponent('推送')}` });
    const tabs = page.getByRole('main').getByRole('tab');
    await expect(tabs).toHaveCount(7);
    const drawn = await boxes(tabs);
    for (const [index, box] of drawn.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
      for (const other of drawn.slice(index + 1)) expect(overlap(box, other)).toBe(false);
    }
    // Each label fits its tab (not cut or spilling out).
    expect(await tabs.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).length)).toBe(0);
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expectNoPageOverflow(page);
  });
}

test('phone: one round button shows the floating tools; the assistant opens from there and focus comes back', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  const tools = page.getByRole('complementary', { name: 'Tools' });
  const toggle = tools.getByRole('button', { name: 'Help and tools' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const assistant = tools.getByRole('button', { name: 'Assistant', exact: true });
  await expect(assistant).toBeHidden();
  const box = await toggle.boundingBox();
  expect(box && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height).toBe(true);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Question docs', 'Work orders', 'Contact']) await expect(tools.getByRole('link', { name }).or(tools.getByRole('button', { name }))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Escape folds the column and leaves focus on the round button.
  await page.keyboard.press('Escape');
  await expect(assistant).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await assistant.click();
  const panel = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Your question' })).toBeFocused();
  // The column folded away behind the panel; the panel fits the phone.
  await expect(assistant).toBeHidden();
  const drawn = await panel.boundingBox();
  expect(drawn && drawn.x >= 0 && drawn.x + drawn.width <= PHONE.width).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await expectNoPageOverflow(page);
});

test('desktop: the tools column is always shown, with no round button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, { variant: 'external', locale: 'en-us' });
  const tools = page.getByRole('complementary', { name: 'Tools' });
  await expect(tools.getByRole('button', { name: 'Assistant', exact: true })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Help and tools' })).toBeHidden();
});
