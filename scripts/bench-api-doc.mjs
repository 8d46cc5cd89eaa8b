#!/usr/bin/env node
/* global document, window, requestAnimationFrame, MutationObserver -- page.evaluate callbacks run in the browser */
// Benchmark of the API doc page on the sandbox's largest API (issue #4 "Measured"). Not a test: it prints figures.
// Usage: npm run bench:api-doc [-- runs]   (builds first). Serves dist/ with `vite preview` (sandbox on) and, in one
// headless Chromium, opens the page several times and prints medians of:
//   - navigation → parameter table painted, and API response end → table painted (target ≤ 300 ms), on the page's clock
//   - unfold-all and fold-all of the request table, until the browser has painted (target ≤ 100 ms)
//   - scrolling the unfolded page top to bottom, 200 px a frame: frame intervals (p95, longest) and long tasks
//   - gzip JS loaded by the route, and the route's own chunks (not loaded by home)
//   - on the OpenAPI deployment, fold-all and unfold-all of Stripe's POST /v1/customers response (3,292 rows): until
//     every row is shown, and the longest task on the way (a task that long blocks input; target ≤ 200 ms)
import { filesLoadedBy, gzipSize, kb, median, startPreview } from './lib/preview.mjs';

const runs = Number(process.argv[2] ?? 7);
const route = '/?variant=external#/open-business-document/api-doc/301/19999';
const stripeRoute = '/?variant=external&docs=openapi#/open-business-document/api-doc/2/2151538335';
const { origin, browser, close } = await startPreview(4198);

const gzipOf = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);

/**
 * Clicks a button inside #request; `ms`: until the browser has painted (two animation frames), `allMs`: until the
 * table holds `expectedRows` rows (large trees render their first rows at once and the rest in a deferred render).
 */
const timeClick = (page, label, expectedRows) =>
  page.evaluate(
    async ([text, expected]) => {
      const rows = () => document.querySelectorAll('#request tbody tr').length;
      const button = [...document.querySelectorAll('#request button')].find((candidate) => candidate.textContent === text);
      const start = performance.now();
      button.click();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const ms = performance.now() - start;
      while (expected >= 0 && rows() !== expected) await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return { ms, allMs: performance.now() - start };
    },
    [label, expectedRows],
  );

/**
 * Clicks a button inside #response; until the table shows every row of the click (no `aria-busy` body, then two
 * frames), and the longest main-thread task from the click until then.
 */
const timeResponseClick = (page, label) =>
  page.evaluate(async (text) => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration)));
    observer.observe({ type: 'longtask' });
    const button = [...document.querySelectorAll('#response button')].find((candidate) => candidate.textContent === text);
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const start = performance.now();
    button.click();
    await frames();
    while (document.querySelector('#response tbody[aria-busy]')) await new Promise((resolve) => setTimeout(resolve, 16));
    await frames();
    const allMs = performance.now() - start;
    // Long task entries are queued after their task: give the last one time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    const rows = [...document.querySelectorAll('#response tbody tr')].filter((row) => row.checkVisibility()).length;
    return { allMs, longest: Math.max(0, ...tasks), rows };
  }, label);

/** Scrolls the whole page 200 px per animation frame; the frame intervals and main-thread long tasks on the way. */
const measureScroll = (page) =>
  page.evaluate(async () => {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((entry) => entry.duration)));
    observer.observe({ type: 'longtask' });
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const intervals = [];
    let last = performance.now();
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, 200);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      intervals.push(now - last);
      last = now;
    }
    observer.disconnect();
    intervals.sort((a, b) => a - b);
    return {
      frames: intervals.length,
      p95: intervals[Math.floor(intervals.length * 0.95)] ?? 0,
      longest: intervals.at(-1) ?? 0,
      longTasks: longTasks.length,
    };
  });

try {
  const results = { visible: [], afterData: [], unfold: [], unfoldAll: [], fold: [], rows: 0, scrollP95: [], scrollLongest: [], longTasks: [], frames: 0 };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
    const page = await context.newPage();
    // Measured inside the page: the API response's responseEnd (resource timing) and the first frame painted after
    // the table's first row entered the DOM, both on the page's own clock (no round trip to this script).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('#request tbody tr')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (window.__tableVisibleAt = performance.now()), 0));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin}${route}`);
    await page.waitForFunction(() => window.__tableVisibleAt !== undefined);
    const timing = await page.evaluate(() => {
      const data = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/getBizUnitApiDetails'));
      return { visible: window.__tableVisibleAt, dataEnd: data?.responseEnd ?? Number.NaN };
    });
    results.visible.push(timing.visible);
    results.afterData.push(timing.visible - timing.dataEnd);
    await page.locator('#request tbody[aria-busy]').waitFor({ state: 'detached' });
    results.rows = await page.locator('#request tbody tr').count();
    // Folding leaves the top level only, fewer rows than the first batch: nothing is deferred.
    const folded = await timeClick(page, 'Fold all', -1);
    const unfolded = await timeClick(page, 'Unfold all', results.rows);
    results.fold.push(folded.ms);
    results.unfold.push(unfolded.ms);
    results.unfoldAll.push(unfolded.allMs);
    const scroll = await measureScroll(page);
    results.frames = scroll.frames;
    results.scrollP95.push(scroll.p95);
    results.scrollLongest.push(scroll.longest);
    results.longTasks.push(scroll.longTasks);
    await context.close();
  }
  const stripe = { fold: [], foldLongest: [], unfold: [], unfoldLongest: [], rows: 0 };
  for (let run = 0; run < Math.min(runs, 3); run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
    const page = await context.newPage();
    await page.goto(`${origin}${stripeRoute}`);
    await page.locator('#response tbody tr').first().waitFor({ timeout: 60_000 });
    await page.locator('#response tbody[aria-busy]').waitFor({ state: 'detached', timeout: 60_000 });
    // Twice each: the first fold of a page pays for more than the next ones.
    for (let round = 0; round < 2; round += 1) {
      const folded = await timeResponseClick(page, 'Fold all');
      const unfolded = await timeResponseClick(page, 'Unfold all');
      stripe.fold.push(folded.allMs);
      stripe.foldLongest.push(folded.longest);
      stripe.unfold.push(unfolded.allMs);
      stripe.unfoldLongest.push(unfolded.longest);
      stripe.rows = unfolded.rows;
    }
    await context.close();
  }
  const routeFiles = await filesLoadedBy(browser, origin, route);
  const homeFiles = await filesLoadedBy(browser, origin, '/?variant=external#/home');
  const own = new Set([...routeFiles].filter((file) => !homeFiles.has(file)));
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(`API doc page, largest sandbox API (${results.rows} request rows unfolded), median of ${runs} runs, ${new Date().toISOString()}`);
  console.log(`  navigation → parameter table visible   ${ms(median(results.visible))}`);
  console.log(`  API data arrived → table visible        ${ms(median(results.afterData))}   (target ≤ 300 ms)`);
  console.log(`  fold all (to painted)                   ${ms(median(results.fold))}   (target ≤ 100 ms)`);
  console.log(`  unfold all (first rows painted)         ${ms(median(results.unfold))}   (target ≤ 100 ms)`);
  console.log(`  unfold all (every row rendered)         ${ms(median(results.unfoldAll))}`);
  console.log(`  scroll to the bottom (${results.frames} frames): frame p95 ${ms(median(results.scrollP95))}, longest ${ms(median(results.scrollLongest))}, long tasks ${median(results.longTasks)}   (60 Hz frame 17 ms)`);
  console.log(`Stripe's POST /v1/customers response (${stripe.rows} rows), ${stripe.fold.length} folds and unfolds, median / worst:`);
  console.log(`  fold all, every row gone; longest task   ${ms(median(stripe.fold))}; ${ms(median(stripe.foldLongest))} / ${ms(Math.max(...stripe.foldLongest))}   (target ≤ 200 ms)`);
  console.log(`  unfold all, every row shown; longest task ${ms(median(stripe.unfold))}; ${ms(median(stripe.unfoldLongest))} / ${ms(Math.max(...stripe.unfoldLongest))}   (target ≤ 200 ms)`);
  console.log(`  JS loaded by the route                  ${kb(gzipOf(routeFiles))} gzip`);
  console.log(`  the route's own chunks (not on home)    ${kb(gzipOf(own))} gzip   (budget 60 KB)`);
} finally {
  await close();
}
