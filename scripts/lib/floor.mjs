// The floor (issue #35, item 2): the first contentful paint of the portal's simplest page (`#/404`: the header and one
// message, its chunk loaded on demand) and of home, cold contexts, on the page's own clock
// (`performance.getEntriesByName('first-contentful-paint')`), medians of `runs`, the two interleaved.
import { median } from './preview.mjs';

export const FLOOR_ROUTES = { 'simplest page (#/404)': '/?variant=external#/404', home: '/?variant=external#/home' };

export const measureFloor = async (browser, origin, { runs, progress }) => {
  const paints = Object.fromEntries(Object.keys(FLOOR_ROUTES).map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, route] of Object.entries(FLOOR_ROUTES)) {
      progress(`floor: ${name}, run ${String(run + 1)} of ${String(runs)}`);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
      await context.addInitScript(() => localStorage.setItem('lcp.locale', 'en-us'));
      const page = await context.newPage();
      await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
      const fcp = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { timeout: 30_000 });
      paints[name].push(await fcp.jsonValue());
      await context.close();
    }
  }
  return Object.fromEntries(Object.entries(paints).map(([name, values]) => [name, { fcpMs: median(values), route: FLOOR_ROUTES[name] }]));
};
