import { expect, test } from './fixtures';
import { drawAllRows, expectNoSeriousA11yViolations, resetSandbox, signIn, visit } from './portal';

const DEEP_FIELD = 'request-shipment-packages-items-customs-declarations-hscode';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('API doc: the largest API opens at a deep-linked field, unfolded and highlighted; fold and unfold all', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: `/open-business-document/api-doc/301/19999#${DEEP_FIELD}` });
  const row = page.locator(`[id="${DEEP_FIELD}"]`);
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declare a consolidated cross-border shipment');

  // CSS locators: role queries over 600 rows are slow (axe runs on the smaller API in the next test).
  const rows = page.locator('#request tbody tr');
  // The deep-linked row comes first; the rows after it follow in steps as far as the reader's view reaches, the rest
  // when asked for.
  await drawAllRows(page.locator('#request'));
  const unfolded = await rows.count();
  expect(unfolded).toBeGreaterThan(300);
  await page.locator('#request').getByText('Fold all', { exact: true }).click();
  await expect.poll(() => rows.count()).toBeLessThan(20);
  await page.locator('#request').getByText('Unfold all', { exact: true }).click();
  // Unfolded again, the rows come as far as the view reaches; "Show all" stays pressed only where it was pressed (the
  // first drawing may have reached every row by itself).
  await drawAllRows(page.locator('#request'));
  await expect(rows).toHaveCount(unfolded);
});

test('API doc: the unit menu, tabs and copying an example', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/access-guide/101' });
  await page.getByRole('navigation', { name: 'Documents of this business unit' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/#\/open-business-document\/api-doc\/101\/\d+$/);
  const menu = page.getByRole('navigation', { name: 'APIs of this business unit' });
  await menu.getByRole('link').nth(1).click();
  await expect(menu.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  // At 1440 px the request example is in the samples beside the reference, under its JSON tab.
  await page.getByTestId('samples-beside').getByRole('tab', { name: 'JSON' }).click();
  await page.getByRole('button', { name: 'Copy Request example' }).first().click();
  await expect(page.getByText('Copy succeed!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(2);
});

test('access guide, message doc and SDK tabs; the like widget posts the vote', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/open-business-document/access-guide/101' });
  await expect(page).toHaveURL(/access-guide\/101\/\d+$/);
  await expect(page.getByRole('navigation', { name: '本页目录' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const vote = page.waitForRequest((request) => request.url().includes('/evaluation/docEvaluation'));
  await page.getByRole('button', { name: /有帮助/ }).first().click();
  expect((await vote).postDataJSON()).toMatchObject({ like: 1 });

  const tabs = page.getByRole('navigation', { name: '本业务单元的文档' });
  await tabs.getByRole('link', { name: '消息' }).click();
  await expect(page.getByRole('table', { name: '消息属性' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabs.getByRole('link', { name: 'SDK' }).click();
  const download = page.getByRole('link', { name: /下载 LCP Open SDK for Java/ });
  const response = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(response.headers()['content-type']).toBe('application/zip');
  await expectNoSeriousA11yViolations(page);
});

test('restricted unit: a visitor is asked to log in; a supplier reads it; anyone else is sent to openBusiness', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/access-guide/701' });
  await expect(page.getByRole('alertdialog', { name: 'Please log in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Access guide' })).toHaveCount(0);

  await signIn(page, 'merchant.dev');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Access guide' })).toBeVisible();

  await signIn(page, 'buyer.plain');
  await page.reload();
  await expect(page).toHaveURL(/#\/openBusiness\?fromUrl=noAuthority$/);
  await expect(page.getByRole('alert').filter({ hasText: "You have no permission to view that business unit's documents." })).toBeVisible();
  await expect(page.getByText('You do not have permission to read the documents of this business unit.')).toHaveCount(0);
});

test('preview of a docking plan: the preview endpoints with the approval number, no SDK or tools tab', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/lcp-rest/bizview/') && asked.push(new URL(request.url()).pathname));
  await visit(page, { variant: 'external', locale: 'en-us', route: '/preview-docking-plan/access-guide/101?approvalNumber=AP-2026-001' });
  const tabs = page.getByRole('navigation', { name: 'Documents of this business unit' });
  await expect(tabs.getByRole('link', { name: 'Access guide' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'SDK' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Developer tools' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabs.getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/#\/preview-docking-plan\/api-doc\/101\/\d+\?approvalNumber=AP-2026-001$/);
  await expect(page.getByRole('link', { name: 'Debug in the API test tool' })).toHaveCount(0);
  expect(asked).toEqual(expect.arrayContaining(['/lcp-rest/bizview/getBizUnitById', '/lcp-rest/bizview/findDocGroupById', '/lcp-rest/bizview/getBizUnitMessagePreByCategory']));
});
