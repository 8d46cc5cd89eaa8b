import { expect, test, type Page } from './fixtures';
import { weakFocusRings } from '../walk/page-checks';
import { resetSandbox, signIn, visit } from './portal';

/** Tabs through the first controls of the page and lists each whose focus ring is missing, thin or faint (the rule the route walk applies). */
const weakRings = async (page: Page, presses: number) => {
  const weak: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    weak.push(...(await page.evaluate(weakFocusRings, {})));
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

  // Found by the route walk: the warning's ring was its palette's orange.500 on orange.100 (2.45:1), the dark band's
  // outlined button's the gray ring on navy (1.96:1), its solid button's the brand ring (2.59:1).
  test(`a ring inside a warning and on the dark call-to-action band is 3:1 too (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await resetSandbox(page);
    await signIn(page, 'merchant.dev');
    await visit(page, { variant: 'external', locale: 'en-us', route: '/openBusiness?fromUrl=noAuthority' });
    const warning = page.getByTestId('no-authority');
    for (const control of [warning.getByRole('link', { name: 'Switch team' }), warning.getByRole('button', { name: 'Dismiss the message' })]) {
      await control.focus();
      expect(await page.evaluate(weakFocusRings, {})).toEqual([]);
    }

    await visit(page, { variant: 'external', locale: 'en-us', route: '/solution/wine-warehouse' });
    const band = page.locator('section[aria-labelledby="solution-cta"]');
    for (const name of ['Go to the console', 'Contact us']) {
      await band.getByRole('button', { name }).focus();
      expect(await page.evaluate(weakFocusRings, {})).toEqual([]);
    }
  });

  test(`the API test console's chosen API shows its ring at 3:1 on its own background (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await resetSandbox(page);
    await signIn(page, 'staff.dev');
    await visit(page, { variant: 'internal', locale: 'en-us', route: '/apiTestMainPage?apiId=10001&unitId=101' });
    const chosen = page.locator('button[aria-current="true"]');
    await expect(chosen).toBeVisible();
    await chosen.focus();
    expect(await page.evaluate(weakFocusRings, {})).toEqual([]);
  });
}
