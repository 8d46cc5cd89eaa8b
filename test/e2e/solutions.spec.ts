import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

/** Each solution page: its title as the solutions menu names it and the sandbox business unit it leads to. */
const PAGES = [
  { code: 'wine-warehouse', 'zh-cn': ['酒类仓储', '酒类仓配一体化'], 'en-us': ['Liquor warehousing', 'Liquor warehousing and delivery'], unitId: 501 },
  { code: 'food-warehouse', 'zh-cn': ['食品仓储', '生鲜食品冷链'], 'en-us': ['Food warehousing', 'Fresh food cold chain'], unitId: 502 },
  { code: 'makeup-warehouse', 'zh-cn': ['美妆仓储', '美妆个护仓配'], 'en-us': ['Beauty warehousing', 'Beauty and personal care fulfilment'], unitId: 503 },
  { code: 'maternalAndInfant-warehouse', 'zh-cn': ['母婴仓储', '母婴用品仓配'], 'en-us': ['Maternal and infant warehousing', 'Maternal and infant fulfilment'], unitId: 504 },
  { code: 'clothing-warehouse', 'zh-cn': ['服装仓储', '服饰鞋包仓配'], 'en-us': ['Clothing warehousing', 'Apparel and footwear fulfilment'], unitId: 505 },
  { code: '3C-warehouse', 'zh-cn': ['3C 数码仓储', '3C数码仓配'], 'en-us': ['3C electronics warehousing', '3C electronics fulfilment'], unitId: 506 },
  { code: 'hospital-convenience-express', 'zh-cn': ['医院便民快递', '医院便民快递'], 'en-us': ['Hospital convenience express', 'Hospital convenience express'], unitId: 603 },
] as const;

const UNITS_SECTION = { 'zh-cn': '对接文档', 'en-us': 'Integration documents' } as const;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('every solution page in both languages: title, its business unit from the sandbox, no serious axe violation', async ({ page }) => {
  test.setTimeout(120_000);
  await visit(page, { variant: 'external', route: '/home' });
  for (const locale of ['zh-cn', 'en-us'] as const) {
    // The language is read at start-up: one reload per language, then in-app (hash) navigation between the pages.
    await page.evaluate((value) => localStorage.setItem('lcp.locale', value), locale);
    await page.reload();
    for (const entry of PAGES) {
      const [title, unitName] = entry[locale];
      await page.goto(`/?variant=external#/solution/${entry.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const units = page.getByRole('region', { name: UNITS_SECTION[locale] });
      await expect(units.getByRole('link', { name: unitName, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`#/open-business-document/access-guide/${entry.unitId}$`),
      );
      await expectNoSeriousA11yViolations(page);
    }
  }
});

test('the header solutions menu industry tab leads to a solution page, and its product link to the product', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  // By keyboard: a mouse click lands after the 200 ms hover-open on a loaded machine and would close the menu again.
  await page.getByRole('banner').getByRole('button', { name: 'Solutions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Industry solutions' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tabpanel', { name: 'Industry solutions' }).getByRole('link', { name: 'Food warehousing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food warehousing');
  await expect(page).toHaveURL(/#\/solution\/food-warehouse$/);

  await page.getByRole('navigation', { name: 'Other solutions' }).getByRole('link', { name: 'Hospital convenience express' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hospital convenience express');
  await page.getByRole('region', { name: 'Products used' }).getByRole('link', { name: /Express open service/ }).click();
  await expect(page).toHaveURL(/#\/productDetail\/lcp-express$/);
});

test('the solutions menu lists each solution once, in its tab, under one name; the hospital service opens its page', async ({ page: en }) => {
  // By keyboard (see above); the menu stays open while its tabs are chosen.
  const openMenu = async (page: Page, menu: string) => {
    await page.getByRole('banner').getByRole('button', { name: menu }).focus();
    await page.keyboard.press('Enter');
  };
  const tabPanel = async (page: Page, tab: string) => {
    await page.getByRole('tab', { name: tab }).click();
    return page.getByRole('tabpanel', { name: tab });
  };
  let page = en;
  await visit(page, { variant: 'external', locale: 'en-us' });
  await openMenu(page, 'Solutions');
  await expect(page.getByRole('dialog', { name: 'Solutions' })).toBeVisible();
  let industry = await tabPanel(page, 'Industry solutions');
  await expect(industry.getByRole('link')).toHaveCount(6);
  await expect(industry.getByRole('link', { name: /Hospital/ })).toHaveCount(0);
  let scenario = await tabPanel(page, 'Scenario solutions');
  await expect(scenario.getByRole('link')).toHaveText(['Live-commerce shipping', 'Omni-channel store delivery', 'Hospital convenience express']);
  await expect(scenario.getByText('Scenario solutions')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await scenario.getByRole('link', { name: 'Hospital convenience express' }).click();
  await expect(page).toHaveURL(/#\/solution\/hospital-convenience-express$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hospital convenience express');

  page = await en.context().newPage();
  await visit(page, { variant: 'external', locale: 'zh-cn' });
  await openMenu(page, '解决方案');
  scenario = await tabPanel(page, '场景解决方案');
  await expect(scenario.getByRole('link')).toHaveText(['直播电商发货', '全渠道门店配送', '医院便民快递']);
  await expect(scenario.getByRole('link', { name: '医院便民快递' })).toHaveAttribute('href', /#\/solution\/hospital-convenience-express$/);

  // The staff site has no solution pages: units, each opening its access guide.
  page = await en.context().newPage();
  await visit(page, { variant: 'internal', locale: 'en-us' });
  await openMenu(page, 'Solutions');
  industry = await tabPanel(page, 'Industry solutions');
  await expect(industry.getByRole('link')).toHaveCount(6);
  await expect(industry.getByRole('link', { name: 'Liquor warehousing and delivery' })).toHaveAttribute('href', /#\/open-business-document\/access-guide\/501$/);
  scenario = await tabPanel(page, 'Scenario solutions');
  await expect(scenario.getByRole('link')).toHaveText(['Live-commerce shipping', 'Omni-channel store delivery', 'Hospital convenience express']);
  await expect(scenario.getByRole('link', { name: 'Hospital convenience express' })).toHaveAttribute('href', /#\/open-business-document\/access-guide\/603$/);
  await expect(scenario.getByText('Scenario solutions')).toHaveCount(0);
});

test('a click begun on the solutions menu while its code arrives opens the menu (the stand-in hands the click over)', async ({ page }) => {
  // Deterministic: the menu's code is held until the mouse button is down on the stand-in, then let through.
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/solutions-menu\.control[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await visit(page, { variant: 'external', locale: 'en-us' });
  const banner = page.getByRole('banner');
  const trigger = banner.getByRole('button', { name: 'Solutions' });
  const box = await trigger.boundingBox();
  if (!box) throw new Error('no Solutions button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release?.();
  // The real control has replaced the stand-in under the pressed button.
  await expect(banner.locator('[data-scope="popover"][data-part="trigger"]')).toBeAttached();
  await page.mouse.up();
  await expect(page.getByRole('tab', { name: 'Industry solutions' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tabpanel', { name: 'Industry solutions' }).getByRole('link', { name: 'Food warehousing' }).click();
  await expect(page).toHaveURL(/#\/solution\/food-warehouse$/);
});
