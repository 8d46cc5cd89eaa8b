/* global document, window, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// The first search over all configured OpenAPI documents (issue #35, item 1): the OpenAPI deployment's home loaded
// cold and left to settle (network idle, then an idle callback), then two ways, each in a page of its own:
// - by address: the address changed to the search page with the query (as a link to a search does), timed from that
//   change to the frame after the first result is drawn: nothing of the search was loaded before;
// - typed: the header's box entered, the query typed at 150 ms a key, Enter; timed from Enter to that frame. The box
//   entered starts the search's loading (prepareSearch), as a reader's does.
// Both paths: the build's list (compiled) and a runtime list naming every configured document whole (raw).
import { median } from './preview.mjs';

/**
 * In the page: the time until the first search hit has been painted, from the hash set to `hash` (then set here), or
 * without one from the Enter key recorded as `window.enterAt`.
 */
const untilFirstHit = (page, hash, timeoutMs) =>
  page.evaluate(
    ([newHash, timeout]) =>
      new Promise((resolve) => {
        const start = newHash ? performance.now() : window.enterAt;
        if (newHash) window.location.hash = newHash;
        const check = () => {
          const hits = document.querySelectorAll('[data-testid="search-hit"]').length;
          const status = document.querySelector('[data-testid="search-count"]')?.textContent ?? '';
          if (hits) setTimeout(() => resolve({ ms: performance.now() - start, status }), 0);
          else if (performance.now() - start > timeout) resolve({ ms: Number.NaN, status });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [hash, timeoutMs],
  );

/** In the page: the query typed into the header's box, then the time from Enter until the first search hit has been painted. */
const untilFirstHitTyped = async (page, query, timeoutMs) => {
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.focus();
  await box.pressSequentially(query, { delay: 150 });
  await page.evaluate(() => {
    document.addEventListener('keydown', (event) => event.key === 'Enter' && Object.assign(window, { enterAt: performance.now() }), { capture: true, once: true });
  });
  await box.press('Enter');
  return untilFirstHit(page, '', timeoutMs);
};

const WAYS = ['by address', 'typed'];

/** `origins`: label → origin serving the portal (the list it reads decides the path). */
export const measureFirstSearch = async (browser, origins, { runs, query, progress, timeoutMs = 60_000 }) => {
  const report = { query, results: {} };
  const labels = Object.keys(origins).flatMap((label) => WAYS.map((way) => `${label}, ${way}`));
  const times = Object.fromEntries(labels.map((label) => [label, []]));
  const statuses = {};
  for (let run = 0; run < runs; run += 1) {
    for (const [label, origin] of Object.entries(origins)) {
      for (const way of WAYS) {
        progress(`first search: ${label}, ${way}, run ${String(run + 1)} of ${String(runs)}`);
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
        await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
        const page = await context.newPage();
        try {
          await page.goto(`${origin}/?variant=external&docs=openapi#/home`);
          await page.getByRole('banner').waitFor();
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve, { timeout: 2_000 })));
          const { ms, status } = way === 'typed' ? await untilFirstHitTyped(page, query, timeoutMs) : await untilFirstHit(page, `#/searchResult?q=${encodeURIComponent(query)}`, timeoutMs);
          times[`${label}, ${way}`].push(ms);
          statuses[`${label}, ${way}`] = status;
        } finally {
          await context.close();
        }
      }
    }
  }
  for (const [label, values] of Object.entries(times)) report.results[label] = { firstHitMs: median(values.map((value) => (Number.isNaN(value) ? Number.POSITIVE_INFINITY : value))), runs: values, status: statuses[label] };
  return report;
};
