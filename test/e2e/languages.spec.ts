import { expect, test } from './fixtures';
import { resetSandbox, visit } from './portal';

/*
 * Issue #16: each language reads as one language. The portal sends its locale on every call and the sandbox answers
 * documents in it, as the localized backend does: in English the titles, breadcrumbs and headings of API and message
 * documents are English; in Chinese no heading says the same thing twice ("中文 / English").
 */

const HAN = /[\u3400-\u9fff]/;
/** A heading carrying both languages: Chinese and a Latin phrase of the other language around " / ". */
const DOUBLED = /[\u3400-\u9fff][^/]* \/ [A-Za-z]{2,}|[A-Za-z]{2,}[^/]* \/ [^/]*[\u3400-\u9fff]/;

/** The document's headings, table headers and menu and breadcrumb links. */
const HEADINGS = 'h1, h2, h3, h4, th, nav[aria-label] a';

const DOCUMENTS = [
  { kind: 'API', route: '/open-business-document/api-doc/101/10001', en: 'Create inbound order', zh: '创建入库单', crumbs: { en: 'API / Management / Create inbound order', zh: 'API / 管理接口 / 创建入库单' } },
  {
    kind: 'message',
    route: '/open-business-document/message-doc/101/50001',
    en: 'Inbound management creation notice',
    zh: '入库管理创建成功通知',
    crumbs: { en: 'Messages / Status messages / Inbound management creation notice', zh: '消息 / 状态消息 / 入库管理创建成功通知' },
  },
] as const;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

for (const doc of DOCUMENTS) {
  test(`${doc.kind} document in English: title, breadcrumb, page title and headings in English`, async ({ page }) => {
    await visit(page, { variant: 'external', locale: 'en-us', route: doc.route });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.en);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(doc.crumbs.en);
    await expect(page).toHaveTitle(new RegExp(`^${doc.en} · `));
    const texts = await page.getByRole('main').locator(HEADINGS).allInnerTexts();
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.filter((text) => HAN.test(text))).toEqual([]);
  });

  test(`${doc.kind} document in Chinese: no heading in both languages`, async ({ page }) => {
    await visit(page, { variant: 'internal', locale: 'zh-cn', route: doc.route });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.zh);
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toHaveText(doc.crumbs.zh);
    await expect(page).toHaveTitle(new RegExp(`^${doc.zh} · `));
    const texts = await page.getByRole('main').locator(HEADINGS).allInnerTexts();
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.filter((text) => DOUBLED.test(text))).toEqual([]);
    expect(await page.getByRole('main').innerText()).not.toMatch(DOUBLED);
  });
}

test('switching the language reloads the open document in the new language', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/open-business-document/api-doc/101/10001' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('创建入库单');
  await page.getByRole('banner').getByRole('button', { name: /语言/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).or(page.getByRole('menuitem', { name: 'English' })).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create inbound order');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText('API / Management / Create inbound order');
});

test('the staff portal has the language menu: English and back, kept over a reload, the document in the language chosen', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: DOCUMENTS[0].route });
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCUMENTS[0].zh);
  await header.getByRole('button', { name: '语言：简体中文' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCUMENTS[0].en);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCUMENTS[0].en);
  await expect(page).toHaveURL(/variant=internal/);
  await header.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCUMENTS[0].zh);
  // The staff portal has no other sites to choose.
  await expect(header.getByRole('button', { name: /^站点/ })).toHaveCount(0);
});

test('the domestic customer portal offers the international sites: Site: China, then the United States site', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: DOCUMENTS[0].route });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCUMENTS[0].en);
  await page.getByRole('banner').getByRole('button', { name: 'Site: China' }).click();
  await page.getByRole('menuitemradio', { name: 'United States' }).click();
  await expect(page).toHaveURL(/\/us\/\?variant=external#\/open-business-document\/api-doc\/101\/10001$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Site: United States' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCUMENTS[0].en);
});
