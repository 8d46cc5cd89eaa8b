import { defineConfig } from '@playwright/test';
import base, { previewServer } from './playwright.config';

/**
 * The route walker (docs/walker.md): the browser tests' browser and preview server (the production build with the
 * sandbox), its own folder and reporter. `npm run walk` builds first; `npm test` runs it after the browser tests.
 */
export default defineConfig({
  ...base,
  testDir: 'test/walk',
  testMatch: 'walk.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.WALK_WORKERS ?? 2),
  retries: 0,
  reporter: [['./test/walk/walk-reporter.ts']],
  outputDir: 'test-results/walk/artifacts',
  // Neither the dev server nor nginx: the walk reads the production build only.
  webServer: previewServer,
});
