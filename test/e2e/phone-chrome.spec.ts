import { expect, test, type Locator, type Page } from './fixtures';
import { resetSandbox, visit } from './portal';

/** A phone: 390 × 844. */
const PHONE = { width: 390, height: 844 };
const API_PAGE = '/open-business-document/api-doc/101/10001';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
  await page.setViewportSize(PHONE);
});

const box = async (locator: Locator) => {
  const drawn = await locator.boundingBox();
  if (!drawn) throw new Error('not drawn');
  return drawn;
};
const unitTabs = (page: Page) => page.getByRole('navigation', { name: 'Documents of this business unit' });
const openApiPage = async (page: Page) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: API_PAGE });
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Create inbound order' })).toBeVisible();
};

test('phone: the notice and the top bar leave the header near the top of the screen', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  await expect(page.getByText('The admin console has been redesigned.')).toBeVisible();
  // The top bar's links stay on one row that scrolls sideways.
  const topBar = page.getByRole('navigation', { name: 'Platform' });
  const home = await box(topBar.getByRole('link', { name: 'Home', exact: true }));
  const centre = await box(topBar.getByRole('link', { name: 'Document centre' }));
  expect(centre.y).toBe(home.y);
  // 170 px before (notice on five lines, top bar on two rows).
  expect((await box(page.getByRole('banner'))).y).toBeLessThanOrEqual(110);
});

test('phone: on a document page the unit bar is compact, its tabs show they scroll, and it scrolls away with the page', async ({ page }) => {
  await openApiPage(page);
  const switcher = await box(page.getByRole('button', { name: 'Inbound management: switch business unit' }));
  const tabs = unitTabs(page);
  const tabsBox = await box(tabs);
  // No empty band between the unit's name and its tabs (40 px before).
  expect(tabsBox.y - (switcher.y + switcher.height)).toBeLessThanOrEqual(8);
  // The last tab runs past the edge: the row says there is more, and says it no more once scrolled to its end.
  const frame = tabs.getByTestId('side-scroll');
  await expect(frame).toHaveAttribute('data-more-end', '');
  await tabs.getByRole('link', { name: 'Developer tools' }).scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-more-start', '');
  await expect(frame).not.toHaveAttribute('data-more-end');
  // Scrolled down, only the site header stays: the unit bar has gone up with the page (it stayed before).
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(async () => (await box(tabs)).y + (await box(tabs)).height).toBeLessThanOrEqual(0);
});

/**
 * The page's text lines (main content and footer) that reach down to the round tools button's top, scrolled to the
 * end: wherever a line sits across, the button must not be over or beside its end.
 */
const textUnderToggle = (page: Page) =>
  page.evaluate(() => {
    const toggle = document.querySelector('[data-testid="tools-toggle"]')?.getBoundingClientRect();
    if (!toggle) return ['no round button'];
    const covered: string[] = [];
    for (const root of document.querySelectorAll('main, footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          const overlaps = line.width > 0 && line.height > 0 && line.bottom > toggle.top;
          if (overlaps) covered.push(node.textContent.trim().slice(0, 40));
        }
      }
    }
    return covered;
  });

for (const { name, route } of [
  { name: 'home', route: '/home' },
  { name: 'an API page', route: API_PAGE },
]) {
  test(`phone: at the end of ${name} the round tools button covers none of the last lines`, async ({ page }) => {
    await visit(page, { variant: 'external', locale: 'en-us', route });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('tools-toggle')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    expect(await textUnderToggle(page)).toEqual([]);
  });
}

test('phone: the AI assistant takes the whole screen, nothing of the page around it', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const tools = page.getByRole('complementary', { name: 'Tools' });
  const toggle = tools.getByRole('button', { name: 'Help and tools' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await tools.getByRole('button', { name: 'Assistant', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(panel.getByRole('combobox', { name: 'Your question' })).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  await expect.poll(async () => box(panel)).toEqual({ x: 0, y: 0, width, height: PHONE.height });
  // The notice, the top bar and the header are behind it, not beside it.
  expect(await page.evaluate(() => document.elementFromPoint(195, 10)?.closest('[data-testid="assistant-panel"]') !== null)).toBe(true);
});
