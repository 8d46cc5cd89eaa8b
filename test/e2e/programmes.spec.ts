import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

type Variant = 'internal' | 'external';

const PAGES: readonly { route: string; variant: Variant; titles: Record<'zh-cn' | 'en-us', string> }[] = [
  {
    route: '/isv-introduction',
    variant: 'external',
    titles: { 'zh-cn': '成为平台 ISV，把物流能力装进您的软件', 'en-us': 'Build logistics into your software as a platform ISV' },
  },
  {
    route: '/merchant-introduction',
    variant: 'external',
    titles: { 'zh-cn': '让您的生意接入我们的物流网络', 'en-us': 'Connect your business to our logistics network' },
  },
  {
    route: '/partner',
    variant: 'external',
    titles: { 'zh-cn': '成为平台合作伙伴，共同成长', 'en-us': 'Grow with us as a platform partner' },
  },
  { route: '/aboutUs', variant: 'internal', titles: { 'zh-cn': '关于开放平台', 'en-us': 'About the open platform' } },
  { route: '/protocol', variant: 'external', titles: { 'zh-cn': '隐私协议', 'en-us': 'Privacy agreement' } },
  { route: '/protocol', variant: 'internal', titles: { 'zh-cn': '隐私协议', 'en-us': 'Privacy agreement' } },
];

for (const { route, variant, titles } of PAGES) {
  for (const locale of ['zh-cn', 'en-us'] as const) {
    test(`${route} (${variant}, ${locale}) renders and has no serious accessibility violation`, async ({ page }) => {
      await visit(page, { variant, locale, route });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[locale]);
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test('the programme pages are external only and about us is internal only', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/partner' });
  await expect(page).toHaveURL(/#\/404/);
  await visit(page, { variant: 'external', locale: 'en-us', route: '/aboutUs' });
  await expect(page).toHaveURL(/#\/404/);
});

test("the footer's privacy link opens the agreement, whose contents lead to each section", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/home' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy agreement' }).click();
  await expect(page).toHaveURL(/#\/protocol$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy agreement');

  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Developer tools' }).click();
  await expect(page).toHaveURL(/#\/protocol#privacy-tools$/);
  const section = page.getByRole('heading', { level: 2, name: '5. Developer tools' });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
});

test('the merchant page leads to the quick start and an industry solution', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/merchant-introduction' });
  await page.getByRole('link', { name: /Liquor warehousing/ }).last().click();
  await expect(page).toHaveURL(/#\/solution\/wine-warehouse$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Quick start', exact: true }).click();
  await expect(page).toHaveURL(/#\/quick$/);
});

test('the ISV page links the developer tools of a public capability', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/isv-introduction' });
  await page.getByRole('main').getByRole('link', { name: /Signature tool/ }).click();
  await expect(page).toHaveURL(/#\/open-business-document\/common-development-tools\/\d+\/sign$/);
});

test('the partner page opens the contact dialog', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/partner' });
  await page.getByRole('main').getByRole('button', { name: '联系我们' }).click();
  const dialog = page.getByRole('dialog', { name: '联系我们' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('周一至周五 9:00-18:00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
