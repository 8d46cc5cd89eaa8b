import { expect, test } from './fixtures';
import { visit } from './portal';

test('a guide that opens with its own title shows it once, above its "last updated" line, as an API page does', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/access-guide/101' });
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toHaveCount(1);
  await expect(title).not.toBeEmpty();
  const updated = page.getByRole('main').getByText(/^Last updated /);
  const [titleBox, updatedBox] = await Promise.all([title.boundingBox(), updated.boundingBox()]);
  expect((titleBox?.y ?? Infinity) + (titleBox?.height ?? 0)).toBeLessThanOrEqual(updatedBox?.y ?? 0);
});
