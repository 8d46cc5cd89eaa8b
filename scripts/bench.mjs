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
// `--only race,size` runs only those parts (size, side, race, finder, lighthouse); `--race-runs` (default 3);
// `--race-renderers portal` races only those (portal, redoc, swagger, scalar): ours alone, to measure a change.
// Not a test: it prints figures. Progress goes to stderr.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, hostname, totalmem } from 'node:os';
import { deepestRequestField, measureInPage, occurrences, startRendererServer } from './lib/side-by-side.mjs';
import { CATEGORIES, runLighthouse } from './lib/lighthouse-run.mjs';
import { measureFinder } from './lib/finder-timing.mjs';
import { RENDERERS, runRace } from './lib/race.mjs';
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
const PARTS = new Set(listOption('only', ['size', 'side', 'race', 'finder', 'lighthouse']));
const RACE_RENDERERS = listOption('race-renderers', Object.keys(RENDERERS));
// BENCH_PORT / BENCH_DEBUGGING_PORT keep parallel runs on one machine apart (the renderers use BENCH_PORT + 1, the race
// BENCH_PORT + 2, the dark browser BENCH_DEBUGGING_PORT + 1).
const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4195);
const RENDERER_PORT = PREVIEW_PORT + 1;
const RACE_PORT = PREVIEW_PORT + 2;
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
const report = { date: new Date().toISOString(), machine: `${String(cpus().length)} cores (${cpus()[0]?.model ?? 'unknown'}), ${String(Math.round(totalmem() / 2 ** 30))} GiB, Node ${process.versions.node}, ${hostname()}`, runs: RUNS, raceRuns: RACE_RUNS };
const pass = (ok) => (ok ? 'pass' : 'MISS');

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
    const exportOpenApi = async (route) => {
      const context = await browser.newContext({ acceptDownloads: true, locale: 'en-US' });
      await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
      const page = await context.newPage();
      await page.goto(`${origin}${route}`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download OpenAPI' }).click()]);
      const spec = JSON.parse(readFileSync(await download.path(), 'utf8'));
      await context.close();
      return spec;
    };
    const generated = await (await fetch(`${origin}/__sandbox/generated-api`, { method: 'POST', body: JSON.stringify({ fields: 2000 }) })).json();
    const documents = {
      largest: { route: '/open-business-document/api-doc/301/19999', spec: await exportOpenApi('/?variant=external#/open-business-document/api-doc/301/19999') },
      generated: {
        route: `/open-business-document/api-doc/${String(generated.unitId)}/${String(generated.apiId)}`,
        spec: await exportOpenApi(`/?variant=external#/open-business-document/api-doc/${String(generated.unitId)}/${String(generated.apiId)}`),
      },
    };
    const renderers = await startRendererServer(RENDERER_PORT, Object.fromEntries(Object.entries(documents).map(([name, doc]) => [name, doc.spec])));
    report.sideBySide = {};
    for (const [name, doc] of Object.entries(documents)) {
      const path = deepestRequestField(doc.spec);
      const leaf = path.at(-1);
      const expected = occurrences(doc.spec, leaf);
      const fields = JSON.stringify(doc.spec.paths).match(/"x-type"/g)?.length ?? 0;
      // The page's deep-link id of the field (src/domain/doc/anchor.ts: lower case, anything but letters and digits → '-').
      const anchorId = `request-${path.join('.')}`.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
      // In-app: the reader is on the other document's page and follows a link to this one (no page load).
      const other = Object.values(documents).find((candidate) => candidate !== doc);
      const targets = {
        'this portal': { url: `${origin}/?variant=external#${doc.route}#${anchorId}`, anchorId },
        'this portal, in-app': { url: `${origin}/?variant=external#${other.route}`, anchorId, hash: `#${doc.route}#${anchorId}`, ready: '#request tbody tr' },
        'Redoc 2.5': { url: `${renderers.origin}/redoc.html?spec=${name}` },
        'Swagger UI 5': { url: `${renderers.origin}/swagger.html?spec=${name}` },
      };
      const results = {};
      for (const [renderer, target] of Object.entries(targets)) {
        progress(`side by side: ${name} document, ${renderer}`);
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
        results[renderer] = { deepFieldMs: median(visible), everythingMs: median(all), blockedRequests: blocked };
      }
      const ours = results['this portal'];
      for (const result of Object.values(results)) {
        // Ratios against ours loading the page, as they do (the in-app figure is printed beside, not compared).
        result.deepFieldRatio = result.deepFieldMs / ours.deepFieldMs;
        result.everythingRatio = result.everythingMs / ours.everythingMs;
      }
      report.sideBySide[name] = { fields, deepField: path.join('.'), occurrences: expected, results };
  }
  renderers.close();
  }

  // 5. The race.
  if (PARTS.has('race')) report.race = await runRace({ browser, previewOrigin: origin, port: RACE_PORT, runs: RACE_RUNS, renderers: RACE_RENDERERS, progress });

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
if (report.race) {
  // Not there within the 60 s a load is given, or the tab crashed (said beside): '> 60 s'.
  const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '> 60 s');
  const ratio = (theirs, ours) => (Number.isFinite(theirs) ? `×${(theirs / ours).toFixed(1)}` : `×>${(60_000 / ours).toFixed(0)}`);
  lines.push('', '5. The race: navigation → first operation\'s first field / → deep field of the chosen operation; heap and bytes of the first load (× = theirs ÷ ours)');
  for (const [name, doc] of Object.entries(report.race)) {
    lines.push(`   ${name} (${String(doc.operations)} operations): first ${doc.first}; deep ${doc.chosen}`);
    const ours = doc.results.portal;
    for (const [renderer, result] of Object.entries(doc.results)) {
      const versus = renderer === 'portal' || !ours ? '' : `   ${ratio(result.firstMs, ours.firstMs)} / ${ratio(result.fieldMs, ours.fieldMs)}`;
      const heap = Number.isFinite(result.heapBytes) ? `${(result.heapBytes / 2 ** 20).toFixed(0)} MB` : '—';
      const bytes = Number.isFinite(result.bytes) ? kb(result.bytes) : '—';
      const notes = [...(result.blocked ? [`${String(result.blocked)} outside requests refused`] : []), ...new Set(result.failures)];
      lines.push(`     ${RENDERERS[renderer].padEnd(13)} ${ms(result.firstMs).padStart(9)} / ${ms(result.fieldMs).padStart(9)}   heap ${heap.padStart(7)}   ${bytes.padStart(10)}${versus}${notes.length ? `  (${notes.join('; ')})` : ''}`);
    }
  }
}
console.log(lines.join('\n'));
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/bench-${report.date.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n(also written to ${file})`);
