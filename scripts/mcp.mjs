#!/usr/bin/env node
// `npm run mcp`: the docs MCP server over what `npm run publish` published (PUBLISH_DIR, default published/), over
// stdio for a developer's editor; `npm run mcp -- --http` over Streamable HTTP at http://MCP_HOST:MCP_PORT/mcp
// (default 127.0.0.1:4190), which nginx forwards /mcp to. MCP_SITE (common, us, eu; default common) picks the site
// whose pages it answers with. docs/publishing.md "For AI agents". A failure to start is said and exits 1.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const http = process.argv.includes('--http');
// Over stdio, stdout carries the protocol alone: anything else said goes to stderr.
if (!http) for (const name of ['log', 'info', 'warn', 'debug']) console[name] = console.error;

const fail = (message) => {
  console.error(`mcp: ${message}`);
  process.exit(1);
};
const site = process.env.MCP_SITE ?? 'common';
if (!['common', 'us', 'eu'].includes(site)) fail(`MCP_SITE must be common, us or eu, not "${site}"`);

try {
  const { module } = await runnerImport('./src/publish/mcp/serve-docs-mcp.ts', { configFile: false, logLevel: 'error' });
  const library = module.servedLibrary(resolve(process.env.PUBLISH_DIR ?? 'published'), site);
  library();
  if (http) {
    const port = Number(process.env.MCP_PORT ?? 4190);
    const host = process.env.MCP_HOST ?? '127.0.0.1';
    await module.serveOverHttp(library, port, host, (line) => console.error(line));
    console.log(`mcp: the docs MCP server on http://${host}:${String(port)}/mcp`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
  } else {
    await module.serveOverStdio(library);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
