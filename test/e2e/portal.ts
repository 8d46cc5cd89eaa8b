import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

export interface Visit {
  readonly variant?: 'internal' | 'external';
  readonly locale?: 'zh-cn' | 'en-us';
  /** International site path prefix. */
  readonly site?: 'us' | 'eu';
  readonly route?: string;
  /** Documents from the sandbox's OpenAPI documents instead of lcp-rest (docs/openapi.md). */
  readonly docs?: 'openapi';
}

/** Opens the portal as a deployment variant (the query chooses it on local hosts) in a language. */
export const visit = async (page: Page, { variant = 'external', locale, site, route = '/home', docs }: Visit = {}) => {
  if (locale) {
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('e2e.locale-set')) {
        localStorage.setItem('lcp.locale', value);
        sessionStorage.setItem('e2e.locale-set', '1');
      }
    }, locale);
  }
  await page.goto(`${site ? `/${site}/` : '/'}?variant=${variant}${docs ? `&docs=${docs}` : ''}#${route}`);
};

/** Signs a seeded sandbox user in (docs/sandbox.md) without going through a login page. */
export const signIn = async (page: Page, pin: string) => {
  const response = await page.request.post('/__sandbox/sign-in', { form: { pin } });
  expect(response.ok()).toBe(true);
};

/** Everything the page has in local and session storage and in cookies, as one text (where a secret must not be). */
export const storedText = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`)).join('\n') + document.cookie,
  );

/** Resets the sandbox, so tests do not see each other's sign-ins. */
export const resetSandbox = async (page: Page) => {
  const response = await page.request.post('/__sandbox/reset');
  expect(response.ok()).toBe(true);
};

/**
 * Waits for the page's finite animations: a dialog still fading in has see-through text, which axe reports as low
 * contrast. An animation still running after two seconds is made to finish: Chromium does not advance an animation
 * inside a region it skips (`content-visibility: auto` off screen), and its `finished` would wait for good.
 */
export const finishAnimations = (page: Page) =>
  page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    const ended = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    for (const animation of running) {
      if (animation.playState === 'running' || animation.playState === 'paused') {
        try {
          animation.finish();
        } catch {
          // An animation with an endless effect cannot finish; there is nothing more to wait for.
        }
      }
    }
  });

/** axe's violations of serious or critical impact, one line each: rule id and the nodes it found (selector and markup). */
export const seriousViolations = (violations: readonly Pick<Result, 'id' | 'impact' | 'nodes'>[]): string[] =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`);

/** No axe violation of serious or critical impact, checked once the page's finite animations have ended. */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  await finishAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(seriousViolations(results.violations)).toEqual([]);
};

/** Presses each "Show all … fields" of the parameter tables in `scope`: a large tree otherwise draws only the rows the reader reaches (docs/openapi.md). */
export const pressShowAll = async (scope: Locator) => {
  // One at a time: a pressed button goes, so the next is always the first. A button can also go before it is pressed
  // (its table drew its last rows), so a press that finds none is not a failure.
  const buttons = scope.locator('button.param-more-all');
  for (let pressed = 0; pressed < 20 && (await buttons.count()) > 0; pressed += 1) await buttons.first().click({ timeout: 2_000 }).catch(() => undefined);
};

/** Every row of the parameter tables in `scope` drawn: each table's "Show all" pressed, none drawing or with rows to come. */
export const drawAllRows = async (scope: Locator, timeout = 30_000) => {
  await pressShowAll(scope);
  await expect(scope.locator('tbody[aria-busy]')).toHaveCount(0, { timeout });
  await expect(scope.locator('td.param-more')).toHaveCount(0, { timeout });
};
