import { expect, test, type Page } from './fixtures';
import { resetSandbox, signIn, visit } from './portal';

const tools = (page: Page) => page.getByRole('complementary', { name: 'Tools' });

const DOCUMENT_PAGES = [
  { name: 'an API page', route: '/open-business-document/api-doc/101/10001', heading: 'Create inbound order' },
  { name: 'a message page', route: '/open-business-document/message-doc/101/50001' },
  { name: 'a tool page', route: '/open-business-document/common-development-tools/101/token-search' },
  { name: 'a product document page', route: '/apidoc/lcp-wms' },
] as const;

for (const variant of ['external', 'internal'] as const) {
  for (const documentPage of DOCUMENT_PAGES) {
    test(`${variant}: the floating tools are on ${documentPage.name}`, async ({ page }) => {
      await visit(page, { variant, locale: 'en-us', route: documentPage.route });
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tools(page)).toHaveCount(1);
      for (const name of ['Question docs', 'Work orders']) await expect(tools(page).getByRole('link', { name })).toBeVisible();
      for (const name of ['Assistant', 'Contact']) await expect(tools(page).getByRole('button', { name, exact: true })).toBeVisible();
    });
  }
}

test('the floating tools are not under /chooseSupplier', async ({ page }) => {
  await resetSandbox(page);
  await signIn(page, 'staff.dev');
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/chooseSupplier' });
  await expect(page.getByRole('dialog', { name: 'Choose a team' })).toBeVisible();
  await expect(tools(page)).toHaveCount(0);
});

test('back to top appears on a long API page after 300 px and returns to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/101/10001' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Create inbound order' })).toBeVisible();
  const backToTop = tools(page).getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(tools(page).getByRole('button', { name: 'Contact' })).toBeVisible();
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 320));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** The main content's text lines that the tools column's box overlaps (each as its text), none expected. */
const textUnderTools = (page: Page) =>
  page.evaluate(() => {
    const column = document.querySelector('aside .tools-column')?.getBoundingClientRect();
    const main = document.getElementById('main-content');
    if (!column || !main) return ['no tools column or main content'];
    const covered: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        const overlaps = box.width > 0 && box.left < column.right && box.right > column.left && box.top < column.bottom && box.bottom > column.top;
        if (overlaps) covered.push(node.textContent.trim().slice(0, 40));
      }
    }
    return covered;
  });

const WIDE_PAGES = [
  { name: 'the API store', variant: 'internal', route: '/apiStore' },
  { name: 'home', variant: 'external', route: '/home' },
  { name: 'an API page', variant: 'external', route: '/open-business-document/api-doc/101/10001' },
] as const;

for (const width of [1280, 1440, 1536, 1920]) {
  test(`at ${String(width)} px the floating tools cover no text of the API store, home or an API page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const widePage of WIDE_PAGES) {
      await visit(page, { variant: widePage.variant, locale: 'en-us', route: widePage.route });
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tools(page).getByRole('button', { name: 'Contact' })).toBeVisible();
      // Down the page, so the column meets the text of the page's body, not only its top.
      for (const top of [0, 600, 1200]) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        expect(await textUnderTools(page), `${widePage.name} scrolled to ${String(top)} px`).toEqual([]);
      }
    }
  });
}
