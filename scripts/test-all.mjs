#!/usr/bin/env node
// `npm test`: type check, lint (with the layer rule), unit/contract/component tests, production build, browser tests
// and the route walk (docs/walker.md), in that order; stops at the first failing step and always ends with one summary
// line "tests: N passed, N failed" counted from the runners' JSON reports (each walked page counts: clean passes, a
// page with findings fails).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = 'test-results';
rmSync(`${out}/vitest.json`, { force: true });
rmSync(`${out}/playwright.json`, { force: true });
rmSync(`${out}/walk/summary.json`, { force: true });
mkdirSync(out, { recursive: true });

const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit, contract and component tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`]],
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['browser tests', 'npx', ['playwright', 'test']],
  ['route walk', 'npx', ['playwright', 'test', '-c', 'playwright.walk.config.ts']],
];

let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = read(`${out}/vitest.json`);
const playwright = read(`${out}/playwright.json`);
const walk = read(`${out}/walk/summary.json`);
const walkPassed = walk ? walk.pages - walk.pagesWithFindings : 0;
const walkFailed = (walk?.pagesWithFindings ?? 0) + (walk?.brokenRuns ?? 0);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0) + walkPassed;
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + walkFailed;

if (failedStep) console.log(`\nFAILED at step: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
