import * as E from 'fp-ts/Either';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import type { SearchEndpoint, SearchHit } from '../../../../src/domain/search/search';
import { snippetText } from '../../../../src/domain/search/snippet';
import { createOpenApiHost, HttpStatusError } from '../../../../src/infrastructure/openapi/openapi-host';
import { operationIds } from '../../../../src/infrastructure/openapi/openapi-ids';
import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { parseJson } from '../../../../src/infrastructure/openapi/openapi-reader';
import { SNIPPET_LENGTH, type OpenApiSearchAnswer, type OpenApiSearchUnit } from '../../../../src/infrastructure/openapi/openapi-search';
import { petstoreDocument, ROOT, SHARED, sharedDocument, shopDocument } from './openapi-fixture';

/** The worker's own CommonMark renderer. */
const markdown = new Marked({ async: false, gfm: true });

const PETS = 'https://docs.example.test/specs/pets.json';
const BROKEN = 'https://docs.example.test/specs/broken.json';
const GONE = 'https://docs.example.test/specs/gone.json';
const BILLING = 'https://docs.example.test/specs/billing.json';

/** A document whose first operation names "refund" only in its text, its second in its summary, its third in its path. */
const billingDocument = (): Json => ({
  openapi: '3.0.3',
  info: { title: 'Billing', version: '1', description: 'Charges, refunds & `List<Credit>` <b>credits</b>.' },
  paths: {
    '/charges': {
      post: {
        operationId: 'createCharge',
        summary: 'Create a charge',
        description: `Charges a card; a **Refund** gives it back. ${'Padding words to make a long text. '.repeat(12)}Ends here.`,
        tags: ['payments'],
        parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } }],
        requestBody: { content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Amount' }, { type: 'object', properties: { currency: { type: 'string' } } }] } } } },
        responses: { '200': { description: 'ok' } },
      },
    },
    '/refunds': { post: { operationId: 'refundCharge', summary: 'Refund a charge', responses: { '200': { description: 'ok' } } } },
    '/refunds/{id}': { get: { summary: 'Read a REFUND <draft>', responses: { '200': { description: 'ok' } } } },
  },
  components: { schemas: { Amount: { type: 'object', properties: { amount: { type: 'integer' } } } } },
});

const UNITS: OpenApiSearchUnit[] = [
  { unitId: 1, url: ROOT, name: '商店', otherNames: ['商店', 'Shop API'] },
  { unitId: 5, url: BROKEN, name: 'Broken', otherNames: ['Broken'] },
  { unitId: 6, url: GONE, name: 'Gone', otherNames: ['Gone'] },
  { unitId: 4, url: PETS, name: '', otherNames: [] },
  { unitId: 7, url: BILLING, name: 'Billing', otherNames: ['Billing'] },
];

/** The host (the worker's logic, in-process) over the test's files; `fetched` lists every fetch. */
const setUp = () => {
  const fetched: string[] = [];
  const files: Record<string, Json> = {
    [ROOT]: shopDocument(),
    [SHARED]: sharedDocument(),
    [PETS]: petstoreDocument(),
    [BROKEN]: { ...shopDocument(), info: { version: '1' } },
    [BILLING]: billingDocument(),
  };
  const host = createOpenApiHost({
    fetchText: (url) => {
      fetched.push(url);
      return url in files ? Promise.resolve(JSON.stringify(files[url])) : Promise.reject(new HttpStatusError(404));
    },
    parse: (text, file) => Promise.resolve(parseJson(text, file)),
    markdown: () => Promise.resolve((text: string) => markdown.parse(text, { async: false })),
  });
  const search = async (q: string, endpoint: SearchEndpoint = 'all', from = 0, size = 20, units = UNITS): Promise<OpenApiSearchAnswer> => {
    const answer = await host.answer({ kind: 'search', units, q, endpoint, from, size });
    if (E.isLeft(answer)) throw new Error(`failed: ${JSON.stringify(answer.left)}`);
    return answer.right;
  };
  return { search, fetched, host, files };
};

const apiId = (unitId: number, key: string) => String(operationIds(unitId, [key])[0]);
const titles = (answer: OpenApiSearchAnswer) => answer.hits.map((hit) => hit.title);

describe('search over OpenAPI documents', () => {
  it('finds an operation by its summary, with the ids its page has, its code, its unit and its description as text', async () => {
    const { search } = setUp();
    const { hits, total } = await search('get an order');
    expect(total).toBe(1);
    expect(hits[0]).toEqual<SearchHit>({
      key: `api-1-${apiId(1, 'GET /orders/{orderId}')}`,
      scope: 'api',
      title: 'Get an order',
      titleHighlight: '<mark>Get</mark> <mark>an</mark> <mark>order</mark>',
      snippet: 'Reads one order.',
      snippetHighlight: 'Reads one <mark>order</mark>.',
      source: '商店',
      code: 'getOrder',
      method: 'GET',
      fields: ['orderId', 'trace', 'expand', 'locale'],
      target: { kind: 'apiDoc', unitId: '1', docId: apiId(1, 'GET /orders/{orderId}') },
    });
  });

  it('finds by operationId, method and path, case-insensitive; an operation without a summary is titled by its method and path', async () => {
    const { search } = setUp();
    expect(titles(await search('CANCELORDER'))).toEqual(['DELETE /orders/{orderId}']);
    // Its title says its method and path already: no description, no snippet.
    expect((await search('cancelorder')).hits[0]).toMatchObject({ code: 'cancelOrder', snippet: '' });
    expect((await search('place order')).hits[0]).toMatchObject({ code: 'POST /orders', snippet: 'POST /orders' });
    expect(titles(await search('delete /orders/'))).toEqual(['DELETE /orders/{orderId}']);
    // Swagger 2.0: its operations are found as well, and an unnamed unit is named by its document's title.
    expect((await search('listpets')).hits[0]).toMatchObject({ title: 'GET /pets', code: 'listPets', source: 'Petstore' });
  });

  it('needs every word, wherever each is: the names, the description, a tag or a field', async () => {
    const { search } = setUp();
    expect(titles(await search('order reads'))).toEqual(['Get an order']);
    expect(titles(await search('order nowhere'))).toEqual([]);
    expect(titles(await search('payments charge', 'api'))).toEqual(['Create a charge']);
    expect(titles(await search('currency', 'api'))).toEqual(['Create a charge']);
    expect(titles(await search('idempotency-key amount', 'api'))).toEqual(['Create a charge']);
  });

  it('ranks names holding the words above names holding some, above text alone, each in document order', async () => {
    const { search } = setUp();
    // createCharge is first in its document, but says "refund" only in its description.
    expect(titles(await search('refund', 'api'))).toEqual(['Refund a charge', 'Read a REFUND <draft>', 'Create a charge']);
    expect(titles(await search('refund charge', 'api'))).toEqual(['Refund a charge', 'Create a charge']);
    expect(titles(await search('charge card', 'api'))).toEqual(['Create a charge']);
  });

  it("finds webhooks as messages and documents as units, by the unit's names in either language", async () => {
    const { search } = setUp();
    const shipped = await search('shipped', 'all');
    expect(shipped.hits).toEqual([
      expect.objectContaining({ scope: 'message', title: 'Order shipped', source: '商店', target: { kind: 'messageDoc', unitId: '1', docId: '1' } }),
    ]);
    expect(shipped.hits[0]?.code).toBeUndefined();
    const unit = await search('shop api', 'biz_unit');
    expect(unit.hits).toEqual([
      expect.objectContaining({ key: 'biz_unit-1', scope: 'biz_unit', title: '商店', snippet: 'The shop API.', snippetHighlight: 'The <mark>shop</mark> <mark>API</mark>.', target: { kind: 'accessGuide', unitId: '1' } }),
    ]);
    expect(unit.hits[0]?.titleHighlight).toBeUndefined();
    expect((await search('商店', 'biz_unit')).hits[0]).toMatchObject({ title: '商店', titleHighlight: '<mark>商店</mark>' });
    expect(titles(await search('petstore', 'biz_unit'))).toEqual(['Petstore']);
  });

  it("leaves a description's diagram source out of what is found and what a hit shows", async () => {
    const { search, files } = setUp();
    const diagram = (source: string) => `\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\n`;
    files[BILLING] = {
      openapi: '3.0.3',
      info: { title: 'Billing', version: '1', description: `Charges.${diagram('sequenceDiagram\n  participant Ledger')}` },
      paths: { '/charges': { post: { operationId: 'createCharge', summary: 'Create a charge', description: `Charges a card.${diagram('graph TD\n  Ledger --> Card')}Then settles.`, responses: { '200': { description: 'ok' } } } } },
    };
    expect((await search('ledger')).total).toBe(0);
    expect((await search('sequenceDiagram')).total).toBe(0);
    expect((await search('create a charge', 'api')).hits[0]?.snippet).toBe('Charges a card. Then settles.');
    expect((await search('billing', 'biz_unit')).hits[0]?.snippet).toBe('Charges.');
  });

  it('asks each endpoint its own kinds, and leaves released documents and FAQ to lcp-rest', async () => {
    const { search } = setUp();
    const kinds = async (endpoint: SearchEndpoint) => [...new Set((await search('order', endpoint)).hits.map((hit) => hit.scope))];
    expect(await kinds('all')).toEqual(['api', 'message']);
    expect(await kinds('api')).toEqual(['api']);
    expect(await kinds('message')).toEqual(['message']);
    expect(await kinds('biz_unit')).toEqual([]);
    expect((await search('shop', 'all')).hits.map((hit) => hit.scope)).toContain('biz_unit');
    expect(await search('order', 'doc')).toEqual({ hits: [], total: 0 });
    expect(await search('order', 'question')).toEqual({ hits: [], total: 0 });
    expect(await search('   ', 'all')).toEqual({ hits: [], total: 0 });
  });

  it('pages with from and size, and says the true total', async () => {
    const { search } = setUp();
    const all = await search('order', 'all', 0, 100);
    expect(all.total).toBe(all.hits.length);
    expect(all.total).toBeGreaterThan(3);
    const pages = [await search('order', 'all', 0, 2), await search('order', 'all', 2, 2), await search('order', 'all', 4, 2)];
    expect(pages.map((page) => page.total)).toEqual([all.total, all.total, all.total]);
    expect(pages.flatMap((page) => page.hits)).toEqual(all.hits.slice(0, 6));
    expect((await search('order', 'all', all.total, 20)).hits).toEqual([]);
    // The same words, the same order.
    expect(await search('order', 'all', 0, 100)).toEqual(all);
  });

  it('highlights every word as <mark> around escaped text, and the plain fields are that text', async () => {
    const { search } = setUp();
    const [draft] = (await search('refund draft', 'api')).hits;
    expect(draft?.titleHighlight).toBe('Read a <mark>REFUND</mark> &lt;<mark>draft</mark>&gt;');
    const [billing] = (await search('credits', 'biz_unit')).hits;
    // The description's own markup is gone; a text that looks like markup (in `code`) is text, escaped.
    expect(billing?.snippet).toBe('Charges, refunds & List<Credit> credits.');
    expect(billing?.snippetHighlight).toBe('Charges, refunds &amp; List&lt;Credit&gt; <mark>credits</mark>.');
    for (const hit of (await search('order', 'all', 0, 100)).hits) {
      expect(hit.titleHighlight?.replace(/<\/?mark>/g, '')).toBe(hit.titleHighlight === undefined ? undefined : hit.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
      if (hit.snippetHighlight) expect(snippetText(hit.snippetHighlight)).toBe(hit.snippet);
    }
  });

  it('cuts a long description around its first match, at spaces', async () => {
    const { search } = setUp();
    const [charge] = (await search('refund', 'api', 2, 1)).hits;
    expect(charge?.title).toBe('Create a charge');
    expect(charge?.snippet.startsWith('Charges a card; a Refund gives it back.')).toBe(true);
    expect(charge?.snippet.endsWith('…')).toBe(true);
    expect(charge?.snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 1);
    expect(charge?.snippetHighlight).toContain('<mark>Refund</mark>');
    const [late] = (await search('ends here', 'api')).hits;
    expect(late?.snippet).toMatch(/^….*\bEnds here\.$/);
  });

  it('searches the documents that can be read when others cannot, fetching a document that is not valid once', async () => {
    const { search, fetched } = setUp();
    expect(titles(await search('order', 'api'))).toEqual(['Get an order', 'DELETE /orders/{orderId}', 'Place an order']);
    expect(titles(await search('order', 'api'))).toHaveLength(3);
    expect(fetched.filter((url) => url === BROKEN)).toHaveLength(1);
    // A file that did not come is asked again by the next search.
    expect(fetched.filter((url) => url === GONE)).toHaveLength(2);
    expect(fetched.filter((url) => url === ROOT)).toHaveLength(1);
  });

  it('reads a document once for its pages and its searches', async () => {
    const { search, host, fetched } = setUp();
    const units = [UNITS[0] as OpenApiSearchUnit];
    await Promise.all([search('order', 'all', 0, 20, units), host.answer({ kind: 'unit', unitId: 1, url: ROOT }), search('shop', 'biz_unit', 0, 20, units)]);
    expect(fetched).toEqual([ROOT, SHARED]);
  });
});
