import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { SilenceOptions } from './test/e2e/fixtures';
import { FOREIGN_API_ORIGIN } from './test/e2e/foreign-api';

/** System Chromium first (CHROMIUM_PATH, then Debian's), Playwright's own browser last. */
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
const port = Number(process.env.E2E_PORT ?? 4173);
/** The dev server of the StrictMode pass (docs/testing.md); beside the preview port unless named. */
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 1000);
/** The production shape (`npm run serve`: nginx in front of the standalone sandbox); its sandbox on the next port. */
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 2000);
/** The walk that runs on the dev server and under nginx as well (React's StrictMode runs effects twice there). */
const SMOKE = /smoke\.spec\.ts$/;
/** What only the nginx project runs: its headers, cache rules, proxy and CSP. */
const NGINX = /nginx-[\w-]+\.spec\.ts$/;
/** Sign-in through the sandbox's login pages of both variants, whose cookies pass through nginx's proxy. */
const LOGINS = /(session|staff-login)\.spec\.ts$/;

/** The production bundle (built by `npm run test:e2e`) served with the sandbox backend, on `at`. */
const previewOn = (at: number) => ({
  command: `node node_modules/vite/bin/vite.js preview --port ${String(at)} --strictPort`,
  url: `http://127.0.0.1:${String(at)}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});
/** The route walk's only server. */
export const previewServer = previewOn(port);
/**
 * The build project's workers (`E2E_WORKERS`, default 1), each with its own preview server: tests reset and change the
 * sandbox's state, which lives in its server (docs/testing.md). The fixture picks the worker's (`serverPerWorker`).
 * CI keeps one: on its slow 2-core machine two workers gave 1.35× and made heavy pages miss their waits.
 */
const BUILD_WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const buildServers = Array.from({ length: BUILD_WORKERS }, (_, index) => previewOn(port + index));

export default defineConfig<SilenceOptions>({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: BUILD_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every spec against the production bundle.
    {
      name: 'build',
      testIgnore: NGINX,
      use: { baseURL: `http://127.0.0.1:${port}`, serverPerWorker: buildServers.map((server) => server.url.slice(0, -1)) },
    },
    // The smoke walk again against the dev server, where StrictMode mounts, unmounts and remounts every effect.
    // Its full page loads fetch hundreds of unbundled modules: slower than a built page on a loaded machine.
    { name: 'dev', testMatch: SMOKE, workers: 1, use: { baseURL: `http://127.0.0.1:${devPort}`, developmentBuild: true }, expect: { timeout: 15_000 } },
    // The smoke walk, the logins and the deployment's own tests against the built portal as nginx serves it, under its CSP.
    // One worker: its one sandbox's state is reset and changed by the tests.
    { name: 'nginx', testMatch: [SMOKE, NGINX, LOGINS], workers: 1, use: { baseURL: `http://127.0.0.1:${nginxPort}` } },
  ],
  webServer: [
    ...buildServers,
    {
      // The dev server (its own sandbox): modules unbundled, React in development mode under <StrictMode>.
      command: `node node_modules/vite/bin/vite.js --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // nginx with the generated configuration in front of the standalone sandbox (docs/deployment.md).
      command: `node scripts/serve.mjs`,
      env: { PORT: String(nginxPort), TRY_IT_ORIGINS: FOREIGN_API_ORIGIN },
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
