import { expect, test } from './fixtures';
import { visit } from './portal';

test('on a phone the request addresses wrap at their own boundaries, never inside a word', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/open-business-document/api-doc/102/10006' });
  const cells = page.locator('section#address td').filter({ hasText: /^https:\/\// });
  await expect(cells).toHaveCount(2);
  // Where a line ends inside the address: the character before the break must be a separator, not a letter or digit.
  const breaks = await cells.evaluateAll((tds) =>
    tds.flatMap((td) => {
      const text = td.textContent ?? '';
      const range = document.createRange();
      const tops: number[] = [];
      let offset = 0;
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          tops[offset + index] = range.getBoundingClientRect().top;
        }
        offset += (node.textContent ?? '').length;
      }
      return tops.flatMap((top, index) => (index > 0 && top > (tops[index - 1] ?? top) + 2 ? [`${text.slice(0, index)}|${text.slice(index)}`] : []));
    }),
  );
  expect(breaks.length).toBeGreaterThan(0);
  for (const at of breaks) expect(at, at).toMatch(/[/.\-_?=&]\|/);
});
