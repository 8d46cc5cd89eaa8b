import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { LOCALES } from '../../domain/deployment/deployment';
import type { DocsLibrary } from './docs-library';

/*
 * The docs MCP server (docs/publishing.md "For AI agents"): four read-only tools over what the publish step published,
 * answered from its index and Markdown twins. The same server runs over stdio (`npm run mcp`) and over Streamable HTTP
 * at /mcp (`npm run mcp -- --http`, behind nginx in the production shape).
 */

const locale = z.enum(LOCALES as ['zh-cn', 'en-us']).optional().describe('zh-cn or en-us; both when left out');
const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

const answer = (value: unknown) => ({ content: [{ type: 'text' as const, text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }] });
const notFound = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

export const createDocsMcpServer = (library: DocsLibrary, version: string): McpServer => {
  const server = new McpServer({ name: 'logistics-open-platform-docs', version });
  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description: 'Searches the published API, message, access-guide and platform documents of the logistics open platform. Answers titles, units and the address of each page and of its Markdown.',
      inputSchema: { query: z.string().min(1).max(200).describe('words to look for: an API name, code or path, a field, an error code'), locale, limit: z.number().int().min(1).max(50).optional() },
      annotations: READ_ONLY,
    },
    ({ query, locale: language, limit }) => {
      const hits = library.search(query, language, limit);
      return hits.length ? answer(hits) : notFound(`Nothing published matches "${query}".`);
    },
  );
  server.registerTool(
    'read_page',
    {
      title: 'Read a page as Markdown',
      description: 'The Markdown of a published page, by its address (as search_docs answers it) or its path, e.g. /docs/en-us/units/101/api/10001/.',
      inputSchema: { address: z.string().min(1).max(500) },
      annotations: READ_ONLY,
    },
    ({ address }) => {
      const found = library.read(address);
      return found ? answer(found.markdown) : notFound(`No published page at ${address}.`);
    },
  );
  server.registerTool(
    'get_api',
    {
      title: "An API's parameters and error codes",
      description: "One API's method path, addresses, every request and response parameter (dotted path, type, required, example, description) and its business error codes, by the API's id, code, method path or name.",
      inputSchema: { api: z.string().min(1).max(200).describe('id, code, method path or name'), locale },
      annotations: READ_ONLY,
    },
    ({ api, locale: language }) => {
      const page = library.api(api, language);
      if (!page?.api) return notFound(`No published API is "${api}".`);
      return answer({ name: page.title, unit: page.unit, locale: page.locale, ...library.addressOf(page), ...page.api });
    },
  );
  server.registerTool(
    'lookup_error_code',
    {
      title: 'Look up an error code',
      description: 'Every published API that returns a business error code, with its message and suggested fix.',
      inputSchema: { code: z.string().min(1).max(64), locale },
      annotations: READ_ONLY,
    },
    ({ code, locale: language }) => {
      const hits = library.errorCode(code, language);
      return hits.length ? answer(hits) : notFound(`No published API names the error code ${code}.`);
    },
  );
  return server;
};
