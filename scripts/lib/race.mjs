/* global document -- a page.waitForFunction callback runs in the browser */
// The race of `npm run bench` (issue #20): Stripe's and GitHub's specs and a generated 20,160-field document, read
// by this portal's OpenAPI deployment, Redoc 2.5, Swagger UI 5 and Scalar, all served on one local origin
// (race-server.mjs), cold (a new browser context for every load, nothing cached), in the bench's Chromium. This
// portal twice (issue #35): reading the documents compiled (the build's list) and whole (a runtime list naming the raw
// documents, served by a second race server); beside them, in every run, the sandbox's 307-field lcp document's deep
// field, the reference of the goal "a deep field of any document within 1.3× of it".
import { runnerImport } from 'vite';
import { measureInPage } from './side-by-side.mjs';
import { heapInUse, timeToField } from './race-measure.mjs';
import { startRaceServer } from './race-server.mjs';
import { raceTargets } from './race-targets.mjs';
import { median } from './preview.mjs';

/** The documents of the race: their address in the sandbox and their unit in the OpenAPI deployment's configuration. */
export const RACE_DOCUMENTS = [
  { name: "Stripe's spec", unitId: 2, address: '/__sandbox/openapi/stripe.json' },
  { name: "GitHub's spec", unitId: 3, address: '/__sandbox/openapi/github.json' },
  { name: 'generated document', unitId: 6, address: '/__sandbox/openapi/generated.json' },
];

export const RENDERERS = { portal: 'this portal (compiled)', 'portal-raw': 'this portal (raw)', redoc: 'Redoc 2.5', swagger: 'Swagger UI 5', scalar: 'Scalar' };

/** How a renderer's page is measured (race-measure.mjs): both of this portal's paths draw the same page. */
const kindOf = (renderer) => (renderer.startsWith('portal') ? 'portal' : renderer);

/** The configured OpenAPI units of the local deployment (src/main/deployment/openapi-documents.config.ts). */
export const configuredUnits = async () => {
  const { module } = await runnerImport(new URL('../../src/main/deployment/openapi-documents.config.ts', import.meta.url).pathname, { configFile: false });
  return module.OPENAPI_DOCUMENTS.local;
};

/** Where a reader opens the operation: this portal's page of it (at the field), or a peer's page at its link to it. */
export const addressOf = (origin, renderer, document, op, field) => {
  if (kindOf(renderer) === 'portal') return `${origin}/?variant=external&docs=openapi#/open-business-document/api-doc/${String(document.unitId)}/${String(op.id)}${field ? `#${op.anchor}` : ''}`;
  const page = `${origin}/race/${renderer}.html?spec=${document.address}`;
  if (!field) return page;
  const link = { redoc: `operation/${op.operationId}`, swagger: `/${op.tag}/${op.operationId}`.replace(/\s/g, '_'), scalar: `api-1/${op.tag === 'default' ? '' : `tag/${op.tag}/`}${op.method}${op.path}` }[renderer];
  return `${page}#${link}`;
};

/** How long a weighed page of this portal may take to draw every row of its trees before it is weighed anyway. */
const ROWS_TIMEOUT_MS = 120_000;

const NOTHING_LEAVES = /^https?:\/\/(?!127\.0\.0\.1[:/])/;

/**
 * One cold load of `address`: the time to `op`'s field, and with `weigh`, the heap and the bytes once it settled.
 * With `anchorOnly` (the lcp document's page), the time is the side-by-side part's (`measureInPage`: the deep link's
 * row visible).
 */
const load = async (browser, renderer, address, op, { field, weigh, anchorOnly }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
  let blocked = 0;
  let bytes = 0;
  await context.route(NOTHING_LEAVES, (route) => {
    blocked += 1;
    return route.abort();
  });
  context.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize), () => undefined);
  });
  const page = await context.newPage();
  let crashed = false;
  page.on('crash', () => (crashed = true));
  try {
    await page.goto(address, { waitUntil: 'commit' });
    const path = field ? op.field : [op.firstField];
    const ms = anchorOnly
      ? (await measureInPage(page, { name: op.leaf, expected: 1, anchorId: op.anchor })).visibleMs
      : await timeToField(page, kindOf(renderer), { op, path, anchor: kindOf(renderer) === 'portal' ? (field ? op.anchor : op.firstAnchor) : undefined });
    if (!weigh) return { ms, blocked };
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    // This portal draws a large tree's rows in steps after the first screenful (aria-busy while they come): the heap
    // is weighed once every row is in, or after ROWS_TIMEOUT_MS (said as such), not while rows are still coming.
    const rowsIn = kindOf(renderer) === 'portal' ? await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: ROWS_TIMEOUT_MS }).then(() => true, () => false) : true;
    return { ms, blocked, heap: await heapInUse(context, page), bytes, rowsIn };
  } catch (error) {
    // The tab crashed (out of memory: Chromium's renderer gave up) or the page failed otherwise.
    return { ms: Number.NaN, blocked, failure: crashed ? 'crashed' : String(error).split('\n')[0] };
  } finally {
    await context.close();
  }
};

/**
 * Runs the race; `previewOrigin` serves the build with the sandbox. Every document is read for its targets before any
 * page loads (reading GitHub's 13 MB spec keeps this process busy, collecting, for a while after), and each run loads
 * every renderer in turn, so none is always the one that follows the reading or the heaviest peer.
 */
export const runRace = async ({ browser, previewOrigin, port, rawPort, runs, renderers = Object.keys(RENDERERS), lcp, progress }) => {
  // Every document's text first: reading one takes long enough for a kept-alive connection to close under the next.
  const texts = [];
  for (const document of RACE_DOCUMENTS) texts.push(await (await fetch(`${previewOrigin}${document.address}`)).text());
  const targetsOf = [];
  for (const [index, document] of RACE_DOCUMENTS.entries()) {
    progress(`race: ${document.name}, reading it for its targets`);
    targetsOf.push(await raceTargets(texts[index], document.unitId));
  }
  const racing = Object.entries(RENDERERS).filter(([renderer]) => renderers.includes(renderer));
  const addresses = RACE_DOCUMENTS.map((document) => document.address);
  const server = await startRaceServer(port, previewOrigin, addresses);
  // The raw path: the same units, each named by its document's own address (read whole, in the worker).
  const units = await configuredUnits();
  const rawList = RACE_DOCUMENTS.map((document) => units.find((unit) => unit.id === document.unitId));
  const rawServer = racing.some(([renderer]) => renderer === 'portal-raw') ? await startRaceServer(rawPort, previewOrigin, addresses, { documentList: rawList }) : undefined;
  // The sandbox compiles a document on its first request (~2 s for GitHub's) and keeps it: done before any load.
  for (const document of RACE_DOCUMENTS) await fetch(`${previewOrigin}${document.address.replace('/openapi/', '/openapi-compiled/')}/index.json`);
  const report = { documents: {}, targets: Object.fromEntries(RACE_DOCUMENTS.map((document, index) => [document.name, targetsOf[index]])) };
  // The 307-field lcp document's deep field, loaded in every run of every document (so beside each, in time).
  const reference = { field: [], heap: [], failures: [] };
  const loadReference = async () => {
    if (!lcp) return;
    const measured = await load(browser, 'portal', lcp.url, { anchor: lcp.anchorId, leaf: lcp.leaf }, { field: true, weigh: true, anchorOnly: true });
    reference.field.push(measured.ms);
    if (measured.heap) reference.heap.push(measured.heap.page + measured.heap.workers);
    if (measured.failure) reference.failures.push(measured.failure);
  };
  try {
    for (const [index, document] of RACE_DOCUMENTS.entries()) {
      const targets = targetsOf[index];
      const first = { ...targets.first, firstField: targets.first.field[0], firstAnchor: targets.first.anchor };
      const loads = Object.fromEntries(racing.map(([renderer]) => [renderer, { first: [], field: [], heap: [], bytes: [], blocked: 0, failures: [], rowsLate: 0 }]));
      for (let run = 0; run < runs; run += 1) {
        for (const [renderer, label] of racing) {
          progress(`race: ${document.name}, run ${String(run + 1)} of ${String(runs)}, ${label}`);
          const own = loads[renderer];
          const origin = renderer === 'portal-raw' ? rawServer.origin : server.origin;
          const opened = await load(browser, renderer, addressOf(origin, renderer, document, first, false), first, { field: false, weigh: true });
          const deep = await load(browser, renderer, addressOf(origin, renderer, document, targets.chosen, true), targets.chosen, { field: true });
          own.first.push(opened.ms);
          own.field.push(deep.ms);
          if (opened.heap) own.heap.push(opened.heap.page + opened.heap.workers);
          if (opened.rowsIn === false) own.rowsLate += 1;
          if (opened.bytes !== undefined) own.bytes.push(opened.bytes);
          own.blocked += opened.blocked + deep.blocked;
          for (const [what, result] of [['first', opened], ['deep', deep]]) if (result.failure) own.failures.push(`${what}: ${result.failure}`);
        }
        progress(`race: ${document.name}, run ${String(run + 1)} of ${String(runs)}, the 307-field lcp document's deep field`);
        await loadReference();
      }
      // A load that did not get there counts as NaN, and the median of a set holding one is NaN only past the middle.
      const middle = (values) => median(values.map((value) => (Number.isNaN(value) ? Number.POSITIVE_INFINITY : value)));
      const results = Object.fromEntries(
        racing.map(([renderer]) => {
          const own = loads[renderer];
          return [renderer, { firstMs: middle(own.first), fieldMs: middle(own.field), heapBytes: median(own.heap), rowsLate: own.rowsLate, bytes: median(own.bytes), blocked: own.blocked, failures: own.failures }];
        }),
      );
      report.documents[document.name] = {
        operations: targets.operations,
        first: `${targets.first.method} ${targets.first.path} → ${targets.first.field[0]}`,
        chosen: `${targets.chosen.method} ${targets.chosen.path} → ${targets.chosen.field.join('.')}`,
        results,
      };
    }
  } finally {
    server.close();
    rawServer?.close();
  }
  if (lcp) {
    report.lcp = { route: lcp.route, field: lcp.path.join('.'), fields: lcp.fields, fieldMs: median(reference.field), heapBytes: median(reference.heap), loads: reference.field.length, failures: reference.failures };
    // The goals of issue #35, item 1: each document's deep field within 1.3× of the lcp document's; its heap no larger.
    report.goals = Object.fromEntries(
      Object.entries(report.documents).flatMap(([name, doc]) =>
        ['portal', 'portal-raw']
          .filter((renderer) => doc.results[renderer])
          .map((renderer) => [`${name}, ${RENDERERS[renderer]}`, { fieldRatio: doc.results[renderer].fieldMs / report.lcp.fieldMs, heapRatio: doc.results[renderer].heapBytes / report.lcp.heapBytes }]),
      ),
    );
  }
  return report;
};
