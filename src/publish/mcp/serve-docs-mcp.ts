import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Site } from '../../domain/deployment/deployment';
import { markdownTwinPath } from '../../domain/publish/published-page';
import { DOCS_INDEX, type DocsIndex } from '../docs-index';
import { CURRENT } from '../snapshot';
import { createDocsLibrary, type DocsLibrary } from './docs-library';
import { createDocsMcpServer } from './docs-mcp-server';

export const DOCS_MCP_VERSION = '1.0.0';
/** The largest request body the HTTP server reads: a tool call is a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The library of the snapshot served now: read again when the publish step has moved `current` (a new snapshot), so
 * the server never answers from half of one. Fails, said, when nothing was published.
 */
export const servedLibrary = (publishDir: string, site: Site): (() => DocsLibrary) => {
  let served: { target: string; library: DocsLibrary } | undefined;
  return () => {
    const link = join(publishDir, CURRENT);
    if (!existsSync(join(link, DOCS_INDEX))) throw new Error(`nothing is published in ${publishDir} (run npm run publish first)`);
    const target = readlinkSync(link);
    if (served?.target !== target) {
      const folder = join(publishDir, target);
      const index = JSON.parse(readFileSync(join(folder, DOCS_INDEX), 'utf8')) as DocsIndex;
      const readTwin = (page: DocsIndex['pages'][number]) => {
        const file = join(folder, page.hostFolder, markdownTwinPath(page.path));
        return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      };
      served = { target, library: createDocsLibrary(index, readTwin, site) };
    }
    return served.library;
  };
};

/** Over stdio, for a developer's editor (`npm run mcp`). */
export const serveOverStdio = async (library: () => DocsLibrary): Promise<void> => {
  await createDocsMcpServer(library(), DOCS_MCP_VERSION).connect(new StdioServerTransport());
};

const readBody = (request: import('node:http').IncomingMessage): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('not JSON'));
      }
    });
    request.on('error', reject);
  });

const refuse = (response: import('node:http').ServerResponse, status: number, message: string) => {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
};

/**
 * Over Streamable HTTP at `/mcp`, stateless (each POST its own server and transport, answered as JSON): what nginx
 * forwards /mcp to. Every failure is answered and logged, never silent.
 */
export const serveOverHttp = (library: () => DocsLibrary, port: number, host: string, log: (line: string) => void): Promise<Server> => {
  const server = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://mcp').pathname !== '/mcp') return refuse(response, 404, 'The docs MCP server answers at /mcp.');
    if (request.method !== 'POST') return refuse(response.setHeader('Allow', 'POST'), 405, 'POST a JSON-RPC message to /mcp (stateless: no stream to GET, no session to DELETE).');
    void (async () => {
      let body: unknown;
      try {
        body = await readBody(request);
      } catch (error) {
        refuse(response, 400, `The request is ${error instanceof Error ? error.message : 'unreadable'}.`);
        return;
      }
      try {
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        const mcp = createDocsMcpServer(library(), DOCS_MCP_VERSION);
        response.on('close', () => {
          void transport.close();
          void mcp.close();
        });
        await mcp.connect(transport);
        await transport.handleRequest(request, response, body);
      } catch (error) {
        log(`mcp: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) refuse(response, 500, 'The docs MCP server could not answer.');
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
};
