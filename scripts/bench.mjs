#!/usr/bin/env node
// `npm run bench [-- --runs 5 --lighthouse-runs 3]`: builds (npm does), serves dist/ with the sandbox, and in one
// headless Chromium measures (medians over runs) and prints, and writes the same as JSON to bench-results/:
//   1. size: gzip JS and CSS of the first view of home (both variants), the API doc page, the signature tool and
//      search; each route's own chunks (not loaded by home); all JS of the build. Budgets: home ≤ 180 KB, own ≤ 60 KB.
//   2. side by side: the sandbox's largest API (exported by clicking the page's "Download OpenAPI") and a generated
//      document of 2,000+ fields, rendered by this portal, Redoc 2 and Swagger UI 5: navigation → the deepest field
//      visible, and → everything unfolded; ratios against ours. Budget: ours at least 5× faster to the deep field.
//   3. Lighthouse 12 (desktop and mobile presets) on home, the API doc page and the signature tool, in the light
//      theme and again with a system that prefers dark. Budgets: performance ≥ 95 desktop, ≥ 90 mobile;
//      accessibility 100; best practices ≥ 95; SEO reported.
//   4. the finder: Ctrl+K → its input focused on first use; the last keystroke → the suggestions painted.
//   5. the race (issue #20, scripts/lib/race.mjs): Stripe's and GitHub's specs and a generated 20,160-field document
//      read by this portal's OpenAPI deployment, Redoc 2.5, Swagger UI 5 and Scalar, on one origin, cold: navigation
//      → the first operation's first field visible, → a deep field of a chosen operation visible, the JS heap and the
//      bytes of the first load; ratios against ours. Goals: ahead of each everywhere, 5× on GitHub's and the generated.
//      This portal twice (issue #35): its documents compiled (the build's list; `portal`) and read whole (a runtime list
//      /openapi-documents.json naming the raw documents; `portal-raw`). Beside them, in every run, the sandbox's
//      307-field lcp document's deep field (its page's deep link, measured as in part 2): each path's deep field ÷
//      that (goal ≤ 1.3×) and each heap ÷ its heap (goal ≤ 1).
//   6. the floor (issue #35, item 2): first contentful paint of the simplest page (#/404) and of home, cold; and the
//      307-field deep field beside Redoc's complete render of that document (part 2's figures, else measured here).
//   7. bytes (issue #35, item 1): per compiled race document, the gzip bytes of one operation page beyond the app
//      (index.json + common.json + its api-<n>.json), max and median over all operations. Goal: max < 50 KB.
//   8. first search (issue #35, item 1): the OpenAPI deployment's home loaded and idle, then `--search-query`
//      (default "issue") over all configured documents, by the search page's address (nothing loaded before) and typed
//      into the header's box (Enter → hit): → the first hit painted, compiled and raw. Goal: < 300 ms compiled.
//   9. phone (issue #35, item 3): 390×844 mobile context, CPU 4× slower, 150 ms / 1.6 Mbps down / 750 Kbps up, cold:
//      home (first paint, main content), the 307-field deep field and a Stripe operation's deep field (the race's
//      chosen), ours against Redoc and Scalar. Medians of `--phone-runs` (default 5).
// `--only race,size` runs only those parts (size, side, floor, race, bytes, search, phone, finder, lighthouse);
// `--race-runs` (default 3); `--race-renderers portal,portal-raw` races only those (portal, portal-raw, redoc,
// swagger, scalar): ours alone, to measure a change; `--search-runs` (default `--runs`); `--phone-runs` (default 5).
// Not a test: it prints figures. Progress goes to stderr.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, hostname, totalmem } from 'node:os';
import { measureInPage, startRendererServer } from './lib/side-by-side.mjs';
import { CATEGORIES, runLighthouse } from './lib/lighthouse-run.mjs';
import { measureFinder } from './lib/finder-timing.mjs';
import { addressOf, configuredUnits, RACE_DOCUMENTS, RENDERERS, runRace } from './lib/race.mjs';
import { raceTargets } from './lib/race-targets.mjs';
import { startRaceServer } from './lib/race-server.mjs';
import { compiledBytes } from './lib/compiled-bytes.mjs';
import { measureFirstSearch } from './lib/first-search.mjs';
import { measureFloor } from './lib/floor.mjs';
import { CPU_RATE, NETWORK, PHONE, runPhone } from './lib/phone.mjs';
import { deepField, exportOpenApi, largestDocument } from './lib/lcp-document.mjs';
import { filesLoadedBy, gzipSize, kb, launchChromium, median, startPreview } from './lib/preview.mjs';

const optionText = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const option = (name, fallback) => Number(optionText(name) ?? fallback);
const listOption = (name, fallback) => optionText(name)?.split(',') ?? fallback;
const RUNS = option('runs', 5);
const LIGHTHOUSE_RUNS = option('lighthouse-runs', 3);
const RACE_RUNS = option('race-runs', 3);
const SEARCH_RUNS = option('search-runs', RUNS);
const SEARCH_QUERY = optionText('search-query') ?? 'issue';
const PHONE_RUNS = option('phone-runs', 5);
const PARTS = new Set(listOption('only', ['size', 'side', 'floor', 'race', 'bytes', 'search', 'phone', 'finder', 'lighthouse']));
const RACE_RENDERERS = listOption('race-renderers', Object.keys(RENDERERS));
// BENCH_PORT / BENCH_DEBUGGING_PORT keep parallel runs on one machine apart (the renderers use BENCH_PORT + 1, the race
// BENCH_PORT + 2 and its raw path + 3, the first search's raw path + 4, the phone part + 5, the dark browser
// BENCH_DEBUGGING_PORT + 1).
const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4195);
const RENDERER_PORT = PREVIEW_PORT + 1;
const RACE_PORT = PREVIEW_PORT + 2;
const RACE_RAW_PORT = PREVIEW_PORT + 3;
const SEARCH_RAW_PORT = PREVIEW_PORT + 4;
const PHONE_PORT = PREVIEW_PORT + 5;
const DEBUGGING_PORT = Number(process.env.BENCH_DEBUGGING_PORT ?? 9333);
const progress = (text) => process.stderr.write(`[bench] ${text}\n`);

const ROUTES = {
  'home (external)': '/?variant=external#/home',
  'home (internal)': '/?variant=internal#/home',
  'API doc page': '/?variant=external#/open-business-document/api-doc/301/19999',
  'signature tool': '/?variant=external#/open-business-document/common-development-tools/301/sign',
  search: '/?variant=external#/searchResult?q=order',
};
const LIGHTHOUSE_ROUTES = ['home (external)', 'API doc page', 'signature tool'];

const { origin, browser, close } = await startPreview(PREVIEW_PORT, { debuggingPort: DEBUGGING_PORT });
const report = {
  date: new Date().toISOString(),
  machine: `${String(cpus().length)} cores (${cpus()[0]?.model ?? 'unknown'}), ${String(Math.round(totalmem() / 2 ** 30))} GiB, Node ${process.versions.node}, Chromium ${browser.version()}, ${hostname()}`,
  runs: RUNS,
  raceRuns: RACE_RUNS,
  searchRuns: SEARCH_RUNS,
  phoneRuns: PHONE_RUNS,
};
const pass = (ok) => (ok ? 'pass' : 'MISS');
// The sandbox's 307-field lcp document, exported once for the parts that need it (side, floor, race, phone).
const largest = largestDocument(browser, origin);

/**
 * Side by side: `runs` cold loads of `target` (this portal's page, or a peer's from the renderers' server), each timed
 * to the field `leaf` visible and to it drawn `expected` times (everything unfolded); medians.
 */
const sideLoads = async (target, { leaf, expected }) => {
  const visible = [];
  const all = [];
  let blocked = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
    // Nothing leaves the machine: a request to anywhere else is refused and counted.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
      blocked += 1;
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto(target.url, { waitUntil: 'domcontentloaded' });
    if (target.ready) {
      await page.locator(target.ready).first().waitFor();
      await page.locator('#request tbody[aria-busy]').waitFor({ state: 'detached' });
    }
    const timing = await measureInPage(page, { name: leaf, expected, anchorId: target.anchorId, hash: target.hash });
    visible.push(timing.visibleMs);
    all.push(timing.allMs);
    await context.close();
  }
  return { deepFieldMs: median(visible), everythingMs: median(all), blockedRequests: blocked };
};

try {
  if (PARTS.has('size')) {
    // 1. Size.
    progress('size');
    const gzipOf = (files, extension) => [...files].filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + gzipSize(file), 0);
    const loaded = {};
    for (const [name, route] of Object.entries(ROUTES)) loaded[name] = await filesLoadedBy(browser, origin, route);
    const homeFiles = loaded['home (external)'];
    report.size = Object.fromEntries(
      Object.entries(loaded).map(([name, files]) => {
        const own = new Set([...files].filter((file) => !homeFiles.has(file) && !loaded['home (internal)'].has(file)));
        return [name, { js: gzipOf(files, '.js'), css: gzipOf(files, '.css'), ownJs: name.startsWith('home') ? undefined : gzipOf(own, '.js'), files: files.size }];
      }),
    );
    report.totalJs = readdirSync('dist/assets').filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(`/assets/${file}`), 0);
  }

  if (PARTS.has('side')) {
    // 2. Side by side.
    progress('side by side: exporting the largest API with the page\'s "Download OpenAPI"');
    const generated = await (await fetch(`${origin}/__sandbox/generated-api`, { method: 'POST', body: JSON.stringify({ fields: 2000 }) })).json();
    const generatedRoute = `/open-business-document/api-doc/${String(generated.unitId)}/${String(generated.apiId)}`;
    const documents = {
      largest: await largest(),
      generated: { route: generatedRoute, spec: await exportOpenApi(browser, origin, `/?variant=external#${generatedRoute}`) },
    };
    const renderers = await startRendererServer(RENDERER_PORT, Object.fromEntries(Object.entries(documents).map(([name, doc]) => [name, doc.spec])));
    report.sideBySide = {};
    for (const [name, doc] of Object.entries(documents)) {
      const field = deepField(doc.spec);
      // In-app: the reader is on the other document's page and follows a link to this one (no page load).
      const other = Object.values(documents).find((candidate) => candidate !== doc);
      const targets = {
        'this portal': { url: `${origin}/?variant=external#${doc.route}#${field.anchorId}`, anchorId: field.anchorId },
        'this portal, in-app': { url: `${origin}/?variant=external#${other.route}`, anchorId: field.anchorId, hash: `#${doc.route}#${field.anchorId}`, ready: '#request tbody tr' },
        'Redoc 2.5': { url: `${renderers.origin}/redoc.html?spec=${name}` },
        'Swagger UI 5': { url: `${renderers.origin}/swagger.html?spec=${name}` },
      };
      const results = {};
      for (const [renderer, target] of Object.entries(targets)) {
        progress(`side by side: ${name} document, ${renderer}`);
        results[renderer] = await sideLoads(target, field);
      }
      const ours = results['this portal'];
      for (const result of Object.values(results)) {
        // Ratios against ours loading the page, as they do (the in-app figure is printed beside, not compared).
        result.deepFieldRatio = result.deepFieldMs / ours.deepFieldMs;
        result.everythingRatio = result.everythingMs / ours.everythingMs;
      }
      report.sideBySide[name] = { fields: field.fields, deepField: field.path.join('.'), occurrences: field.expected, results };
    }
    renderers.close();
  }

  if (PARTS.has('floor')) {
    // 6. The floor: the simplest page's first paint; the 307-field deep field beside Redoc's complete render.
    report.floor = { paints: await measureFloor(browser, origin, { runs: RUNS, progress }) };
    const side = report.sideBySide?.largest;
    if (side) {
      report.floor.deepField = { source: 'side by side', ours: side.results['this portal'].deepFieldMs, redocField: side.results['Redoc 2.5'].deepFieldMs, redocComplete: side.results['Redoc 2.5'].everythingMs };
    } else {
      const doc = await largest();
      const renderers = await startRendererServer(RENDERER_PORT, { largest: doc.spec });
      progress('floor: the 307-field deep field, this portal');
      const ours = await sideLoads({ url: doc.url, anchorId: doc.anchorId }, doc);
      progress('floor: the 307-field document, Redoc 2.5 (everything unfolded)');
      const redoc = await sideLoads({ url: `${renderers.origin}/redoc.html?spec=largest` }, doc);
      renderers.close();
      report.floor.deepField = { source: 'measured here', ours: ours.deepFieldMs, redocField: redoc.deepFieldMs, redocComplete: redoc.everythingMs };
    }
  }

  // 5. The race.
  if (PARTS.has('race')) {
    const doc = await largest();
    report.race = await runRace({ browser, previewOrigin: origin, port: RACE_PORT, rawPort: RACE_RAW_PORT, runs: RACE_RUNS, renderers: RACE_RENDERERS, lcp: doc, progress });
  }

  // 7. Bytes of one operation page, compiled.
  if (PARTS.has('bytes')) report.bytes = await compiledBytes(origin, RACE_DOCUMENTS, progress);

  if (PARTS.has('search')) {
    // 8. The first search over all configured documents, compiled (the build's list) and raw (every one whole).
    const units = await configuredUnits();
    // The sandbox compiles each document on its first request (~2 s for GitHub's) and keeps it: done before any load.
    for (const unit of units) if (unit.url.startsWith('/__sandbox/openapi/')) await fetch(`${origin}${unit.url.replace('/openapi/', '/openapi-compiled/')}/index.json`);
    const raw = await startRaceServer(SEARCH_RAW_PORT, origin, [], { documentList: units });
    try {
      report.search = await measureFirstSearch(browser, { compiled: origin, raw: raw.origin }, { runs: SEARCH_RUNS, query: SEARCH_QUERY, progress });
      report.search.documents = units.length;
    } finally {
      raw.close();
    }
  }

  if (PARTS.has('phone')) {
    // 9. Phones: the 307-field document and a Stripe operation, ours against Redoc and Scalar, throttled.
    const doc = await largest();
    const stripe = RACE_DOCUMENTS[0];
    // The server first: reading Stripe's spec keeps this process busy long enough for a kept-alive connection to close.
    const server = await startRaceServer(PHONE_PORT, origin, [stripe.address], { extra: { '/race/spec/largest.json': doc.spec } });
    let targets = report.race?.targets[stripe.name];
    if (!targets) {
      progress(`phone: ${stripe.name}, reading it for its targets`);
      targets = await raceTargets(await (await fetch(`${origin}${stripe.address}`)).text(), stripe.unitId);
    }
    const exported = { ...stripe, address: '/race/spec/largest.json' };
    const peers = (document, op) => ({
      'Redoc 2.5': { url: addressOf(server.origin, 'redoc', document, op, true), renderer: 'redoc', op, path: op.field },
      Scalar: { url: addressOf(server.origin, 'scalar', document, op, true), renderer: 'scalar', op, path: op.field },
    });
    try {
      report.phone = await runPhone({
        browser,
        home: `${server.origin}/?variant=external#/home`,
        groups: {
          '307-field document, deep field': { 'this portal': { url: doc.url.replace(origin, server.origin), renderer: 'portal', op: doc.op, path: doc.path, anchor: doc.anchorId }, ...peers(exported, doc.op) },
          [`Stripe, ${targets.chosen.method} ${targets.chosen.path}`]: {
            'this portal (compiled)': { url: addressOf(server.origin, 'portal', stripe, targets.chosen, true), renderer: 'portal', op: targets.chosen, path: targets.chosen.field, anchor: targets.chosen.anchor },
            ...peers(stripe, targets.chosen),
          },
        },
        runs: PHONE_RUNS,
        progress,
      });
      report.phone.conditions = { ...PHONE, cpuSlowdown: CPU_RATE, network: NETWORK };
    } finally {
      server.close();
    }
  }

  if (PARTS.has('finder')) {
    // 4. The finder (before Lighthouse, which is the longest part).
    progress('finder');
    report.finder = await measureFinder(browser, origin, { runs: RUNS, words: 'create outbound' });
  }

  if (PARTS.has('lighthouse')) {
    // 3. Lighthouse, in light (the bench's browser) and in dark (a second browser whose system prefers dark).
    report.lighthouse = {};
    const lighthouseIn = async (theme, port) => {
      for (const name of LIGHTHOUSE_ROUTES) {
        for (const preset of ['desktop', 'mobile']) {
          progress(`Lighthouse: ${name}, ${preset}, ${theme}`);
          const runs = [];
          for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runLighthouse(`${origin}${ROUTES[name]}`, { port, preset }));
          const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]));
          const failing = [...new Map(runs.flatMap((run) => run.failing).map((audit) => [`${audit.category}/${audit.id}`, audit])).values()];
          const metrics = Object.fromEntries(Object.keys(runs[0].metrics).map((id) => [id, median(runs.map((run) => run.metrics[id] ?? Number.NaN))]));
          report.lighthouse[`${name} / ${preset}${theme === 'dark' ? ' / dark' : ''}`] = { scores, metrics, failing };
        }
      }
    };
    await lighthouseIn('light', DEBUGGING_PORT);
    const darkBrowser = await launchChromium({ debuggingPort: DEBUGGING_PORT + 1, dark: true });
    try {
      // The dark runs count only if a page of that browser is drawn dark (no Playwright emulation: the system's).
      const probe = await darkBrowser.newPage({ colorScheme: null });
      await probe.goto(`${origin}${ROUTES['home (external)']}`);
      // eslint-disable-next-line no-undef -- this callback runs in the page
      const drawn = await probe.evaluate(() => document.documentElement.className);
      await probe.close();
      if (!/\bdark\b/.test(drawn)) throw new Error(`the dark browser's page is drawn "${drawn}", not dark`);
      await lighthouseIn('dark', DEBUGGING_PORT + 1);
    } finally {
      await darkBrowser.close();
    }
  }
} finally {
  await close();
}

// The table.
const lines = [`npm run bench — ${report.date} — ${report.machine} — medians of ${String(RUNS)} runs (Lighthouse ${String(LIGHTHOUSE_RUNS)}, race ${String(RACE_RUNS)})`];
if (report.size) {
  lines.push('', '1. Size (gzip, level 9)');
  for (const [name, size] of Object.entries(report.size)) {
    const budget = name.startsWith('home') ? `budget 180 KB: ${pass(size.js <= 180 * 1024)}` : `own chunks ${kb(size.ownJs)} (budget 60 KB: ${pass(size.ownJs <= 60 * 1024)})`;
    lines.push(`   ${name.padEnd(18)} JS ${kb(size.js).padStart(9)}  CSS ${kb(size.css).padStart(8)}  ${budget}`);
  }
  lines.push(`   all JS of the build ${kb(report.totalJs)}`);
}
if (report.sideBySide) {
  lines.push('', '2. Side by side: navigation → deepest request field visible / → everything unfolded (× = theirs ÷ ours)');
  for (const [name, doc] of Object.entries(report.sideBySide)) {
    lines.push(`   ${name} document: ${String(doc.fields)} fields, deepest ${doc.deepField}`);
    for (const [renderer, result] of Object.entries(doc.results)) {
      const ratios = renderer.startsWith('this portal')
        ? renderer === 'this portal'
          ? '  (page load)'
          : '  (following a link inside the portal)'
        : `  ×${result.deepFieldRatio.toFixed(1)} / ×${result.everythingRatio.toFixed(1)} (budget ≥ 5× to the deep field: ${pass(result.deepFieldRatio >= 5)})`;
      lines.push(`     ${renderer.padEnd(13)} ${`${result.deepFieldMs.toFixed(0)} ms`.padStart(9)} / ${`${result.everythingMs.toFixed(0)} ms`.padStart(9)}${ratios}${result.blockedRequests ? `  (${String(result.blockedRequests)} outside requests blocked)` : ''}`);
    }
  }
}
if (report.lighthouse) {
  lines.push('', '3. Lighthouse: performance / accessibility / best practices / SEO (budgets: perf ≥ 95 desktop, ≥ 90 mobile; a11y 100; BP ≥ 95)');
  for (const [name, result] of Object.entries(report.lighthouse)) {
    const { scores } = result;
    const desktop = name.includes('/ desktop');
    const ok = scores.performance >= (desktop ? 95 : 90) && scores.accessibility === 100 && scores['best-practices'] >= 95;
    lines.push(`   ${name.padEnd(35)} ${CATEGORIES.map((id) => String(scores[id]).padStart(3)).join(' / ')}  ${pass(ok)}`);
    if (!ok) for (const audit of result.failing.slice(0, 5)) lines.push(`      - ${audit.category}: ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
}
if (report.finder) {
  lines.push(
    '',
    `4. Finder: Ctrl+K → input focused, first use ${report.finder.firstUseMs.toFixed(0)} ms; last keystroke of “${report.finder.words}” → suggestions painted ${report.finder.suggestionsMs.toFixed(0)} ms` + ' (including the typing pause the finder waits for, FINDER_DEBOUNCE_MS)',
  );
}
// Not there within the time a load is given, or the tab crashed (said beside): '> 60 s'.
const ms = (value, limit = 60) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : `> ${String(limit)} s`);
const ratio = (theirs, ours, limit = 60) => {
  if (!Number.isFinite(ours)) return '';
  return Number.isFinite(theirs) ? `×${(theirs / ours).toFixed(1)}` : `×>${((limit * 1000) / ours).toFixed(0)}`;
};
const mb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(0)} MB` : '—');
if (report.race) {
  lines.push('', '5. The race: navigation → first operation\'s first field / → deep field of the chosen operation; heap (this portal’s once every row of the page’s trees is in) and bytes of the first load (× = theirs ÷ ours compiled)');
  for (const [name, doc] of Object.entries(report.race.documents)) {
    lines.push(`   ${name} (${String(doc.operations)} operations): first ${doc.first}; deep ${doc.chosen}`);
    const ours = doc.results.portal;
    for (const [renderer, result] of Object.entries(doc.results)) {
      const versus = renderer === 'portal' || !ours ? '' : `   ${ratio(result.firstMs, ours.firstMs)} / ${ratio(result.fieldMs, ours.fieldMs)}`;
      const bytes = Number.isFinite(result.bytes) ? kb(result.bytes) : '—';
      const notes = [...(result.blocked ? [`${String(result.blocked)} outside requests refused`] : []), ...(result.rowsLate ? [`weighed in ${String(result.rowsLate)} loads before every row was in (2 min)`] : []), ...new Set(result.failures)];
      lines.push(`     ${RENDERERS[renderer].padEnd(23)} ${ms(result.firstMs).padStart(9)} / ${ms(result.fieldMs).padStart(9)}   heap ${mb(result.heapBytes).padStart(7)}   ${bytes.padStart(10)}${versus}${notes.length ? `  (${notes.join('; ')})` : ''}`);
    }
  }
  if (report.race.lcp) {
    const { lcp, goals } = report.race;
    lines.push(
      `   the 307-field lcp document (${lcp.route}, ${String(lcp.fields)} fields), deep field ${lcp.field}: ${ms(lcp.fieldMs)} (median of ${String(lcp.loads)} loads, one in every run of every document), heap ${mb(lcp.heapBytes)}${lcp.failures.length ? ` (${[...new Set(lcp.failures)].join('; ')})` : ''}`,
      '   goals (issue #35): deep field ÷ the lcp document\'s ≤ 1.3 (GitHub\'s and the generated, compiled); heap ÷ the lcp page\'s ≤ 1',
    );
    for (const [name, goal] of Object.entries(goals)) {
      const judged = name.includes('(compiled)') && !name.startsWith('Stripe');
      lines.push(`     ${name.padEnd(45)} deep field ×${goal.fieldRatio.toFixed(2)}${judged ? ` ${pass(goal.fieldRatio <= 1.3)}` : ''}   heap ×${goal.heapRatio.toFixed(2)}${judged ? ` ${pass(goal.heapRatio <= 1)}` : ''}`);
    }
  }
}
if (report.floor) {
  const { paints, deepField } = report.floor;
  lines.push('', '6. The floor: first contentful paint, cold (medians); the 307-field deep field beside Redoc\'s complete render');
  for (const [name, paint] of Object.entries(paints)) lines.push(`   ${name.padEnd(22)} ${ms(paint.fcpMs).padStart(9)}`);
  if (deepField) lines.push(`   307-field deep field: ours ${ms(deepField.ours)}; Redoc 2.5 (everything unfolded) to the field ${ms(deepField.redocField)}, complete ${ms(deepField.redocComplete)}  (${deepField.source})`);
}
if (report.bytes) {
  lines.push('', '7. Bytes of one operation page beyond the app, compiled: gzip of index.json + common.json + its api-<n>.json (goal: max < 50 KB for GitHub\'s and the generated)');
  for (const [name, doc] of Object.entries(report.bytes)) {
    lines.push(
      `   ${name.padEnd(20)} ${String(doc.operations).padStart(5)} operations: max ${kb(doc.pageMaxGzip).padStart(9)} ${name.startsWith('Stripe') ? '(no goal)' : pass(doc.pageMaxGzip < 50 * 1024)} (${doc.largest}), median ${kb(doc.pageMedianGzip).padStart(9)}; index ${kb(doc.indexGzip)}, common ${kb(doc.commonGzip)}, search index ${kb(doc.searchGzip)}`,
    );
  }
}
if (report.search) {
  lines.push('', `8. First search for “${report.search.query}” over the ${String(report.search.documents)} configured OpenAPI documents, the page loaded and idle → the first hit painted (goal < 300 ms compiled)`);
  for (const [label, result] of Object.entries(report.search.results)) {
    lines.push(`   ${label.padEnd(22)} ${ms(result.firstHitMs).padStart(9)}${label.startsWith('compiled') ? ` ${pass(result.firstHitMs < 300)}` : ''}   (runs ${result.runs.map((value) => value.toFixed(0)).join(', ')}; “${result.status}”)`);
  }
}
if (report.phone) {
  const { phone } = report;
  lines.push(
    '',
    `9. Phone: 390×844, isMobile, scale 3, CPU ÷${String(CPU_RATE)}, ${String(NETWORK.latency)} ms, ${String((NETWORK.downloadThroughput * 8) / 1e6)} Mbps down, cold; medians of ${String(phone.runs)} (× = theirs ÷ ours)`,
    `   home: first contentful paint ${ms(phone.home.fcpMs, 90)}, main content's heading drawn ${ms(phone.home.mainMs, 90)}`,
  );
  for (const [group, results] of Object.entries(phone.groups)) {
    lines.push(`   ${group}`);
    const ours = Object.values(results)[0];
    for (const [label, result] of Object.entries(results)) {
      const notes = [...(result.blocked ? [`${String(result.blocked)} outside requests refused`] : []), ...result.failures];
      lines.push(`     ${label.padEnd(23)} ${ms(result.ms, 90).padStart(9)}${result === ours ? '' : `   ${ratio(result.ms, ours.ms, 90)}`}${notes.length ? `  (${notes.join('; ')})` : ''}`);
    }
  }
}
console.log(lines.join('\n'));
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/bench-${report.date.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n(also written to ${file})`);
