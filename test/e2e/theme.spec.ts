import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

/*
 * Dark mode (issue #19): it follows the system, the header switches it and remembers the choice, the first paint is
 * already in the reader's theme, and the portal's pages pass axe in it (the route walk scans every page type in both
 * themes; here the pages most often opened first).
 */

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The mean brightness (0–255) of what the page shows now, read from a real screenshot. */
const brightness = async (page: Page): Promise<number> => {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    // Decoded here, not fetched as a data: address, which the CSP's connect-src refuses.
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let sum = 0;
    for (let index = 0; index < pixels.length; index += 4) sum += ((pixels[index] ?? 0) + (pixels[index + 1] ?? 0) + (pixels[index + 2] ?? 0)) / 3;
    return sum / (pixels.length / 4);
  }, png);
};

/** Holds the portal's own code back (the build's entry, or the dev server's), so the page shows only what came before it. */
const holdPortalCode = async (page: Page) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$|\/src\/main\/main\.tsx$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { wasAsked, release: () => release() };
};

const root = (page: Page) => page.locator('html');

/**
 * Chooses a theme from the header's menu. The item is clicked once the menu is placed: before that its positioner sits
 * outside the window, and a click would scroll the page to it and miss.
 */
const chooseTheme = async (page: Page, name: string) => {
  await page.getByRole('button', { name: /^Theme: / }).click();
  const item = page.getByRole('menuitemradio', { name });
  await expect(item).toBeInViewport();
  await item.click();
  await expect(page.getByRole('menu')).toBeHidden();
};

/** Goes to a page without waiting for its load event (which a held-back module delays). */
const open = (page: Page, address: string) => page.goto(address, { waitUntil: 'commit' });

test.describe('on a system that prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the first paint is dark before the portal code arrives, and the portal stays dark once it runs', async ({ page }) => {
    const portalCode = await holdPortalCode(page);
    await open(page, '/?variant=external#/home');
    await portalCode.wasAsked;
    await expect(root(page)).toHaveClass(/\bdark\b/);
    expect(await brightness(page)).toBeLessThan(40);
    portalCode.release();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(root(page)).toHaveClass(/\bdark\b/);
    expect(await brightness(page)).toBeLessThan(60);
    await expectNoSeriousA11yViolations(page);
  });

  test('a reader who chose light gets light on a dark system, from the first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lcp.theme', 'light'));
    const portalCode = await holdPortalCode(page);
    await open(page, '/?variant=internal#/home');
    await portalCode.wasAsked;
    await expect(root(page)).toHaveClass(/\blight\b/);
    expect(await brightness(page)).toBeGreaterThan(200);
    portalCode.release();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(root(page)).not.toHaveClass(/\bdark\b/);
  });

  test('an API document, its parameter table and the signature tool pass axe in dark', async ({ page }) => {
    await visit(page, { variant: 'external', locale: 'zh-cn', route: '/open-business-document/api-doc/101/10001' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(root(page)).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
    await visit(page, { variant: 'external', locale: 'zh-cn', route: '/open-business-document/common-development-tools/101/sign' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The button is enabled, and fades in, once the signing code has arrived: axe reads it after that.
    await expect(page.getByRole('button', { name: '生成签名' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('a diagram is drawn inverted in dark, without being drawn again, and plain once the reader chooses light', async ({ page }) => {
    await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/access-guide/101' });
    const svg = page.locator('.markdown-body figure svg');
    await expect(svg).toBeVisible();
    await expect(svg).toHaveCSS('filter', /invert\(1\)/);
    await chooseTheme(page, 'Light');
    await expect(svg).toHaveCSS('filter', 'none');
    await expect(page.locator('.markdown-body figure')).toHaveCount(1);
  });
});

test('the header switches the theme at once, remembers it across a reload, and back to following the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await visit(page, { variant: 'external', locale: 'en-us', route: '/product' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(root(page)).toHaveClass(/\blight\b/);
  const light = await brightness(page);

  for (const round of [1, 2]) {
    await chooseTheme(page, 'Dark');
    await expect(root(page)).toHaveClass(/\bdark\b/);
    expect(await brightness(page), `round ${String(round)}`).toBeLessThan(light - 100);
    await chooseTheme(page, 'Light');
    await expect(root(page)).toHaveClass(/\blight\b/);
  }

  // By keyboard alone: the menu opens on Enter, the arrows move, Enter chooses and focus is back on the button.
  await page.getByRole('button', { name: 'Theme: Light' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeInViewport();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // As a reader does, Enter once the item is seen highlighted, frames later: keys faster than a frame leave the menu a
  // focus call to make after it closed, and focus is lost (only a script types that fast).
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('data-highlighted', '');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.keyboard.press('Enter');
  await expect(root(page)).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(root(page)).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Following the system again: the page follows it as it changes, without a reload.
  await chooseTheme(page, 'Follow the system');
  await expect(root(page)).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root(page)).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('lcp.theme'))).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu drawer chooses the theme in Chinese, and the page has no sideways scroll in dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/home' });
    await page.getByRole('button', { name: '菜单' }).click();
    const themes = page.getByRole('group', { name: '主题' });
    await expect(themes.getByRole('button', { name: '跟随系统' })).toHaveAttribute('aria-pressed', 'true');
    await themes.getByRole('button', { name: '深色' }).click();
    await expect(root(page)).toHaveClass(/\bdark\b/);
    await expect(themes.getByRole('button', { name: '深色' })).toHaveAttribute('aria-pressed', 'true');
    await themes.getByRole('button', { name: '浅色' }).click();
    await expect(root(page)).toHaveClass(/\blight\b/);
    await themes.getByRole('button', { name: '深色' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
