// A worker of scripts/openapi-corpus.mjs: checks one document per message with the portal's reader (TypeScript,
// loaded through Vite) and answers its result. Garbage is collected before each document, so the heap it reports is
// what that document's reading holds.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { importTypeScript } from './typescript-module.mjs';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');
const module = await importTypeScript('./scripts/lib/openapi-corpus-check.ts');

parentPort.on('message', async (file) => {
  collect();
  parentPort.postMessage(await module.checkDocument(file, collect));
});
