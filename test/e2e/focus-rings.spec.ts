import { expect, test, type Page } from './fixtures';
import { visit } from './portal';

/** What a focused element shows: the ring's style, width and colour, and the colour it is drawn on. */
interface Ring {
  readonly name: string;
  readonly style: string;
  readonly width: number;
  readonly contrast: number;
}

/** The focused element's ring, measured in the page (WCAG's relative luminance and contrast ratio). */
const focusedRing = (page: Page) =>
  page.evaluate((): Ring | undefined => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return undefined;
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const opaque = (color: string) => {
      const [, , , alpha = 1] = rgb(color);
      return alpha > 0.5;
    };
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((value) => value / 255).map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    // A ring drawn outside the box (an offset) lies on what is behind the element; one at its edge, on the element.
    let behind: Element | null = Number.parseFloat(style.outlineOffset) > 0 ? element.parentElement : element;
    while (behind && !opaque(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : getComputedStyle(document.documentElement).backgroundColor;
    const [lighter, darker] = [luminance(style.outlineColor), luminance(opaque(background) ? background : 'rgb(255, 255, 255)')].sort((a, b) => b - a);
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05),
    };
  });

/** Tabs through the first controls of the page and lists each whose focus ring is missing, thin or faint. */
const weakRings = async (page: Page, presses: number) => {
  const weak: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusedRing(page);
    if (!ring || ring.style === 'auto') continue; // the browser's own ring (two colours, always visible)
    if (ring.style === 'none' || ring.width < 2 || ring.contrast < 3) weak.push(`${ring.name}: ${ring.style} ${String(ring.width)}px ${ring.contrast.toFixed(2)}:1`);
  }
  return weak;
};

for (const scheme of ['light', 'dark'] as const) {
  test(`every control's focus ring is at least 2 px and 3:1 against what it is drawn on (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await visit(page, { variant: 'external', locale: 'en-us' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await weakRings(page, 30)).toEqual([]);

    await visit(page, { variant: 'external', route: '/open-business-document/api-doc/102/10006' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create outbound order');
    expect(await weakRings(page, 40)).toEqual([]);
  });
}
