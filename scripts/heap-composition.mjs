/* global document -- a page.waitForFunction callback runs in the browser */
// What fills a page's heap (issue #35): for each page named on the command line (default: all), one cold load of the
// build (`npx vite build` first) at 1440×900 in English, weighed as the race weighs it (`heapInUse`: the page's and its
// workers' JS heap after a collection, once no row is still coming), then a heap snapshot of the page summed by kind
// (V8's own objects and Blink's), and its strings by what they begin with. Unlike the race, it waits 2 s more, so the
// parts drawn when the browser is idle are weighed too. Usage:
//   node scripts/heap-composition.mjs [lcp] [github] [generated] [stripe] [shop]
// `shop` is the smallest OpenAPI page (the sandbox shop's "Get an order"): what any OpenAPI page weighs before its size.
import { startPreview } from './lib/preview.mjs';
import { heapInUse } from './lib/race-measure.mjs';

const OPENAPI = '/?variant=external&docs=openapi#/open-business-document/api-doc';
const PAGES = {
  lcp: '/?variant=external#/open-business-document/api-doc/301/19999',
  github: `${OPENAPI}/3/3324968453`,
  generated: `${OPENAPI}/6/6904293916`,
  stripe: `${OPENAPI}/2/2151538335`,
  shop: `${OPENAPI}/1/1482746684`,
};
const STRING_TYPES = new Set(['string', 'concatenated string', 'sliced string']);
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

/** Self sizes summed by kind (a constructor's name, or V8's category), and the strings by their first 60 characters. */
const composition = (snapshot) => {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const kinds = new Map();
  const strings = new Map();
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    const type = types[snapshot.nodes[node + typeAt]];
    const name = snapshot.strings[snapshot.nodes[node + nameAt]];
    const size = snapshot.nodes[node + sizeAt];
    const kind = STRING_TYPES.has(type) ? '(strings)' : ['code', 'closure'].includes(type) ? `(${type})` : `${type}: ${name.slice(0, 40)}`;
    const byKind = kinds.get(kind) ?? { size: 0, count: 0 };
    kinds.set(kind, { size: byKind.size + size, count: byKind.count + 1 });
    if (STRING_TYPES.has(type)) {
      const start = name.slice(0, 60);
      const byStart = strings.get(start) ?? { size: 0, count: 0, length: name.length };
      strings.set(start, { ...byStart, size: byStart.size + size, count: byStart.count + 1 });
    }
  }
  const largest = (map, count) => [...map.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, count);
  return { kinds: largest(kinds, 15), strings: largest(strings, 12) };
};

const wanted = process.argv.slice(2);
const { origin, browser, close } = await startPreview(4730);
try {
  for (const [name, path] of Object.entries(PAGES).filter(([page]) => !wanted.length || wanted.includes(page))) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
    const page = await context.newPage();
    await page.goto(origin + path);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 120_000 });
    // What the page draws when the browser is next idle (the samples' column, the menu's scroll) is in too.
    await page.waitForTimeout(2_000);
    await page.waitForLoadState('networkidle');
    const heap = await heapInUse(context, page);
    const session = await context.newCDPSession(page);
    const chunks = [];
    session.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk));
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const { kinds, strings } = composition(JSON.parse(chunks.join('')));
    console.log(`\n${name}: page ${mb(heap.page)}, workers ${mb(heap.workers)} (${String(heap.count)}), together ${mb(heap.page + heap.workers)}`);
    console.log('  the snapshot by kind (self sizes; Blink\'s objects are outside the JS heap):');
    for (const [kind, { size, count }] of kinds) console.log(`    ${mb(size).padStart(9)} ${String(count).padStart(7)}  ${kind}`);
    console.log('  strings by what they begin with:');
    for (const [start, { size, count, length }] of strings) console.log(`    ${mb(size).padStart(9)} ${String(count).padStart(7)} × ${String(length).padStart(6)} chars  ${JSON.stringify(start)}`);
    await context.close();
  }
} finally {
  await close();
}
