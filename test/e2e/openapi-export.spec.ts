import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Clicks the button and reads the file the browser saved. */
const download = async (page: Page, button: string) => {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), spec: JSON.parse(await readFile(await file.path(), 'utf8')) as Record<string, unknown> };
};

test('the largest API downloads as OpenAPI 3.0 with its deepest fields, ready for Postman or a generator', async ({ page }) => {
  await visit(page, { locale: 'en-us', route: '/open-business-document/api-doc/301/19999' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { name, spec } = await download(page, 'Download OpenAPI');
  expect(name).toMatch(/\.openapi\.json$/);
  expect(spec.openapi).toBe('3.0.3');
  const servers = spec.servers as { url: string }[];
  // A request address is a server plus the path: the server does not repeat the path.
  expect(servers.map((server) => server.url)).toEqual(['https://test-api.example.com', 'https://api.example.com']);
  expect(Object.keys(spec.paths as object)).toEqual(['/customs/consolidation/declare']);
  const text = JSON.stringify(spec);
  for (const field of ['"certificates"', '"validUntil"', '"app_key"', '"sign"']) expect(text).toContain(field);
});

test('a message downloads as the POST the platform sends, from the Chinese page too', async ({ page }) => {
  await visit(page, { locale: 'zh-cn', route: '/open-business-document/api-doc/301/19999' });
  await page.getByRole('link', { name: '消息' }).first().click();
  // The API page (with its own OpenAPI button) stays on screen until the message page has loaded.
  await expect(page.getByRole('navigation', { name: '本业务单元的消息' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下载 OpenAPI' })).toBeVisible();
  const { name, spec } = await download(page, '下载 OpenAPI');
  expect(name).toMatch(/\.openapi\.json$/);
  const paths = spec.paths as Record<string, { post: { requestBody: unknown } }>;
  expect(paths['/']?.post.requestBody).toBeDefined();
});
