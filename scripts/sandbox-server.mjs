#!/usr/bin/env node
// `npm run sandbox`: the sandbox backend alone over HTTP (default http://127.0.0.1:8787; PORT and HOST change it).
// Vite's runnerImport loads the TypeScript handlers, so Node 20 needs no type stripping.
import { createServer } from 'node:http';
import { runnerImport } from 'vite';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const { module } = await runnerImport('./src/sandbox/middleware.ts');
const middleware = module.createSandboxMiddleware();

createServer((req, res) =>
  middleware(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ code: 404, message: 'not a sandbox path (/lcp-rest, /__sandbox, /admin, /intl-admin)' }));
  }),
).listen(port, host, () => console.log(`sandbox backend on http://${host}:${port}/__sandbox/`));
