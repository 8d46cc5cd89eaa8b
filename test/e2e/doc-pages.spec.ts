import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('development support opens the first released doc; the menu changes the doc; the like widget posts the vote', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/devSupport' });
  await expect(page).toHaveURL(/#\/devSupport\/80001$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText('Development support / Getting started');
  await expect(page.getByText(/Last updated 2026-11-10/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Released documents' });
  await menu.getByRole('link', { name: 'Signing rules' }).click();
  await expect(page).toHaveURL(/#\/devSupport\/80002$/);
  await expect(menu.getByRole('link', { name: 'Signing rules' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signing rules');
  await expectNoSeriousA11yViolations(page);
  const vote = page.waitForRequest((request) => request.url().includes('/evaluation/docEvaluation'));
  await page.getByTestId('doc-like-widget').getByRole('button', { name: 'Yes', exact: true }).click();
  expect((await vote).postDataJSON()).toMatchObject({ like: 1 });
});

test("on an OpenAPI deployment the platform's released documents still open (they come from lcp-rest, not from its OpenAPI documents)", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/devSupport', docs: 'openapi' });
  await expect(page).toHaveURL(/#\/devSupport\/80001$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
  await page.getByRole('navigation', { name: 'Released documents' }).getByRole('link', { name: 'Signing rules' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signing rules');
});

test('document layout: product name, four tabs, each tab its own tree and pages (Chinese)', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'zh-cn', route: '/apidoc/lcp-wms' });
  await expect(page).toHaveURL(/#\/apidoc\/lcp-wms\/\d+$/);
  await expect(page.getByText('云仓 WMS', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API 文档概述');
  await page.getByRole('navigation', { name: 'API 文档目录' }).getByRole('link', { name: /API 文档详解/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API 文档详解');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('navigation', { name: '文档分类' }).getByRole('link', { name: '用户手册' }).click();
  await expect(page).toHaveURL(/#\/manaul\/lcp-wms\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('用户手册概述');
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('用户手册 / ');
  await expectNoSeriousA11yViolations(page);
});

test('document centre, getting started and software-system documents', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'en-us', route: '/document' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Platform error codes' }).click();
  await expect(page).toHaveURL(/#\/devSupport\/80003$/);
  await expect(page.getByRole('table')).toContainText('bad parameter');

  await visit(page, { variant: 'internal', locale: 'en-us', route: '/apiNewHand/80002' });
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText('API getting started / Signing rules');

  await visit(page, { variant: 'external', locale: 'en-us', route: '/docSoftwareSystem/101/70002' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authorization');
  await expect(page.getByRole('navigation', { name: 'Documents of this system' }).getByRole('link', { name: 'Authorization' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page);

  // The internal document centre is a 404 on the customer portal.
  await visit(page, { variant: 'external', locale: 'en-us', route: '/document' });
  await expect(page).toHaveURL(/#\/404\?from=%2Fdocument$/);
});

test('download this page: an API document saves as a Markdown file with its parameters', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/101/10001' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download this page' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.md$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text).toContain('## Request parameters');
  expect(text).toContain('| `customerCode` | String | Required |');
});

test('an access guide draws its mermaid diagram as an SVG figure; the home page never loads the renderer', async ({ page }) => {
  const diagramChunks: string[] = [];
  page.on('request', (request) => {
    if (/mermaid|sequenceDiagram/i.test(new URL(request.url()).pathname)) diagramChunks.push(request.url());
  });
  await visit(page, { variant: 'external', locale: 'en-us', route: '/home' });
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(diagramChunks).toEqual([]);

  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/access-guide/101' });
  const figure = page.locator('.markdown-body figure');
  await expect(figure.locator('svg')).toBeVisible();
  await expect(figure.getByRole('img', { name: 'One call' })).toBeVisible();
  await expect(figure).toContainText('Open platform gateway');
  await expect(page.locator('[data-diagram="mermaid"]')).toHaveCount(0);
  expect(diagramChunks.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});
