import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../../../src/domain/doc/api-doc';
import type { ParamNode } from '../../../../src/domain/doc/param-tree';
import { createOpenApiHost, HttpStatusError } from '../../../../src/infrastructure/openapi/openapi-host';
import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { loadDocumentSet, parseJson, readOpenApi } from '../../../../src/infrastructure/openapi/openapi-reader';
import { petstoreDocument, ROOT, SHARED, sharedDocument, shopDocument, shopSet } from './openapi-fixture';

const describeHtml = (markdown: string) => `<p>${markdown}</p>`;
const pageOf = (code: string, set = shopSet()) => {
  const reading = readOpenApi(set, 7, describeHtml);
  const page = reading.apiDoc(reading.operations.find((entry) => entry.code === code)?.id ?? 0);
  if (!page) throw new Error(`no operation ${code}`);
  return page;
};
const statusOf = (responses: readonly ApiResponse[] | undefined, status: string): ApiResponse => {
  const found = responses?.find((one) => one.status === status);
  if (!found) throw new Error(`no status ${status} among ${String(responses?.map((one) => one.status))}`);
  return found;
};
const anchorsOf = (nodes: readonly ParamNode[]): string[] => nodes.flatMap((node) => [node.anchor, ...anchorsOf(node.children)]);

describe('every response of an OpenAPI operation', () => {
  it('lists every status in document order, the success named, with its description and media type', () => {
    const page = pageOf('getOrder');
    expect(page.successStatus).toBe('200');
    expect(page.responses?.map((one) => [one.status, one.description, one.mediaType])).toEqual([
      ['200', '<p>The order.</p>', 'application/json'],
      ['404', '<p>No such order.</p>', 'application/problem+json'],
      ['default', '<p>Something went wrong.</p>', 'application/json'],
    ]);
  });

  it("draws an error's body as a tree with anchors of its own, and leaves the success's anchors as they were", () => {
    const page = pageOf('getOrder');
    const notFound = statusOf(page.responses, '404');
    expect(notFound.params.map((node) => [node.name, node.requirement, node.type, node.anchor])).toEqual([
      ['kind', 'required', 'string', 'response-404-body-kind'],
      ['detail', 'optional', 'string', 'response-404-body-detail'],
    ]);
    expect(notFound.params[1]?.description).toBe('<p>What went wrong.</p>');
    // The success's tree is the page's response tree, not repeated; its anchors are still `response-…`.
    expect(statusOf(page.responses, '200').params).toEqual([]);
    expect(page.responseParams.map((node) => node.anchor)).toContain('response-status');
    const all = [...anchorsOf(page.requestParams), ...anchorsOf(page.responseParams), ...(page.responses ?? []).flatMap((one) => [...anchorsOf(one.params), ...anchorsOf(one.headers)])];
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps each status's examples, an external one as its address relative to the document", () => {
    const notFound = statusOf(pageOf('getOrder').responses, '404');
    expect(notFound.examples).toEqual([
      { tag: 'An unknown order', content: '{\n  "kind": "not-found",\n  "detail": "No order o404."\n}' },
      { tag: 'A stored answer', content: '', externalUrl: 'https://docs.example.test/specs/examples/not-found.json' },
    ]);
  });

  it("reads each status's headers: name, type, required and description", () => {
    const page = pageOf('getOrder');
    expect(statusOf(page.responses, '404').headers.map((node) => [node.name, node.type, node.requirement, node.description, node.anchor])).toEqual([
      ['X-Request-Id', 'string\u00a0<uuid>', 'required', '<p>Quote it when you ask for help.</p>', 'response-404-header-x-request-id'],
    ]);
    expect(statusOf(page.responses, '200').headers.map((node) => [node.name, node.type, node.requirement])).toEqual([['X-Rate-Limit-Remaining', 'integer', 'optional']]);
    expect(statusOf(page.responses, 'default').headers).toEqual([]);
  });

  it('reads links: the operation each leads to, the values of its parameters, and its description', () => {
    expect(statusOf(pageOf('getOrder').responses, '200').links).toEqual([
      { name: 'CancelOrder', operationId: 'cancelOrder', parameters: [{ name: 'orderId', value: '$response.body#/id' }], description: '<p>Cancels **this** order.</p>' },
    ]);
  });

  it('names the alternatives of a oneOf with a discriminator by their mapping values, and says the property', () => {
    const body = statusOf(pageOf('getOrder').responses, 'default').params;
    expect(body.map((node) => [node.name, node.type, node.facts?.composition, node.facts?.discriminator])).toEqual([['body', 'Failure', 'oneOf', 'kind']]);
    // One mapped by its $ref, one by its bare schema name.
    expect(body[0]?.children.map((node) => [node.name, node.type])).toEqual([
      ['out-of-stock', 'OutOfStock'],
      ['declined', 'PaymentDeclined'],
    ]);
    expect(body[0]?.children[0]?.children.map((node) => node.name)).toEqual(['kind', 'sku']);
  });

  it('keeps names by type where a oneOf has no discriminator', () => {
    const payment = pageOf('getOrder').responseParams.find((node) => node.name === 'payment');
    expect(payment?.facts?.discriminator).toBeUndefined();
    expect(payment?.children.map((node) => node.name)).toEqual(['Card', 'Voucher']);
  });

  it("reads an operation's callbacks: the address expression, each method and its request body tree", () => {
    const page = pageOf('POST /orders');
    expect(page.callbacks?.map((one) => [one.name, one.expression, one.operations.map((operation) => [operation.method, operation.mediaType, operation.description])])).toEqual([
      ['orderShipped', 'https://hooks.shop.test/customers/{$request.body#/customer}', [['POST', 'application/json', '<p>Sent when the order **ships**.</p>']]],
    ]);
    const body = page.callbacks?.[0]?.operations[0]?.requestParams ?? [];
    expect(body.map((node) => node.name)).toEqual(['id', 'status', 'total', 'customer', 'payment', 'lines', 'secret']);
    expect(body[0]?.anchor).toBe('callback-ordershipped-post-id');
    expect(pageOf('getOrder').callbacks).toBeUndefined();
  });

  it('refuses a callback whose request body leads nowhere, at its place', () => {
    const document = shopDocument();
    const post = (document.paths as Record<string, Record<string, Record<string, Json>>>)['/orders']?.post ?? {};
    post.callbacks = { broken: { '{$request.body#/url}': { post: { requestBody: { $ref: '#/components/requestBodies/Nothing' }, responses: {} } } } };
    const set = { root: ROOT, files: new Map<string, Json>([[ROOT, document], [SHARED, sharedDocument()]]) };
    expect(() => readOpenApi(set, 7, describeHtml)).toThrow(/callbacks\/broken\/\{\$request\.body#~1url\}\/post\/requestBody: refNowhere/);
  });

  it("reads a Swagger 2.0 error's body and headers as OpenAPI 3's", async () => {
    const root = 'https://pets.example.test/swagger.json';
    const set = await loadDocumentSet(root, () => Promise.resolve(JSON.stringify(petstoreDocument())), (text, file) => Promise.resolve(parseJson(text, file)));
    const reading = readOpenApi(set, 3, (text) => text);
    const page = reading.apiDoc(reading.operations.find((entry) => entry.code === 'listPets')?.id ?? 0);
    const broken = statusOf(page?.responses, '500');
    expect(broken.mediaType).toBe('application/json');
    expect(broken.params.map((node) => [node.name, node.type, node.anchor])).toEqual([['message', 'string', 'response-500-body-message']]);
    expect(broken.headers.map((node) => [node.name, node.type, node.requirement, node.description])).toEqual([['X-Trace', 'string\u00a0<uuid>', 'optional', 'Quote it to support.']]);
  });
});

it("a webhook's message shows an example written out, not one kept in a file of its own", () => {
  const document = shopDocument();
  const shipped = (document.webhooks as Record<string, Record<string, Record<string, Json>>>).orderShipped?.post ?? {};
  shipped.requestBody = { content: { 'application/json': { examples: { stored: { externalValue: 'shipped.json' }, inline: { value: { id: 'o7' } } } } } };
  const reading = readOpenApi({ root: ROOT, files: new Map<string, Json>([[ROOT, document], [SHARED, sharedDocument()]]) }, 7, describeHtml);
  expect(reading.messageDoc(1)?.example).toBe('{\n  "id": "o7"\n}');
});

describe('an external example, asked of the documents host', () => {
  const host = (files: Record<string, string>) =>
    createOpenApiHost({
      fetchText: (url) => (url in files ? Promise.resolve(files[url] as string) : Promise.reject(new HttpStatusError(404))),
      parse: (text, file) => Promise.resolve(parseJson(text, file)),
      markdown: () => Promise.resolve(describeHtml),
    });

  it('is the text of its file', async () => {
    const url = 'https://docs.example.test/specs/examples/not-found.json';
    expect(await host({ [url]: '{"kind":"not-found"}' }).answer({ kind: 'example', url })).toEqual(E.right('{"kind":"not-found"}'));
  });

  it('that cannot be fetched answers with the failure, never throws', async () => {
    expect(await host({}).answer({ kind: 'example', url: 'https://docs.example.test/specs/gone.json' })).toEqual(E.left({ kind: 'Http', status: 404 }));
  });
});
