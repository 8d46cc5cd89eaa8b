import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, visit } from './portal';

test("the header's Docs leads on to the rest of the documentation: the units' APIs and guides, products, FAQ, the finder", async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us' });
  await page.getByRole('banner').getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/#\/helpDocument$/);
  const more = page.getByRole('region', { name: 'More documentation' });
  await expect(more.getByRole('link')).toHaveText([/^API references and access guides/, /^Product documents/, /^Question docs/]);
  await expectNoSeriousA11yViolations(page);
  await more.getByRole('link', { name: /^API references and access guides/ }).click();
  await expect(page).toHaveURL(/#\/competence-center$/);
  await page.goBack();
  await more.getByRole('button', { name: /^Find a page/ }).click();
  await expect(page.getByRole('dialog', { name: 'Quick find' })).toBeVisible();
});

test('the staff portal’s document centre leads on too (Chinese)', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/document' });
  const more = page.getByRole('region', { name: '更多文档' });
  await more.getByRole('link', { name: /^问题文档/ }).click();
  await expect(page).toHaveURL(/#\/question-docs$/);
});
