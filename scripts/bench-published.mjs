#!/usr/bin/env node
// `npm run bench:published`: how soon a published page paints on a phone-class run (4× CPU slowdown, 1.6 Mbps down,
// 150 ms round trips, an empty cache) and what it weighs, as nginx serves it (`npm run serve` on PORT, default 4480,
// which publishes from its sandbox first). Five loads a page; prints the median first and largest contentful paint,
// when its first and last bytes arrived, the bytes on the wire and the page's HTML (with its inline CSS) gzipped; then
// Lighthouse 12's mobile run (its own simulated throttling) on each page, LIGHTHOUSE_RUNS times (default 5; 0 skips it),
// with the median performance and accessibility scores and any audit that cost points. docs/publishing.md "Speed".
// An OpenAPI deployment's pages: PUBLISH_DOCS=openapi with its list and folder (docs/publishing.md), and BENCH_PAGES.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { runLighthouse } from './lib/lighthouse-run.mjs';

const port = Number(process.env.PORT ?? 4480);
const origin = `http://127.0.0.1:${String(port)}`;
const runs = Number(process.env.RUNS ?? 5);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const DEBUGGING_PORT = 9337;
/** BENCH_PAGES (`name=path,name=path`) measures those pages instead, e.g. an OpenAPI deployment's (docs/publishing.md). */
const chosen = process.env.BENCH_PAGES?.split(',').map((pair) => pair.split('='));
const PAGES = chosen ?? [
  ['home', '/docs/en-us/'],
  ['unit', '/docs/en-us/units/101/'],
  ['small API (10001)', '/docs/en-us/units/101/api/10001/'],
  ['307-field API (19999)', '/docs/zh-cn/units/301/api/19999/'],
  ['message', '/docs/zh-cn/units/101/message/50001/'],
  ['guide', '/docs/en-us/units/101/guide/70001/'],
  ['FAQ question', '/docs/en-us/questions/api/P0005/'],
];

const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((ready, fail) => {
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('portal on ')) ready();
  });
  server.on('exit', (code) => fail(new Error(`serve stopped (${String(code)})`)));
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${String(DEBUGGING_PORT)}`] });
try {
  console.log(`published pages, phone-class run (4x CPU, 1.6 Mbps, 150 ms), median of ${String(runs)} cold loads`);
  console.log('page                      first byte  last byte   FCP ms   LCP ms   wire bytes   HTML+CSS gzip');
  for (const [name, path] of PAGES) {
    const fcp = [];
    const lcp = [];
    const firstByte = [];
    const lastByte = [];
    let wire = 0;
    for (let run = 0; run < runs; run += 1) {
      // Lighthouse's mobile device (a Moto G Power: 412 × 823 at 1.75): the throttling named above is Lighthouse's too.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      const timing = await page.evaluate(
        () =>
          new Promise((done) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              const paint = performance.getEntriesByName('first-contentful-paint')[0];
              const navigation = performance.getEntriesByType('navigation')[0];
              done({ lcp: entries[entries.length - 1].startTime, fcp: paint ? paint.startTime : NaN, wire: navigation ? navigation.transferSize : 0, first: navigation ? navigation.responseStart : NaN, last: navigation ? navigation.responseEnd : NaN });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      fcp.push(timing.fcp);
      firstByte.push(timing.first);
      lastByte.push(timing.last);
      lcp.push(timing.lcp);
      wire = timing.wire;
      await context.close();
    }
    const html = readFileSync(`${process.env.PUBLISH_DIR ?? 'published'}/current/127.0.0.1${path}index.html`);
    console.log(`${name.padEnd(26)}${median(firstByte).toFixed(0).padStart(10)}${median(lastByte).toFixed(0).padStart(11)}${median(fcp).toFixed(0).padStart(6)}${median(lcp).toFixed(0).padStart(9)}${String(wire).padStart(13)}${String(gzipSync(html, { level: 9 }).length).padStart(16)}`);
  }
  if (lighthouseRuns > 0) {
    console.log(`\nLighthouse 12, mobile (simulated throttling), median of ${String(lighthouseRuns)} runs`);
    console.log('page                      performance  accessibility  FCP ms   LCP ms   TBT ms   audits that cost points');
    for (const [name, path] of PAGES) {
      const results = [];
      for (let run = 0; run < lighthouseRuns; run += 1) results.push(await runLighthouse(`${origin}${path}`, { port: DEBUGGING_PORT, preset: 'mobile' }));
      const metric = (id) => median(results.map((result) => result.metrics[id] ?? Number.NaN)).toFixed(0);
      const failing = [...new Set(results.flatMap((result) => result.failing.filter((audit) => audit.category === 'performance' || audit.category === 'accessibility').map((audit) => audit.id)))];
      console.log(
        `${name.padEnd(26)}${String(median(results.map((result) => result.scores.performance))).padStart(11)}${String(median(results.map((result) => result.scores.accessibility))).padStart(15)}${metric('first-contentful-paint').padStart(8)}${metric('largest-contentful-paint').padStart(9)}${metric('total-blocking-time').padStart(9)}   ${failing.join(', ') || '-'}`,
      );
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
