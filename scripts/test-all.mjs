#!/usr/bin/env node
// `npm test`: type check and lint (with the layer rule) side by side, then unit/contract/component tests, production
// build, browser tests and the route walk (docs/walker.md), in that order; stops at the first failing step and always
// ends with one summary line "tests: N passed, N failed" counted from the runners' JSON reports (each walked page
// counts: clean passes, a page with findings fails), after a line with each step's time.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = 'test-results';
rmSync(`${out}/vitest.json`, { force: true });
rmSync(`${out}/playwright.json`, { force: true });
rmSync(`${out}/walk/summary.json`, { force: true });
mkdirSync(out, { recursive: true });

/** Steps in order; the two checks of the first group run side by side (each is mostly one core's work). */
const steps = [
  [
    ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
  ],
  [['unit, contract and component tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`]]],
  [['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']]],
  [['browser tests', 'npx', ['playwright', 'test']]],
  [['route walk', 'npx', ['playwright', 'test', '-c', 'playwright.walk.config.ts']]],
];

/** Runs a step: alone, its output goes straight to the terminal; beside another, it is printed whole when it ends. */
const run = (name, command, args, alone) =>
  new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${name} ===`);
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) console.log(`\n=== ${name} ===\n${Buffer.concat(output).toString('utf8')}`);
      resolve({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });

let failedStep;
const took = [];
for (const group of steps) {
  const results = await Promise.all(group.map(([name, command, args]) => run(name, command, args, group.length === 1)));
  took.push(...results.map(({ name, seconds }) => `${name} ${String(seconds)} s`));
  failedStep = results.find((result) => result.status !== 0)?.name;
  if (failedStep) break;
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = read(`${out}/vitest.json`);
const playwright = read(`${out}/playwright.json`);
const walk = read(`${out}/walk/summary.json`);
const walkPassed = walk ? walk.pages - walk.pagesWithFindings : 0;
const walkFailed = (walk?.pagesWithFindings ?? 0) + (walk?.brokenRuns ?? 0);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0) + walkPassed;
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + walkFailed;

// Where the time went: CI stops the run after 90 minutes, and the aim is under 45 (docs/testing.md).
console.log(`\nsteps: ${took.join(', ')}`);
if (failedStep) console.log(`\nFAILED at step: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
