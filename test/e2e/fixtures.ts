import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { sayPolicyViolations } from './policy-violations';

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
  /** The pages run React's development build (the dev server), whose diagnostics include one known library false alarm. */
  readonly developmentBuild: boolean;
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

/**
 * React's development build warns "Can't perform a React state update on a component that hasn't mounted yet" when
 * TanStack Router commits a load while the first view is still rendering: its Transitioner hands the router a state
 * setter during render, and the portal renders the first view in a transition (slices) while the router's first load,
 * started before it, finishes (src/main/main.tsx). The update reaches the view as it commits; production builds say
 * nothing. Only that warning, recognised by the router's frame in its stack, becomes a warning here (docs/testing.md).
 */
const demoteRouterMountWarning = () => {
  const report = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [text] = args;
    if (typeof text === 'string' && text.startsWith("Can't perform a React state update on a component that hasn't mounted yet")) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      if (stack.includes('Transitioner.router.startTransition')) {
        console.warn(...args);
        return;
      }
    }
    report(...args);
  };
};

export const test = base.extend<SilenceOptions & SilenceFixtures>({
  expectedPageErrors: [[], { option: true }],
  serverPerWorker: [[], { option: true }],
  developmentBuild: [false, { option: true }],
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
    async ({ context, expectedPageErrors, namedPageErrors, developmentBuild }, use) => {
      const seen: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') seen.push(describeConsole(message));
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await context.addInitScript(sayPolicyViolations);
      if (developmentBuild) await context.addInitScript(demoteRouterMountWarning);
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
