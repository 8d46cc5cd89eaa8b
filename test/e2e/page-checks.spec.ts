import { expect, test, type Page } from './fixtures';
import { brokenIdentifiers, readFailure, readPage, weakFocusRings } from '../walk/page-checks';

/**
 * The route walk's page checks (test/walk/page-checks.ts, docs/walker.md) on crafted pages: each check finds its
 * defect on a page made to have it, and nothing on the same page without it.
 */
const show = (page: Page, body: string, style = '') =>
  page.setContent(`<!doctype html><html lang="en"><head><style>body{margin:0;font:16px/1.5 sans-serif;background:#fff;color:#111}${style}</style></head><body>${body}</body></html>`);

const read = (page: Page) => page.evaluate(readPage, { english: true, phone: false });

test('a document page whose menu of siblings shows neither its column nor its button has no way to its siblings', async ({ page }) => {
  const menuPage = (columnShown: boolean, buttonShown: boolean) =>
    `<main><aside data-doc-menu="column" style="display:${columnShown ? 'block' : 'none'}"><a href="#/api/1">Create order</a><a href="#/api/2">Cancel order</a></aside>
     <div style="display:${buttonShown ? 'block' : 'none'}"><button data-doc-menu="button" aria-haspopup="dialog">APIs</button></div><h1>Create order</h1></main>`;
  await show(page, menuPage(false, false));
  expect((await read(page)).siblingWay).toBe(false);
  await show(page, menuPage(true, false));
  expect((await read(page)).siblingWay).toBe(true);
  await show(page, menuPage(false, true));
  expect((await read(page)).siblingWay).toBe(true);
  // A menu that failed to load offers its Retry in the column.
  await show(page, '<main><aside data-doc-menu="column"><p role="alert">The menu failed <button>Retry</button></p></aside><button data-doc-menu="button" hidden>APIs</button></main>');
  expect((await read(page)).siblingWay).toBe(true);
  // A page without such a menu is not a document page with siblings: nothing to say.
  await show(page, '<main><h1>Products</h1></main>');
  expect((await read(page)).siblingWay).toBeUndefined();
});

test("an HTML tag or an entity shown as text is markup; a type's format, a placeholder or a generic type is not", async ({ page }) => {
  await show(
    page,
    `<main><p>&lt;p&gt;Escaped twice&lt;/p&gt;</p><p>Tom &amp;amp; Jerry</p><p>Pasted from Word &lt;o:p&gt;&lt;/o:p&gt;</p>
     <p>Line one.&lt;br/&gt;Line two</p><table><tbody><tr><td class="param-type">string &lt;uuid&gt;</td><td class="param-type">number &lt;double&gt; | null</td>
     <td class="param-type">List&lt;goodsItem&gt;</td></tr></tbody></table><p>Allowed headers: Authorization: Basic &lt;api_key&gt; | Basic &lt;base64 hash of \`api_key:\`&gt;</p>
     <pre>&lt;b&gt;code&lt;/b&gt;</pre></main>`,
  );
  expect((await read(page)).markupAsText.map((text) => text.split('  (')[0])).toEqual([
    '<p>Escaped twice</p>',
    'Tom &amp; Jerry',
    'Pasted from Word <o:p></o:p>',
    'Line one.<br/>Line two',
  ]);
});

test('a visible heading without text is an empty heading; a named or hidden one is not', async ({ page }) => {
  await show(
    page,
    `<main><h1>Title</h1><h2 id="empty"> </h2><div role="heading" aria-level="3"></div><h2 aria-label="Named"></h2>
     <h3 aria-labelledby="label"></h3><span id="label">Labelled</span><h4><img alt="Pictured" src="data:,"></h4><h5 hidden></h5>
     <section style="content-visibility:auto;margin-top:3000px"><h2>A band not laid out yet</h2></section></main>`,
  );
  const { emptyHeadings } = await read(page);
  expect(emptyHeadings).toEqual(['main > h2#empty', 'main > div']);
});

test('a name, type or example of up to 30 characters on two lines is a broken identifier', async ({ page }) => {
  const table =
    `<table style="width:120px;table-layout:fixed"><tbody><tr>
      <td class="param-name"><code>countryCode</code></td><td class="param-type">List&lt;goodsItem&gt;</td>
      <td class="param-example">2026-11-28T09:00:00Z</td><td class="param-example">a sentence with spaces in it</td>
      <td class="param-name"><code>aVeryLongIdentifierOfMoreThanThirtyCharacters</code></td></tr></tbody></table>`;
  await show(page, table, 'td{font-family:monospace;word-break:break-all;width:24px}');
  expect(await page.evaluate(brokenIdentifiers)).toEqual(['countryCode', 'List<goodsItem>', '2026-11-28T09:00:00Z']);
  await show(page, table, 'td{font-family:monospace;white-space:nowrap}');
  expect(await page.evaluate(brokenIdentifiers)).toEqual([]);
});

const RINGS_PAGE = `<header><a href="#a" class="strong">Home</a><a href="#b" class="faint">Docs</a></header>
  <main><button class="none">Send</button><button class="thin">Copy</button><button class="shadow">Retry</button><input class="faint" aria-label="Search"></main>`;
// The rings are drawn only for :focus-visible, as the portal's are: a script's focus must count as the keyboard's.
const RINGS_STYLE = `a,button,input{outline:none} .strong:focus-visible{outline:2px solid #1a56db;outline-offset:2px}
  .faint:focus-visible{outline:2px solid #aab;outline-offset:2px} .thin:focus-visible{outline:1px solid #000}
  .shadow:focus-visible{box-shadow:0 0 0 3px rgb(26, 86, 219)}`;
const FAINT_DOCS = 'a "Docs": solid 2px 2.29:1 (rgb(170, 170, 187) on rgb(255, 255, 255))';

test('a focus ring missing, thinner than 2 px or under 3:1 is weak, measured as the keyboard shows it', async ({ page }) => {
  await show(page, RINGS_PAGE, RINGS_STYLE);
  expect(await page.evaluate(weakFocusRings, { sample: 8 })).toEqual([
    FAINT_DOCS,
    'button "Send": no focus ring',
    'button "Copy": solid 1px 18.26:1 (rgb(0, 0, 0) on rgb(239, 239, 239))',
    'input "Search": solid 2px 2.29:1 (rgb(170, 170, 187) on rgb(255, 255, 255))',
  ]);
  // Measuring leaves nothing focused.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('the same rule measures the element the keyboard focused (test/e2e/focus-rings.spec.ts)', async ({ page }) => {
  await show(page, RINGS_PAGE, RINGS_STYLE);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(weakFocusRings, {})).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(weakFocusRings, {})).toEqual([FAINT_DOCS]);
});

test('a failed call is said in the main content with a way on, never a blank page', async ({ page }) => {
  await show(page, '<header><a href="#/">Home</a></header><main></main>');
  expect(await page.evaluate(readFailure)).toEqual({ blank: true, alerts: [], wayOn: false });
  await show(page, '<main><h1>API</h1><div role="alert">The request failed (HTTP 500)</div><div role="alert" hidden><button>Retry</button></div></main>');
  expect(await page.evaluate(readFailure)).toEqual({ blank: false, alerts: ['The request failed (HTTP 500)'], wayOn: false });
  await show(page, '<main><h1>API</h1><div role="alert">The request failed (HTTP 500) <button>Retry</button></div></main>');
  expect(await page.evaluate(readFailure)).toEqual({ blank: false, alerts: ['The request failed (HTTP 500) Retry'], wayOn: true });
});
