import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test, type BrowserContext, type Page, type Request } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { sayPolicyViolations } from '../e2e/policy-violations';
import { finishAnimations, seriousViolations } from '../e2e/portal';
import { brokenIdentifiers, readFailure, readPage, weakFocusRings } from './page-checks';
import { FAILURE_ROUTE_IDS, openApiTargets, walkTargets, WALK_ROUTES, type WalkTarget, type WalkVariant } from './walk-routes';
import { WALK_OUTPUT, type Finding, type PageResult, type WalkRun } from './walk-result';

/**
 * The route walker (docs/walker.md): every route of both variants and of one international site, in both languages,
 * at desktop and phone size, signed out and signed in, in six combinations that walk every pair of those on every
 * route; each route pattern once more at 1024 and 768 px; one page
 * of each page type with the backend failing; and a sample of the pages of the deployment on OpenAPI documents. One
 * test per combination; each opens its pages one after the other in one tab (hash navigation, as a user clicking links
 * does) and attaches its results for the walk reporter.
 */
interface Site {
  readonly name: string;
  readonly variant: WalkVariant;
  /** The page's address before the hash. */
  readonly base: string;
  /** The seeded user who signs in (docs/sandbox.md). */
  readonly user: string;
}

const SITES: readonly Site[] = [
  { name: 'internal', variant: 'internal', base: '/?variant=internal', user: 'staff.dev' },
  { name: 'external', variant: 'external', base: '/?variant=external', user: 'merchant.dev' },
  { name: 'us', variant: 'external', base: '/us/?variant=external', user: 'intl.dev' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
] as const;
type Locale = 'zh-cn' | 'en-us';
interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly phone: boolean;
}
/** Identifiers must be whole from this width (issue #32 M5). */
const WIDE_FROM = 1280;
/** The controls of the header and of the main content whose focus ring each page measures. */
const FOCUS_SAMPLE = 24;
/** The backend's calls that fail on the failing-backend pages: all but the session's, as test/e2e/failures.spec.ts. */
const FAILING_CALL = /\/lcp-rest\//;
const KEPT_CALL = /getUserInfo|newMessage/;

/** A page has settled when no request has been open for this long (or at the latest after SETTLE_MAX_MS). */
const QUIET_MS = 250;
const SETTLE_MAX_MS = 8_000;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A loading line, spinner or skeleton on screen: the page's code or data is still on its way (not every wait is a request).
 * So is an empty app root: on a slow machine the entry evaluates for half a second after every request has ended (the
 * first read, started by the start-up script, may even have failed by then), and nothing is drawn yet.
 * A page that is navigating away (a sign-in-only page sending a visitor to the sign-in page) says so
 * (`data-redirecting`) and then has no document to read for a moment: both count as still loading.
 */
const stillLoading = (page: Page) =>
  page
    .evaluate(
      () =>
        document.getElementById('root')?.childElementCount === 0 ||
        [...document.querySelectorAll('.chakra-spinner, [data-skeleton], [data-redirecting]')].some((loading) => loading.getClientRects().length > 0),
    )
    .catch(() => true);

const settle = async (page: Page, open: Set<Request>, progress: { phase: string }) => {
  const deadline = Date.now() + SETTLE_MAX_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (open.size > 0 || (await stillLoading(page))) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
  }
  progress.phase = 'waiting for animations to end';
  await finishAnimations(page).catch(() => undefined);
};

/**
 * Bands off screen are laid out only near the viewport (content-visibility: auto, src/ui/pages/common/page-section).
 * axe scrolls each element into view to read its colours; an estimated band height then moves the page under it and
 * it reads another band's background. Scrolling through the page first, as a reader does, gives every band its real
 * height (remembered by `contain-intrinsic-size: auto`), then the page goes back to its top.
 */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    // A frame, or a tenth of a second when the tab draws no frames: the scroll goes on either way.
    const frame = () => new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 100);
    });
    for (let step = 0; step < 40 && window.scrollY + window.innerHeight < document.documentElement.scrollHeight; step++) {
      window.scrollBy(0, window.innerHeight);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });

const runAxe = async (page: Page): Promise<string[]> => {
  const results = await page.evaluate(() => (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({ resultTypes: ['violations'] }));
  return seriousViolations(results.violations);
};

/**
 * axe once per page; its script is injected once per document (hash navigation keeps the document). A finding must
 * hold on the page at rest: when the first run finds something, the page gets half a second more and axe runs again,
 * and only what both runs found counts (a control caught mid-fade, once in a few hundred pages, is not the page).
 */
const axeFindings = async (page: Page, progress: { phase: string }): Promise<string[]> => {
  progress.phase = 'scrolling through the page';
  await scrollThrough(page);
  progress.phase = 'waiting for animations to end before axe';
  // A control enabled as its code arrives fades in (0.2 s): axe would read its colours half-way.
  await finishAnimations(page).catch(() => undefined);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  progress.phase = 'running axe';
  const first = await runAxe(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  await finishAnimations(page).catch(() => undefined);
  const again = await runAxe(page);
  return first.filter((finding) => again.includes(finding));
};

const slug = (text: string) => text.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 80) || 'root';

/**
 * A page that has not been read after this long has stopped answering (a tab or browser that hangs, not a slow page:
 * the slowest settle in 1,250 pages is SETTLE_MAX_MS). It becomes a finding that names the step, and the walk goes on
 * in a fresh tab instead of the whole combination running into the test's time limit with nothing reported.
 */
const PAGE_BUDGET_MS = 60_000;
/** The work's result, or undefined when it has not ended within `ms` (the work, left behind, may fail unheard). */
const withinBudget = async <T>(work: Promise<T>, ms: number): Promise<T | undefined> => {
  work.catch(() => undefined);
  let timer: Parameters<typeof clearTimeout>[0];
  try {
    return await Promise.race([work, new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
};

/** One tab and what the walk watches in it: the requests still open and the errors of the page being read. */
interface Tab {
  readonly page: Page;
  readonly open: Set<Request>;
  readonly errors: string[];
  /** The addresses the tab's document went to while the current page was read (a full navigation, not a hash change). */
  readonly navigations: string[];
}

const openTab = async (context: BrowserContext): Promise<Tab> => {
  const page = await context.newPage();
  await page.addInitScript(sayPolicyViolations);
  const tab: Tab = { page, open: new Set<Request>(), errors: [], navigations: [] };
  page.on('request', (request) => tab.open.add(request));
  page.on('requestfinished', (request) => tab.open.delete(request));
  page.on('requestfailed', (request) => tab.open.delete(request));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) tab.navigations.push(frame.url());
  });
  page.on('pageerror', (error) => tab.errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') tab.errors.push(`console.error: ${message.text()}`);
  });
  return tab;
};

interface Step {
  readonly combo: string;
  readonly routeId: string;
  readonly url: string;
  readonly screenshot: string;
  readonly locale: Locale;
  readonly viewport: Viewport;
  /** The backend's calls fail (the failing-backend combination): how many failed while this page was open. */
  readonly failedCalls?: () => number;
  /** Words to type into the finder, opened once the page has settled (WalkTarget.finder). */
  readonly finder?: string;
  /** What the page is read after (WalkTarget.ready). */
  readonly ready?: string;
}

/** How long a page's part that comes after it (WalkTarget.ready) may take once the page has settled. */
const READY_TIMEOUT_MS = 15_000;

const FINDER = '[data-testid="finder"]';
/** The finder's first search in a tab reads every document of an OpenAPI deployment (GitHub's 13 MB among them). */
const FINDER_TIMEOUT_MS = 30_000;

/** What the finder shows: the words in its box, its status line, and its list's lines and opacity (a finding's detail). */
const finderState = (page: Page) =>
  page
    .evaluate((finder) => {
      const root = document.querySelector(finder);
      if (!root) return 'no finder';
      const box = root.querySelector<HTMLInputElement>('[role="combobox"]');
      const list = root.querySelector('[role="listbox"]');
      const status = root.querySelector('[role="status"]')?.textContent ?? '';
      const focus = document.activeElement === box ? 'focused' : `focus on ${document.activeElement?.tagName ?? 'nothing'}`;
      const lines = list ? `${String(list.querySelectorAll('[role="option"]').length)} lines at opacity ${getComputedStyle(list).opacity}` : 'no list';
      return `box "${box?.value ?? '(none)'}" ${focus}, status "${status}", ${lines}`;
    }, FINDER)
    .catch((error: unknown) => `unreadable: ${String(error)}`);

/**
 * Opens the finder as the keyboard does (Ctrl+K) and types the words; done when its suggestions for them are shown
 * (the list at full opacity: a fainter one still shows an earlier query's). Its searches go to a worker, which the
 * settling, watching requests, does not see. A failure says which wait ran out and what the finder showed.
 */
const openFinder = async (page: Page, words: string) => {
  await page.keyboard.press('Control+k');
  const focused = await page
    .waitForFunction((finder) => document.activeElement?.matches(`${finder} [role="combobox"]`) ?? false, FINDER, { timeout: FINDER_TIMEOUT_MS })
    .then(() => true, () => false);
  if (!focused) throw new Error(`its box did not take focus within ${String(FINDER_TIMEOUT_MS / 1000)} s (${await finderState(page)})`);
  await page.keyboard.type(words);
  const shown = await page
    .waitForFunction(
      (finder) => {
        const list = document.querySelector(`${finder} [role="listbox"]`);
        return list !== null && list.querySelector('[role="option"]') !== null && getComputedStyle(list).opacity === '1';
      },
      FINDER,
      { timeout: FINDER_TIMEOUT_MS },
    )
    .then(() => true, () => false);
  if (!shown) throw new Error(`no fresh suggestions within ${String(FINDER_TIMEOUT_MS / 1000)} s of typing (${await finderState(page)})`);
};

const takeScreenshot = (page: Page, path: string) =>
  page.screenshot({ path, type: 'jpeg', quality: 50, timeout: 15_000 }).then(
    () => path,
    () => undefined,
  );

/** What a page's result says of the step and of the address the tab ended at. */
const resultOf = (step: Step, landed: URL) => ({
  combo: step.combo,
  routeId: step.routeId,
  url: step.url,
  landed: `${landed.pathname}${landed.search}${landed.hash}`,
});

/** The sandbox's sign-in page, if the tab's document went there while the current page was read. */
const signInPage = (navigations: readonly string[]) => navigations.map((address) => new URL(address)).find((address) => address.pathname.startsWith('/__sandbox/'));

/** Opens one address in the tab and reads it; `progress.phase` says where it is, for a page that stops answering. */
const walkPage = async ({ page, open, errors, navigations }: Tab, step: Step, progress: { phase: string }): Promise<PageResult> => {
  const pageStarted = Date.now();
  errors.length = 0;
  navigations.length = 0;
  const findings: Finding[] = [];
  try {
    await page.goto(step.url);
  } catch (error) {
    findings.push({ kind: 'error', detail: `navigation failed: ${String(error)}` });
  }
  progress.phase = 'settling';
  await settle(page, open, progress);
  if (step.ready !== undefined && !(await page.locator(step.ready).count().catch(() => 0))) {
    progress.phase = `waiting for ${step.ready}`;
    const missing = await page.waitForSelector(step.ready, { state: 'attached', timeout: READY_TIMEOUT_MS }).then(() => false, () => true);
    if (missing) findings.push({ kind: 'error', detail: `${step.ready} did not show within ${String(READY_TIMEOUT_MS / 1000)} s of the page settling` });
    progress.phase = 'settling';
    await settle(page, open, progress);
  }
  if (step.finder !== undefined) {
    progress.phase = 'opening the finder';
    const failed = await openFinder(page, step.finder).then(() => undefined, (error: unknown) => (error instanceof Error ? error.message : String(error)));
    if (failed) findings.push({ kind: 'error', detail: `the finder did not show suggestions for "${step.finder}": ${failed}` });
    progress.phase = 'settling with the finder open';
    await settle(page, open, progress);
  }
  const settled = Date.now();
  let axeMs = 0;
  let measuresMs = 0;
  const landed = new URL(page.url());
  let backendChinese: string[] = [];
  let note: string | undefined;
  if (landed.pathname.startsWith('/__sandbox/')) {
    // A sign-in-only page sent a visitor to the sandbox's sign-in page: not the portal's, nothing to check.
    note = `went to ${landed.pathname} (sign-in)`;
  } else {
    progress.phase = 'reading the page';
    const reading = await page.evaluate(readPage, { english: step.locale === 'en-us', phone: step.viewport.phone });
    for (const text of reading.markupAsText) findings.push({ kind: 'markup', detail: text });
    if (reading.sideways) {
      const { scrollWidth, innerWidth, culprits } = reading.sideways;
      findings.push({ kind: 'sideways', detail: `page is ${scrollWidth}px wide in ${innerWidth}px: ${culprits.join('; ')}` });
    }
    for (const scroller of reading.unsignedScrollers) findings.push({ kind: 'scroller', detail: scroller });
    for (const text of reading.chinese.portal) findings.push({ kind: 'chinese', detail: text });
    backendChinese = reading.chinese.backend;
    if (reading.toasts.length > 1) findings.push({ kind: 'toasts', detail: `${reading.toasts.length} toasts: ${reading.toasts.join(' | ')}` });
    for (const heading of reading.emptyHeadings) findings.push({ kind: 'heading', detail: heading });
    if (reading.siblingWay === false) findings.push({ kind: 'siblings', detail: 'the page has a menu of its siblings, but neither its column nor its button shows' });
    if (step.failedCalls) note = `${String(step.failedCalls())} calls failed (the backend failing)`;
    if (step.failedCalls && step.failedCalls() > 0) {
      const failure = await page.evaluate(readFailure);
      const missing = [failure.blank ? 'the main content is blank' : '', failure.alerts.length === 0 ? 'no alert in the main content' : '', failure.alerts.length > 0 && !failure.wayOn ? 'no Retry or link in the alert' : ''].filter(Boolean);
      if (missing.length > 0) findings.push({ kind: 'failure', detail: `${String(step.failedCalls())} calls failed: ${missing.join('; ')}${failure.alerts.length ? ` (${failure.alerts.join(' | ')})` : ''}` });
    }
    const axeStarted = Date.now();
    const violations = await axeFindings(page, progress).catch((error: unknown) => [`axe failed: ${String(error)}`]);
    axeMs = Date.now() - axeStarted;
    for (const violation of violations) findings.push({ kind: 'axe', detail: violation });
    const measuresStarted = Date.now();
    if (step.viewport.width >= WIDE_FROM) {
      progress.phase = 'measuring identifiers';
      for (const identifier of await page.evaluate(brokenIdentifiers)) findings.push({ kind: 'identifier', detail: identifier });
    }
    // Last: focusing controls changes the page (a tooltip, a prefetch), which no other check should read.
    progress.phase = 'measuring focus rings';
    for (const ring of await page.evaluate(weakFocusRings, { sample: FOCUS_SAMPLE })) findings.push({ kind: 'focus', detail: ring });
    measuresMs = Date.now() - measuresStarted;
  }
  const signIn = signInPage(navigations);
  if (signIn && !landed.pathname.startsWith('/__sandbox/')) {
    // The sign-in page replaced the document during the reading (after the page had settled): what was read of it
    // is not the portal's page at rest; its errors still count.
    findings.length = 0;
    backendChinese = [];
    note = `went to ${signIn.pathname} (sign-in) while being read`;
  }
  // With the backend failing, the browser logs each failed call: that is the combination's premise, not a finding.
  for (const error of errors) if (!(step.failedCalls && /status of 500/.test(error))) findings.push({ kind: 'error', detail: error });
  // The screenshot is the report's evidence of a finding, not a check: a clean page has none (a third of a second
  // each), and one the browser cannot take in 15 s is left out.
  const shotStarted = Date.now();
  const screenshot = findings.length > 0 ? await takeScreenshot(page, step.screenshot) : undefined;
  return {
    ...resultOf(step, landed),
    findings,
    backendChinese,
    ...(note ? { note } : {}),
    ...(screenshot ? { screenshot } : {}),
    ms: Date.now() - pageStarted,
    phases: { settle: settled - pageStarted, screenshot: Date.now() - shotStarted, axe: axeMs, measures: measuresMs },
  };
};

/**
 * A full navigation that destroys the page's document while the walk reads it. A sign-in-only page sends a signed-out
 * visitor to the sandbox's sign-in page: that is noted, and the page's errors still count. Any other navigation is a
 * finding naming where the document went (a portal page should not replace its document by itself). Any other failure
 * stands and ends the combination.
 */
const navigatedAway = async (tab: Tab, step: Step, startedAt: number, error: unknown): Promise<PageResult> => {
  if (!/Execution context was destroyed/.test(String(error))) throw error;
  // The read fails as the new document commits, before the tab has reported where it went.
  await tab.page.waitForLoadState('load', { timeout: 10_000 }).catch(() => undefined);
  const landed = new URL(tab.page.url());
  const signIn = signInPage([...tab.navigations, landed.href]);
  const findings: Finding[] = tab.errors.map((detail) => ({ kind: 'error', detail }));
  if (!signIn) findings.push({ kind: 'error', detail: `the document was replaced while being read: went to ${[...new Set(tab.navigations)].join(' then ') || landed.href}` });
  return {
    ...resultOf(step, landed),
    findings,
    backendChinese: [],
    ...(signIn ? { note: `went to ${signIn.pathname} (sign-in) while being read` } : {}),
    ms: Date.now() - startedAt,
    phases: { settle: 0, screenshot: 0, axe: 0, measures: 0 },
  };
};

interface Combination {
  readonly site: Site;
  readonly locale: Locale;
  readonly viewport: Viewport;
  readonly signedIn: boolean;
  readonly theme: 'light' | 'dark';
  readonly targets: readonly WalkTarget[];
  /** The backend's calls fail (all but the session's). */
  readonly failing?: boolean;
  /** The deployment on OpenAPI documents (`?docs=openapi` on the site's address). */
  readonly openapi?: boolean;
}

/**
 * The full widths (1440 and the phone): every route of each site, in six combinations rather than all 24 of site,
 * language, width, sign-in and theme. Each site is walked in both languages, at both widths, signed in and out, in
 * both themes, and every pair of those (say Chinese on the phone, or signed out in dark) is walked on every route
 * (docs/walker.md).
 */
const FULL_WIDTHS = [
  ['internal', 'zh-cn', 'desktop', true, 'dark'],
  ['internal', 'en-us', 'phone', false, 'light'],
  ['external', 'zh-cn', 'phone', true, 'light'],
  ['external', 'en-us', 'desktop', false, 'dark'],
  ['us', 'zh-cn', 'desktop', false, 'light'],
  ['us', 'en-us', 'phone', true, 'dark'],
] as const;
const combinations: Combination[] = FULL_WIDTHS.map(([siteName, locale, viewportName, signedIn, theme]) => {
  const site = SITES.find((candidate) => candidate.name === siteName) as Site;
  const viewport = VIEWPORTS.find((candidate) => candidate.name === viewportName) as Viewport;
  return { site, locale, viewport, signedIn, theme, targets: walkTargets(site.variant) };
});

/**
 * The widths between (a tablet's, the menu column's first): each route pattern once per width, not every combination.
 * The internal site walks all its routes, the external site only the routes the internal one does not have; the
 * language, the sign-in and the theme alternate (docs/walker.md).
 */
const [internalSite, externalSite] = SITES as [Site, Site, Site];
const externalOnly = walkTargets('external').filter((target) => !(target.routeId in WALK_ROUTES.internal));
const TABLET_WIDTHS = [
  { viewport: { name: '1024', width: 1024, height: 768, phone: false }, internal: { locale: 'zh-cn', signedIn: true, theme: 'light' }, external: { locale: 'en-us', signedIn: false, theme: 'dark' } },
  { viewport: { name: '768', width: 768, height: 1024, phone: false }, internal: { locale: 'en-us', signedIn: false, theme: 'dark' }, external: { locale: 'zh-cn', signedIn: true, theme: 'light' } },
] as const;
for (const { viewport, internal, external } of TABLET_WIDTHS) {
  combinations.push({ site: internalSite, viewport, ...internal, targets: walkTargets('internal') });
  combinations.push({ site: externalSite, viewport, ...external, targets: externalOnly });
}

/**
 * The deployment on OpenAPI documents: its sample of pages (OPENAPI_WALK) at each width, the desktop and the phone in
 * both languages; the sites and the sign-in alternate, and the theme is dark signed in on the desktop and signed out
 * on the phone, so each language and each of the two sizes is read in both themes. The large
 * documents' API pages (OPENAPI_LARGE_UNITS) only at 1440 and on the phone, in English, where the identifiers, the
 * sideways scroll and the portal's Chinese are checked (docs/walker.md).
 */
const [desktop, phone] = VIEWPORTS;
const [wide1024, tablet768] = [TABLET_WIDTHS[0].viewport, TABLET_WIDTHS[1].viewport];
const usSite = SITES[2] as Site;
const OPENAPI_COMBINATIONS = [
  { site: internalSite, locale: 'en-us', viewport: desktop, signedIn: true, theme: 'dark', large: true },
  { site: externalSite, locale: 'zh-cn', viewport: desktop, signedIn: false, theme: 'light', large: false },
  { site: externalSite, locale: 'en-us', viewport: phone, signedIn: true, theme: 'light', large: true },
  { site: usSite, locale: 'zh-cn', viewport: phone, signedIn: false, theme: 'dark', large: false },
  { site: externalSite, locale: 'zh-cn', viewport: wide1024, signedIn: true, theme: 'light', large: false },
  { site: internalSite, locale: 'en-us', viewport: tablet768, signedIn: false, theme: 'dark', large: false },
] as const;
for (const { large, ...combination } of OPENAPI_COMBINATIONS) combinations.push({ ...combination, targets: openApiTargets(large), openapi: true });

/** One page of each page type with the backend failing, on the external site at 1024 px (the narrow menu's width). */
const firstOfEach = (ids: readonly string[]) => ids.flatMap((id) => walkTargets('external').find((target) => target.routeId === id) ?? []);
combinations.push({ site: externalSite, locale: 'en-us', viewport: TABLET_WIDTHS[0].viewport, signedIn: true, theme: 'light', targets: firstOfEach(FAILURE_ROUTE_IDS), failing: true });

test.describe.configure({ mode: 'parallel' });

for (const { site, locale, viewport, signedIn, theme, targets, failing, openapi } of combinations) {
  const combo = `${failing ? 'failing-backend ' : ''}${openapi ? 'openapi ' : ''}${site.name} ${locale} ${viewport.name} ${signedIn ? 'signed-in' : 'signed-out'} ${theme}`;
  const base = openapi ? `${site.base}&docs=openapi` : site.base;
  test(combo, async ({ browser, baseURL }, testInfo) => {
    testInfo.setTimeout(20 * 60_000);
    const context = await browser.newContext({
      baseURL,
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme: theme,
      ...(viewport.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
    });
    await context.addInitScript((value) => localStorage.setItem('lcp.locale', value), locale);
    if (signedIn) await context.request.post('/__sandbox/sign-in', { form: { pin: site.user } });
    let failedCalls = 0;
    if (failing) {
      await context.route(FAILING_CALL, (route) => {
        if (KEPT_CALL.test(route.request().url())) return route.continue();
        failedCalls += 1;
        return route.fulfill({ status: 500, body: 'down' });
      });
    }
    let tab = await openTab(context);

    const shots = `${WALK_OUTPUT}/shots/${slug(combo)}`;
    mkdirSync(shots, { recursive: true });
    const pages: PageResult[] = [];
    const started = Date.now();
    for (const [index, target] of targets.entries()) {
      failedCalls = 0;
      const step: Step = {
        combo,
        url: `${base}#${target.path}`,
        routeId: target.routeId,
        screenshot: `${shots}/${String(index).padStart(2, '0')}-${slug(target.path)}.jpg`,
        locale,
        viewport,
        ...(failing ? { failedCalls: () => failedCalls } : {}),
        ...(target.finder === undefined ? {} : { finder: target.finder }),
        ...(target.ready === undefined ? {} : { ready: target.ready }),
      };
      const progress = { phase: 'opening' };
      const pageStarted = Date.now();
      const result = await withinBudget(walkPage(tab, step, progress), PAGE_BUDGET_MS).catch((error: unknown) => navigatedAway(tab, step, pageStarted, error));
      if (result) {
        pages.push(result);
        continue;
      }
      // The page stopped answering (its tab or the browser hung): the finding names the step and what the tab still
      // answers, and the walk goes on in a new tab.
      const state = await withinBudget(tab.page.evaluate(() => `${document.visibilityState}, ${String(document.getAnimations().length)} animations, at ${location.hash}`), 5_000);
      pages.push({
        combo,
        routeId: target.routeId,
        url: step.url,
        landed: step.url,
        findings: [{ kind: 'error', detail: `no answer within ${String(PAGE_BUDGET_MS / 1000)} s while ${progress.phase} (the tab: ${state ?? 'no answer'})` }],
        backendChinese: [],
        ms: Date.now() - pageStarted,
        phases: { settle: 0, screenshot: 0, axe: 0, measures: 0 },
      });
      await tab.page.close({ runBeforeUnload: false }).catch(() => undefined);
      tab = await openTab(context);
    }
    await context.close();
    const run: WalkRun = { combo, pages, ms: Date.now() - started };
    await testInfo.attach('walk', { body: JSON.stringify(run), contentType: 'application/json' });
    const count = pages.reduce((sum, result) => sum + result.findings.length, 0);
    if (count > 0) throw new Error(`${combo}: ${count} findings (test-results/walk/report.html)`);
  });
}
