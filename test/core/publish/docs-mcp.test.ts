import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { publish } from '../../../src/publish/publish';
import { serveOverHttp, servedLibrary } from '../../../src/publish/mcp/serve-docs-mcp';
import { createSandboxFetch } from '../../../src/sandbox/sandbox-fetch';
import { SEED_APIS } from '../../../src/sandbox/seed/apis';

/*
 * The docs MCP server, asked by the official SDK's client over Streamable HTTP and over stdio, answering from what the
 * publish step published of the sandbox (the domestic site, both languages).
 */

let outDir = '';
let server: Server;
let client: Client;
const api = SEED_APIS.find((one) => one.unitId === 101 && (one.docEn.errorCodes?.length ?? 0) > 0) ?? SEED_APIS[0];

const text = (result: Awaited<ReturnType<Client['callTool']>>): string => (result.content as { type: string; text: string }[]).map((part) => part.text).join('');

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'docs-mcp-'));
  await publish({ outDir, hostTable: HOST_TABLE, environment: 'local', localOrigin: 'http://portal.test', backend: createSandboxFetch(), sites: ['common'] });
  server = await serveOverHttp(servedLibrary(outDir, 'common'), 0, '127.0.0.1', () => undefined);
  client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}/mcp`)));
}, 120_000);

afterAll(async () => {
  await client.close();
  await new Promise((done) => server.close(done));
  rmSync(outDir, { recursive: true, force: true });
});

describe('the docs MCP server over Streamable HTTP', () => {
  it('lists its four read-only tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api', 'lookup_error_code', 'read_page', 'search_docs']);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
  });

  it("answers which parameters an API takes, by its code, with the published page's address", async () => {
    if (!api) throw new Error('the sandbox has no API');
    const answer = JSON.parse(text(await client.callTool({ name: 'get_api', arguments: { api: api.docEn.apiCode, locale: 'en-us' } }))) as { name: string; page: string; request: { name: string }[] };
    expect(answer.name).toBe(api.docEn.apiName);
    expect(answer.page).toBe(`http://portal.test/docs/en-us/units/101/api/${String(api.docEn.id)}/`);
    type Node = { readonly name: string; readonly children?: readonly Node[] | null };
    const dotted = (nodes: readonly Node[], parent = ''): string[] => nodes.flatMap((node) => [`${parent}${node.name}`, ...dotted(node.children ?? [], `${parent}${node.name}.`)]);
    expect(answer.request.map((param) => param.name)).toEqual(dotted(api.docEn.inParams ?? []));
  });

  it('finds the API by search, reads its page as Markdown and looks its error codes up across units', async () => {
    if (!api) throw new Error('the sandbox has no API');
    const hits = JSON.parse(text(await client.callTool({ name: 'search_docs', arguments: { query: api.docEn.apiName, locale: 'en-us' } }))) as { title: string; markdown: string }[];
    expect(hits[0]?.title).toBe(api.docEn.apiName);
    const page = text(await client.callTool({ name: 'read_page', arguments: { address: hits[0]?.markdown ?? '' } }));
    expect(page.split('\n')[0]).toBe(`# ${api.docEn.apiName}`);
    const code = api.docEn.errorCodes?.[0]?.errorCode ?? '';
    const errors = JSON.parse(text(await client.callTool({ name: 'lookup_error_code', arguments: { code, locale: 'en-us' } }))) as { apiCode: string }[];
    expect(errors.map((error) => error.apiCode)).toContain(api.docEn.apiCode);
  });

  it('says so when nothing is found, as an error the agent can read', async () => {
    const result = await client.callTool({ name: 'get_api', arguments: { api: 'no-such-api' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe('No published API is "no-such-api".');
  });
});

describe('the docs MCP server over stdio (npm run mcp)', () => {
  it('answers the same tools to a client that started it', async () => {
    const stdio = new Client({ name: 'docs-mcp-stdio-test', version: '1.0.0' });
    await stdio.connect(new StdioClientTransport({ command: process.execPath, args: ['scripts/mcp.mjs'], env: { ...process.env, PUBLISH_DIR: outDir }, stderr: 'pipe' }));
    try {
      const { tools } = await stdio.listTools();
      expect(tools).toHaveLength(4);
      expect(text(await stdio.callTool({ name: 'read_page', arguments: { address: '/docs/en-us/units/101/' } }))).toContain('# Inbound management');
    } finally {
      await stdio.close();
    }
  }, 60_000);

  it('says why it cannot start when nothing was published, and exits 1', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'docs-mcp-empty-'));
    const child = spawn(process.execPath, ['scripts/mcp.mjs'], { env: { ...process.env, PUBLISH_DIR: empty }, stdio: ['pipe', 'pipe', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    rmSync(empty, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(said).toContain('nothing is published in');
  }, 60_000);
});
