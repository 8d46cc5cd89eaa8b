/* global document, window, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// Phones measured as phones (issue #35, item 3): the bench's Chromium with a 390×844 mobile context (isMobile,
// hasTouch, device scale 3), the CPU slowed 4× (`Emulation.setCPUThrottlingRate`) and a mobile network (150 ms round
// trip, 1.6 Mbps down, 750 Kbps up: `Network.emulateNetworkConditions`, also sent to every worker the page starts, as
// they fetch too), the cache off, a new context for every load. Medians of `runs`. The CPU slowdown reaches the
// page's main thread only: a busy loop in a worker ran at full speed under it (this portal reads its documents in a
// worker, Redoc searches in one), so the figures flatter what runs in workers.
import { timeToField } from './race-measure.mjs';
import { median } from './preview.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
export const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
export const CPU_RATE = 4;
const NOTHING_LEAVES = /^https?:\/\/(?!127\.0\.0\.1[:/])/;

/** A throttled phone's page, its workers' network throttled too (they are held until told, then released). */
export const phonePage = async (browser) => {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
  let blocked = 0;
  await context.route(NOTHING_LEAVES, (route) => {
    blocked += 1;
    return route.abort();
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', NETWORK);
  let next = 0;
  const tell = (sessionId, method, params = {}) => {
    next += 1;
    return session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: next, method, params }) }).catch(() => undefined);
  };
  session.on('Target.attachedToTarget', (event) => {
    void (async () => {
      await tell(event.sessionId, 'Network.enable');
      await tell(event.sessionId, 'Network.emulateNetworkConditions', NETWORK);
      await tell(event.sessionId, 'Runtime.runIfWaitingForDebugger');
    })();
  });
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  let crashed = false;
  page.on('crash', () => (crashed = true));
  return { context, page, blocked: () => blocked, crashed: () => crashed };
};

/** In the page: first contentful paint, and the main content's first heading drawn in the viewport (from navigation). */
const homeTimes = (page, timeoutMs) =>
  page.evaluate(
    (timeout) =>
      new Promise((resolve) => {
        const check = () => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const heading = document.querySelector('#main-content h1, #main-content h2');
          const rect = heading?.getBoundingClientRect();
          if (fcp !== undefined && rect && rect.height > 0 && rect.top < window.innerHeight) resolve({ fcpMs: fcp, mainMs: performance.now() });
          else if (performance.now() > timeout) resolve({ fcpMs: fcp ?? Number.NaN, mainMs: Number.NaN });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    timeoutMs,
  );

const middle = (values) => median(values.map((value) => (Number.isNaN(value) ? Number.POSITIVE_INFINITY : value)));

/**
 * `targets`: { home: url, deep: { label → { url, renderer, op, path, anchor } }, stripe: { same } } (renderer: the
 * race's kinds, race-measure.mjs). Each run takes every target in turn.
 */
export const runPhone = async ({ browser, home, groups, runs, progress, timeoutMs = 90_000 }) => {
  const homeRuns = { fcp: [], main: [] };
  const loads = Object.fromEntries(Object.entries(groups).map(([group, targets]) => [group, Object.fromEntries(Object.keys(targets).map((label) => [label, { ms: [], failures: [], blocked: 0 }]))]));
  for (let run = 0; run < runs; run += 1) {
    progress(`phone: home, run ${String(run + 1)} of ${String(runs)}`);
    const phone = await phonePage(browser);
    try {
      await phone.page.goto(home, { waitUntil: 'commit' });
      const times = await homeTimes(phone.page, timeoutMs);
      homeRuns.fcp.push(times.fcpMs);
      homeRuns.main.push(times.mainMs);
    } finally {
      await phone.context.close();
    }
    for (const [group, targets] of Object.entries(groups)) {
      for (const [label, target] of Object.entries(targets)) {
        progress(`phone: ${group}, ${label}, run ${String(run + 1)} of ${String(runs)}`);
        const own = loads[group][label];
        const phone = await phonePage(browser);
        try {
          await phone.page.goto(target.url, { waitUntil: 'commit' });
          const ms = await timeToField(phone.page, target.renderer, { op: target.op, path: target.path, anchor: target.anchor, timeoutMs });
          own.ms.push(ms);
          progress(`phone: ${label}: ${Number.isNaN(ms) ? 'not there' : `${ms.toFixed(0)} ms`}`);
        } catch (error) {
          own.ms.push(Number.NaN);
          own.failures.push(phone.crashed() ? 'crashed' : String(error).split('\n')[0]);
        } finally {
          own.blocked += phone.blocked();
          await phone.context.close();
        }
      }
    }
  }
  return {
    runs,
    home: { fcpMs: middle(homeRuns.fcp), mainMs: middle(homeRuns.main) },
    groups: Object.fromEntries(
      Object.entries(loads).map(([group, targets]) => [group, Object.fromEntries(Object.entries(targets).map(([label, own]) => [label, { ms: middle(own.ms), runs: own.ms, failures: [...new Set(own.failures)], blocked: own.blocked }]))]),
    ),
  };
};
