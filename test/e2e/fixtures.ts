import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Every browser test imports `test` from here, never from '@playwright/test': a test fails on any uncaught page
 * error, unhandled rejection, React error or `console.error` in any page of its context, unless the test names that
 * message beforehand with `expectPageErrors(...)` (or `test.use({ expectedPageErrors: [...] })` for a whole file).
 */
export type ExpectedError = string | RegExp;

export interface SilenceOptions {
  readonly expectedPageErrors: readonly ExpectedError[];
  /**
   * Servers of the project, one per worker (playwright.config.ts): each test's `baseURL` is its worker's, so two
   * workers never share a sandbox whose state the tests reset. Empty: the project's `baseURL`.
   */
  readonly serverPerWorker: readonly string[];
}

interface SilenceFixtures {
  /** Names messages this test expects (a dead backend's failed loads, say); any other error still fails it. */
  readonly expectPageErrors: (...messages: ExpectedError[]) => void;
  readonly namedPageErrors: ExpectedError[];
  readonly pageErrorGuard: undefined;
}

const matches = (text: string, expected: ExpectedError) =>
  typeof expected === 'string' ? text.includes(expected) : expected.test(text);

const describeConsole = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
};

export const test = base.extend<SilenceOptions & SilenceFixtures>({
  expectedPageErrors: [[], { option: true }],
  serverPerWorker: [[], { option: true }],
  baseURL: async ({ baseURL, serverPerWorker }, use, testInfo) => {
    await use(serverPerWorker[testInfo.parallelIndex % Math.max(serverPerWorker.length, 1)] ?? baseURL);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  namedPageErrors: async ({}, use) => {
    await use([]);
  },
  expectPageErrors: async ({ namedPageErrors }, use) => {
    await use((...messages) => namedPageErrors.push(...messages));
  },
  pageErrorGuard: [
    async ({ context, expectedPageErrors, namedPageErrors }, use) => {
      const seen: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') seen.push(describeConsole(message));
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      // A CSP violation is a failure wherever it happens (under nginx's policy; the Vite servers send none).
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${String(event.lineNumber)})`);
        });
      });
      await use(undefined);
      const expected = [...expectedPageErrors, ...namedPageErrors];
      const unexpected = seen.filter((text) => !expected.some((pattern) => matches(text, pattern)));
      expect(unexpected, 'page errors and console errors that this test did not name').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, APIResponse, Locator, Page, Request, Route } from '@playwright/test';
