import { join } from 'node:path';
import type { ParamNode } from '../../src/domain/doc/param-tree';
import { documentName } from '../../src/infrastructure/openapi/openapi-names';
import { readDocumentFile } from '../../scripts/lib/openapi-corpus-check';
import { CORPUS_DIR, CORPUS_SAMPLE } from '../fakes/openapi-corpus-sample';
import { expect, test, type Page } from './fixtures';
import { pressShowAll, visit } from './portal';

/*
 * The corpus's fixed sample (test/fakes/openapi-corpus-sample.ts) in the browser, listed at run time as a deployment
 * would list its own documents (docs/openapi.md): every operation of three of them, the first, middle and last of the
 * others, and the first webhook of each, opened one after another as a reader clicks through, each with its heading and
 * every request row with its link. What to expect is read from the document by the portal's reader, here in Node.
 */

/** What a document's own text gets wrong, which the page shows as written: drchrono's overview has unrendered template tags for image addresses. */
const DOCUMENT_FAULTS: Readonly<Record<string, RegExp>> = {
  'drchrono.com.json': /Failed to load resource: .*404.*%7B%%20asset%20'public\/images\//,
};
const EVERY_OPERATION: readonly string[] = ['ably.net/control.json', 'brainbi.net.json', 'ote-godaddy.com/abuse.json'];
const FIRST_UNIT = 101;
const served = (file: string) => `/corpus/${file}`;
const LIST = CORPUS_SAMPLE.map(({ file }, index) => ({ id: FIRST_UNIT + index, url: served(file) }));

const rows = (nodes: readonly ParamNode[]): ParamNode[] => nodes.flatMap((node) => [node, ...rows(node.children)]);
const spread = <T>(items: readonly T[]): T[] => [...new Set([items[0], items[Math.floor(items.length / 2)], items.at(-1)])].filter((item) => item !== undefined);

/** The pages a reader is sent to in one document, and what each must show. */
const pagesOf = async (file: string, unitId: number) => {
  const reading = await readDocumentFile(join(CORPUS_DIR, file), unitId);
  const operations = EVERY_OPERATION.includes(file) ? reading.operations : spread(reading.operations);
  const apis = operations.map((entry) => {
    const doc = reading.apiDoc(entry.id);
    return { route: `/open-business-document/api-doc/${String(unitId)}/${String(entry.id)}`, name: doc?.name ?? '', anchors: rows(doc?.requestParams ?? []).map((node) => node.anchor) };
  });
  const webhook = reading.messageMenu.flatMap((group) => group.messages)[0];
  const messages = webhook ? [{ route: `/open-business-document/message-doc/${String(unitId)}/${String(webhook.id)}`, name: webhook.chineseName ?? webhook.name, anchors: [] }] : [];
  return { unitName: documentName(reading.title, file), pages: [...apis, ...messages] };
};

/** Goes to a route inside the running portal, as a link does. */
const go = (page: Page, route: string) =>
  page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);

test.beforeEach(async ({ page }) => {
  await page.route('**/openapi-documents.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(LIST) }));
  await page.route('**/corpus/**', (route) => route.fulfill({ contentType: 'application/json', path: join(CORPUS_DIR, decodeURIComponent(new URL(route.request().url()).pathname.slice('/corpus/'.length))) }));
});

for (const [index, { file, quirk }] of CORPUS_SAMPLE.entries()) {
  test(`${file} (${quirk}): its pages open one after another, each named, with every request row and its link`, async ({ page, expectPageErrors }) => {
    const fault = DOCUMENT_FAULTS[file];
    if (fault) expectPageErrors(fault);
    const unitId = FIRST_UNIT + index;
    const { unitName, pages } = await pagesOf(file, unitId);
    test.setTimeout(30_000 + pages.length * 4_000);
    await visit(page, { locale: 'en-us', docs: 'openapi', route: `/open-business-document/access-guide/${String(unitId)}` });
    await expect(page.getByRole('button', { name: `${unitName}: switch document` })).toBeVisible({ timeout: 20_000 });
    const requestTable = page.getByRole('table', { name: 'Request parameters' });
    for (const expected of pages) {
      expect(expected.name.trim(), expected.route).not.toBe('');
      await go(page, expected.route);
      // The first: a document's overview may have headings of its own at that level.
      await expect(page.getByRole('heading', { level: 1 }).first(), expected.route).toHaveText(expected.name, { timeout: 20_000 });
      if (!expected.anchors.length) continue;
      const shown = async () => {
        // A large tree draws the rows the reader reaches; each poll asks this one for all of them.
        await pressShowAll(requestTable);
        return requestTable.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => `${tr.id} ${tr.querySelector('a[data-anchor]')?.getAttribute('data-anchor') ?? ''}`));
      };
      await expect.poll(shown, { message: `${expected.name} (${expected.route})`, timeout: 20_000 }).toEqual(expected.anchors.map((anchor) => `${anchor} ${anchor}`));
    }
  });
}
