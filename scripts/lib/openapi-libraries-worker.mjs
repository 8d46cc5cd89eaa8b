// A worker of scripts/openapi-libraries.mjs: reads one document per message ({ file, candidate }) with one reader
// (the portal's, loaded through Vite as the corpus worker loads it, or a library) and answers its result.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { importTypeScript } from './typescript-module.mjs';

const portal = await importTypeScript('./scripts/lib/openapi-libraries-portal.ts');
const libraries = {
  scalar: async () => (await import('./openapi-library-scalar.mjs')).readWithScalar,
  redocly: async () => (await import('./openapi-library-redocly.mjs')).readWithRedocly,
};

const firstLine = (error) => String(error instanceof Error ? `${error.name}: ${error.message}` : error).split('\n')[0];

const readWithLibrary = async (file, read) => {
  const steps = {};
  const step = async (name, work) => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      steps[name] = (steps[name] ?? 0) + performance.now() - started;
    }
  };
  const total = () => Object.values(steps).reduce((sum, ms) => sum + ms, 0);
  try {
    const source = await step('read', () => readFile(file, 'utf8'));
    const { accepted, errors, message, document } = await read(source, step, file);
    const version = document?.openapi ?? document?.swagger;
    return { outcome: accepted ? 'accepted' : 'rejected', errors, message, operations: portal.countOperations(document), version, ms: total(), steps };
  } catch (error) {
    return { outcome: 'exception', message: firstLine(error), ms: total(), steps };
  }
};

parentPort.on('message', async ({ file, candidate }) => {
  const result = candidate === 'portal' ? await portal.readWithPortal(file) : await readWithLibrary(file, await libraries[candidate]());
  parentPort.postMessage({ file, candidate, ...result });
});
