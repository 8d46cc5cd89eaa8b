import { describe, expect, it } from 'vitest';
import type { ParamNode } from '../../../../src/domain/doc/param-tree';
import { OPERATION_SPACE, unitOfOperation } from '../../../../src/infrastructure/openapi/openapi-ids';
import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { readOpenApi } from '../../../../src/infrastructure/openapi/openapi-reader';
import { ROOT, SHARED, sharedDocument, shopDocument, shopSet } from './openapi-fixture';

const describeHtml = (markdown: string) => `<p>${markdown}</p>`;
const read = () => readOpenApi(shopSet(), 7, describeHtml);
const idOf = (code: string) => read().operations.find((entry) => entry.code === code)?.id ?? 0;
const named = (nodes: readonly ParamNode[], ...path: string[]): ParamNode => {
  const [first, ...rest] = path;
  const node = nodes.find((one) => one.name === first);
  if (!node) throw new Error(`no field ${String(first)} among ${nodes.map((one) => one.name).join(', ')}`);
  return rest.length ? named(node.children, ...rest) : node;
};

describe('reading an OpenAPI document', () => {
  it('groups operations by tag: declared tags first, empty ones left out, untagged ones under "default"', () => {
    const reading = read();
    expect(reading.title).toBe('Shop');
    expect(reading.menu.map((group) => [group.name, group.apis.map((api) => api.code)])).toEqual([
      ['Orders', ['getOrder', 'POST /orders']],
      ['default', ['cancelOrder']],
      ['writes', ['POST /orders']],
    ]);
  });

  it('takes an empty or blank summary, operationId, tag or title as absent: no menu entry, heading or group is empty', () => {
    const document = shopDocument();
    const paths = document.paths as Record<string, Record<string, Record<string, Json>>>;
    const order = paths['/orders/{orderId}']?.get ?? {};
    const blanked = {
      ...document,
      info: { ...(document.info as Record<string, Json>), title: ' ' },
      tags: [{ name: '' }, ...((document.tags as Json[] | undefined) ?? [])],
      paths: { ...paths, '/orders/{orderId}': { ...paths['/orders/{orderId}'], get: { ...order, summary: '', operationId: '  ', tags: ['', ' '] } } },
    };
    const reading = readOpenApi({ root: ROOT, files: new Map<string, Json>([[ROOT, blanked], [SHARED, sharedDocument()]]) }, 7, describeHtml);
    expect(reading.title).toBe('');
    const entry = reading.operations.find((one) => one.path === '/orders/{orderId}' && one.method === 'get');
    expect(entry).toMatchObject({ code: 'GET /orders/{orderId}', name: 'GET /orders/{orderId}' });
    expect(reading.menu.map((group) => group.name)).not.toContain('');
    expect(reading.menu.flatMap((group) => group.apis.map((api) => api.name))).not.toContain('');
    expect(reading.apiDoc(entry?.id ?? 0)).toMatchObject({ name: 'GET /orders/{orderId}', code: 'GET /orders/{orderId}' });
  });

  it('numbers each operation within its unit, by method and path, so reordering the document keeps links', () => {
    const id = idOf('getOrder');
    expect(unitOfOperation(id)).toBe(7);
    expect(id % OPERATION_SPACE).toBeGreaterThan(0);
    const document = shopDocument();
    const paths = document.paths as Record<string, Json>;
    const reordered = { ...document, paths: Object.fromEntries(Object.entries(paths).reverse()) };
    const again = readOpenApi({ root: ROOT, files: new Map<string, Json>([[ROOT, reordered], [SHARED, sharedDocument()]]) }, 7, describeHtml);
    expect(again.operations.find((entry) => entry.code === 'getOrder')?.id).toBe(id);
    expect(new Set(again.operations.map((entry) => entry.id)).size).toBe(3);
    expect(again.apiDoc(id + 1)).toBeUndefined();
  });

  it('shows an operation: method, addresses from the servers, parameters with their place, path-item ones overridden', () => {
    const doc = read().apiDoc(idOf('getOrder'));
    expect(doc).toMatchObject({ code: 'getOrder', name: 'Get an order', httpMethod: 'GET', path: '/orders/{orderId}', remark: '<p>Reads one order.</p>', protocol: 'http', partner: false });
    expect(doc?.environments).toEqual([
      {
        name: 'Production',
        url: 'https://eu.shop.test/v2/orders/{orderId}',
        // The server's variable, which Try it lets a reader set.
        variables: [{ name: 'region', defaultValue: 'eu' }],
        template: 'https://{region}.shop.test/v2/orders/{orderId}',
      },
    ]);
    const params = doc?.requestParams ?? [];
    expect(params.map((node) => [node.name, node.facts?.in, node.requirement, node.type])).toEqual([
      ['orderId', 'path', 'required', 'string'],
      ['trace', 'header', 'optional', 'string\u00a0<uuid>'],
      ['expand', 'query', 'optional', 'array<string>'],
      ['locale', 'cookie', 'optional', 'string'],
    ]);
    expect(named(params, 'trace').description).toBe('<p>Overrides the path item.</p>');
    expect(named(params, 'expand')).toMatchObject({ example: 'lines', facts: { deprecated: true } });
    // Through a $ref to a schema in another file of the set.
    expect(named(params, 'locale').facts?.enumValues).toEqual(['zh-CN', 'en-US']);
  });

  it('draws the success response as the response tree and the other answers as the error table, with the examples', () => {
    const doc = read().apiDoc(idOf('getOrder'));
    expect(doc?.errorCodes.map((row) => [row.code, row.message])).toEqual([
      ['404', 'No such order.'],
      ['default', 'Something went wrong.'],
    ]);
    expect(doc?.responseExamples).toEqual([
      { tag: 'A small order', content: '{\n  "id": "o1"\n}' },
      { tag: 'Empty', content: '{}' },
    ]);
    const tree = doc?.responseParams ?? [];
    // allOf of objects: the parts' fields merged, Entity's first.
    expect(tree.map((node) => node.name)).toEqual(['id', 'status', 'total', 'customer', 'payment', 'lines', 'secret']);
    expect(named(tree, 'id')).toMatchObject({ requirement: 'required', example: 'o1', facts: { readOnly: true } });
    expect(named(tree, 'status').facts).toEqual({ enumValues: ['open', 'shipped'], defaultValue: 'open' });
    expect(named(tree, 'total')).toMatchObject({ type: 'number\u00a0<double> | null', facts: { nullable: true } });
    expect(named(tree, 'secret').facts).toEqual({ writeOnly: true, deprecated: true });
  });

  it('shows oneOf as its alternatives, named by their types or titles', () => {
    const tree = read().apiDoc(idOf('getOrder'))?.responseParams ?? [];
    const payment = named(tree, 'payment');
    expect(payment).toMatchObject({ type: 'oneOf', facts: { composition: 'oneOf' } });
    expect(payment.children.map((node) => [node.name, node.type])).toEqual([
      ['Card', 'Card'],
      ['Voucher', 'object'],
    ]);
    expect(named(tree, 'payment', 'Voucher', 'code').anchor).toBe('response-payment-voucher-code');
  });

  it('draws a named type once, at its shallowest use, and links every other use (recursion too) to that row', () => {
    const tree = read().apiDoc(idOf('getOrder'))?.responseParams ?? [];
    const customer = named(tree, 'customer');
    expect(customer.children.map((node) => node.name)).toEqual(['name', 'referrer', 'address']);
    expect(named(tree, 'customer', 'referrer')).toMatchObject({ children: [], facts: { drawnAt: { typeName: 'Customer', anchor: customer.anchor } } });
    expect(named(tree, 'payment', 'Card', 'holder').facts?.drawnAt).toEqual({ typeName: 'Customer', anchor: customer.anchor });
    const lines = named(tree, 'lines');
    expect(lines.type).toBe('array<Line>');
    expect(named(tree, 'lines', 'parts')).toMatchObject({ type: 'array<Line>', children: [], facts: { drawnAt: { typeName: 'Line', anchor: lines.anchor } } });
    expect(named(tree, 'customer', 'address', 'country').description).toBe('<p>ISO 3166 code.</p>');
  });

  it('gives every row of a page its own anchor, which is its id too (one string for both)', () => {
    const doc = read().apiDoc(idOf('getOrder'));
    const anchors: string[] = [];
    const ids: string[] = [];
    const collect = (nodes: readonly ParamNode[]) => nodes.forEach((node) => (anchors.push(node.anchor), ids.push(node.id), collect(node.children)));
    collect(doc?.requestParams ?? []);
    collect(doc?.responseParams ?? []);
    expect(anchors.length).toBeGreaterThan(3);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(ids).toEqual(anchors);
  });

  it('reads a JSON request body (over other media types) as top-level fields, and a non-object answer as one field', () => {
    const doc = read().apiDoc(idOf('POST /orders'));
    expect(doc?.requestParams.map((node) => [node.name, node.requirement, node.type])).toEqual([
      ['customer', 'required', 'string'],
      ['note', 'optional', 'string | null'],
    ]);
    expect(doc?.requestExamples).toEqual([{ tag: 'application/json', content: '{\n  "customer": "c1"\n}' }]);
    const body = named(doc?.responseParams ?? [], 'body');
    expect(body.type).toBe('array<Order>');
    expect(body.children.map((node) => node.name)).toContain('lines');
  });

  it('renders each description text once per document, however many fields and pages say it', () => {
    const rendered: string[] = [];
    const reading = readOpenApi(shopSet(), 7, (markdown) => {
      rendered.push(markdown);
      return describeHtml(markdown);
    });
    const pages = reading.operations.map((entry) => reading.apiDoc(entry.id));
    const shown = (nodes: readonly ParamNode[]): string[] => nodes.flatMap((node) => [...(node.description ? [node.description] : []), ...shown(node.children)]);
    const descriptions = pages.flatMap((page) => (page ? [...shown(page.requestParams), ...shown(page.responseParams)] : []));
    expect(descriptions.length).toBeGreaterThan(new Set(descriptions).size);
    expect(rendered.length).toBe(new Set(rendered).size);
    expect(new Set(descriptions)).toEqual(new Set(descriptions.filter((html) => rendered.map(describeHtml).includes(html))));
  });

  it('says how a call is authorized: the operation’s own requirements, else the document’s, none when it says []', () => {
    const reading = read();
    expect(reading.apiDoc(idOf('getOrder'))?.authorization).toEqual([
      [{ name: 'oauth', type: 'oauth2', scopes: ['orders:read'] }],
      [
        { name: 'bearer', type: 'http', scheme: 'bearer', bearerFormat: 'JWT', scopes: [], description: '<p>A token from the **shop** console.</p>' },
        { name: 'shopKey', type: 'apiKey', in: 'header', parameter: 'X-Shop-Key', scopes: [] },
      ],
    ]);
    expect(reading.apiDoc(idOf('POST /orders'))?.authorization?.map((requirement) => requirement.map((scheme) => scheme.name))).toEqual([['bearer'], ['shopKey']]);
    expect(reading.apiDoc(idOf('cancelOrder'))?.authorization).toEqual([]);
    const { security: _none, ...silent } = shopDocument();
    const unsaid = readOpenApi({ root: ROOT, files: new Map<string, Json>([[ROOT, silent], [SHARED, sharedDocument()]]) }, 7, describeHtml);
    expect(unsaid.apiDoc(idOf('POST /orders'))?.authorization).toBeUndefined();
  });

  it('marks a deprecated operation', () => {
    expect(read().apiDoc(idOf('cancelOrder'))).toMatchObject({ httpMethod: 'DELETE', deprecated: true, responseParams: [], errorCodes: [] });
  });

  it('reads webhooks as push messages', () => {
    const reading = read();
    expect(reading.messageMenu).toEqual([{ code: 'orders', name: 'Orders', messages: [{ id: 1, name: 'orderShipped', chineseName: 'Order shipped' }] }]);
    const message = reading.messageDoc(1);
    expect(message).toMatchObject({ id: 1, name: 'orderShipped', example: '{\n  "id": "o9"\n}' });
    expect(message?.properties.map((node) => node.name)).toEqual(['id', 'status', 'total', 'customer', 'payment', 'lines', 'secret']);
    expect(reading.messageDoc(2)).toBeUndefined();
  });
});

describe('reading the quirks of real documents', () => {
  const withDocument = (change: (document: Record<string, Json>) => Record<string, Json>) =>
    readOpenApi({ root: ROOT, files: new Map<string, Json>([[ROOT, change(shopDocument())], [SHARED, sharedDocument()]]) }, 7, describeHtml);

  it('names a server by its description only: one without (or with a blank one) is its address alone', () => {
    const reading = withDocument((document) => ({
      ...document,
      servers: [{ url: 'https://api.shop.test/v2' }, { url: 'https://eu.shop.test/v2', description: '  ' }, { url: 'https://test.shop.test/v2', description: 'Test' }] as Json,
    }));
    const doc = reading.apiDoc(reading.operations.find((entry) => entry.code === 'cancelOrder')?.id ?? 0);
    expect(doc?.environments.map((env) => [env.name, env.url.split('/orders')[0]])).toEqual([
      [undefined, 'https://api.shop.test/v2'],
      [undefined, 'https://eu.shop.test/v2'],
      ['Test', 'https://test.shop.test/v2'],
    ]);
  });

  it('writes an allowed empty string as "" (Stripe\'s enum: [""]), not as nothing', () => {
    const reading = withDocument((document) => {
      const components = document.components as Record<string, Record<string, Record<string, Record<string, Json>>>>;
      const entity = components.schemas?.Entity ?? {};
      const schemas = { ...components.schemas, Entity: { ...entity, properties: { ...entity.properties, kind: { type: 'string', enum: ['', 'open'] } } } };
      return { ...document, components: { ...components, schemas } };
    });
    const tree = reading.apiDoc(reading.operations.find((entry) => entry.code === 'getOrder')?.id ?? 0)?.responseParams ?? [];
    expect(named(tree, 'kind').facts?.enumValues).toEqual(['""', 'open']);
  });

  /** A document of one file, as a public spec could write it. */
  const readDocument = (paths: Record<string, Json>, schemas: Record<string, Json> = {}) => {
    const root = 'https://specs.example.test/quirks.json';
    const document: Json = { openapi: '3.1.0', info: { title: 'Quirks', version: '1' }, paths, components: { schemas } };
    return readOpenApi({ root, files: new Map<string, Json>([[root, document]]) }, 7, describeHtml);
  };
  const ok = { '200': { description: 'OK' } };
  const pageOf = (reading: ReturnType<typeof readDocument>, method: string, path: string) =>
    reading.apiDoc(reading.operations.find((entry) => entry.method === method && entry.path === path)?.id ?? 0);

  it('names operations that share an operationId by method and path (the id names none of them), and keeps a unique one', () => {
    const reading = readDocument({
      '/orders': { get: { operationId: 'orders', responses: ok }, post: { operationId: 'orders', responses: ok } },
      '/orders/{id}': { get: { operationId: 'getOrder', responses: ok } },
    });
    expect(reading.operations.map((entry) => [entry.code, entry.name])).toEqual([
      ['GET /orders', 'GET /orders'],
      ['POST /orders', 'POST /orders'],
      ['getOrder', 'getOrder'],
    ]);
  });

  it('keeps paths that differ only by a trailing slash apart, each its own page', () => {
    const reading = readDocument({ '/orders': { get: { responses: ok } }, '/orders/': { get: { summary: 'With the slash', responses: ok } } });
    expect(new Set(reading.operations.map((entry) => entry.id)).size).toBe(2);
    expect(pageOf(reading, 'get', '/orders/')?.name).toBe('With the slash');
    expect(pageOf(reading, 'get', '/orders')?.name).toBe('GET /orders');
  });

  it('reads an operation with no responses: a page with an empty response tree', () => {
    const reading = readDocument({ '/ping': { post: { summary: 'Ping' } } });
    expect(pageOf(reading, 'post', '/ping')).toMatchObject({ name: 'Ping', responseParams: [], errorCodes: [], responseExamples: [] });
  });

  it("shows a $ref's sibling description (OpenAPI 3.1) over the referenced schema's own", () => {
    const reading = readDocument(
      { '/a': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } } } } },
      { A: { type: 'object', properties: { own: { $ref: '#/components/schemas/B' }, told: { $ref: '#/components/schemas/B', description: 'Said here' } } }, B: { type: 'string', description: 'Said by B' } },
    );
    const tree = pageOf(reading, 'get', '/a')?.responseParams ?? [];
    expect(named(tree, 'own').description).toBe('<p>Said by B</p>');
    expect(named(tree, 'told').description).toBe('<p>Said here</p>');
  });

  it('merges an allOf cycle (two types that include each other) into the fields of both, each once', () => {
    const reading = readDocument(
      { '/c': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/C1' } } } } } } } },
      {
        C1: { allOf: [{ $ref: '#/components/schemas/C2' }, { type: 'object', properties: { one: { type: 'string' } } }] },
        C2: { allOf: [{ $ref: '#/components/schemas/C1' }, { type: 'object', properties: { two: { type: 'string' } } }] },
      },
    );
    expect((pageOf(reading, 'get', '/c')?.responseParams ?? []).map((node) => node.name)).toEqual(['two', 'one']);
  });

  it('keeps every value of an enormous enum (the page shows the first and a button for the rest)', () => {
    const values = Array.from({ length: 5000 }, (_, index) => `code-${String(index)}`);
    const reading = readDocument({ '/e': { get: { parameters: [{ name: 'e', in: 'query', schema: { type: 'string', enum: values } }], responses: ok } } });
    expect(named(pageOf(reading, 'get', '/e')?.requestParams ?? [], 'e').facts?.enumValues).toHaveLength(5000);
  });

  it('names the media type of a body that is not JSON, and reads form, multipart, text and binary bodies as such', () => {
    const form = { type: 'object', properties: { name: { type: 'string' }, file: { type: 'string', format: 'binary' } } };
    const reading = readDocument({
      '/form': { post: { requestBody: { content: { 'application/x-www-form-urlencoded': { schema: form } } }, responses: { '200': { description: 'OK', content: { 'text/plain': { schema: { type: 'string' } } } } } } },
      '/upload': { put: { requestBody: { content: { 'multipart/form-data': { schema: form } } }, responses: { '200': { description: 'OK', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } } } },
      '/json': { post: { requestBody: { content: { 'text/plain': { schema: { type: 'string' } }, 'application/json': { schema: form } } }, responses: ok } },
    });
    const formPage = pageOf(reading, 'post', '/form');
    expect(formPage?.mediaTypes).toEqual({ request: 'application/x-www-form-urlencoded', response: 'text/plain' });
    expect(formPage?.requestParams.map((node) => [node.name, node.type])).toEqual([
      ['name', 'string'],
      ['file', 'string\u00a0<binary>'],
    ]);
    const upload = pageOf(reading, 'put', '/upload');
    expect(upload?.mediaTypes).toEqual({ request: 'multipart/form-data', response: 'application/octet-stream' });
    expect(upload?.responseParams.map((node) => [node.name, node.type])).toEqual([['body', 'string\u00a0<binary>']]);
    expect(pageOf(reading, 'post', '/json')?.mediaTypes).toEqual({ request: 'application/json' });
  });

  it("draws a type given through `allOf: [{ $ref }]` once per tree, as a plain $ref, so types that reach each other that way stay finite (Jira's spec)", () => {
    const wrapped = (name: string, description: string) => ({ allOf: [{ $ref: `#/components/schemas/${name}` }], description });
    const reading = readDocument(
      { '/user': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } } } } } },
      {
        User: { type: 'object', properties: { name: { type: 'string' }, group: wrapped('Group', 'Their group'), manager: wrapped('User', 'Their manager') } },
        Group: { type: 'object', properties: { lead: wrapped('User', 'The lead'), parent: wrapped('Group', 'The parent group'), deputy: wrapped('User', 'The deputy') } },
      },
    );
    const tree = pageOf(reading, 'get', '/user')?.responseParams ?? [];
    expect(tree.map((node) => node.name)).toEqual(['name', 'group', 'manager']);
    expect(named(tree, 'manager').facts?.drawnAt).toEqual({ typeName: 'User', anchor: 'response' });
    expect(named(tree, 'group').children.map((node) => [node.name, node.facts?.drawnAt?.typeName])).toEqual([
      ['lead', 'User'],
      ['parent', 'Group'],
      ['deputy', 'User'],
    ]);
    expect(named(tree, 'group', 'lead').description).toBe('<p>The lead</p>');
  });

  it('draws an inline allOf merge once per tree: a type that merges itself again below links to where it is drawn', () => {
    const reading = readDocument(
      { '/node': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } } } } },
      { Node: { type: 'object', properties: { name: { type: 'string' }, child: { allOf: [{ $ref: '#/components/schemas/Node' }, { type: 'object', properties: { depth: { type: 'integer' } } }] } } } },
    );
    const tree = pageOf(reading, 'get', '/node')?.responseParams ?? [];
    expect(named(tree, 'child').children.map((node) => node.name)).toEqual(['name', 'child', 'depth']);
    expect(named(tree, 'child', 'child').facts?.drawnAt).toEqual({ typeName: 'Node', anchor: named(tree, 'child').anchor });
  });

  it('shows a field or parameter named "" as "", never as an empty name, and reads past an extension among the paths', () => {
    const reading = readDocument({
      'x-codegen-contextRoot': '/api',
      '/s': { get: { parameters: [{ name: '', in: 'query', schema: { type: 'string' } }], responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { '': { type: 'integer' }, ok: { type: 'boolean' } } } } } } } } },
    });
    expect(reading.operations.map((entry) => entry.path)).toEqual(['/s']);
    const page = pageOf(reading, 'get', '/s');
    expect(page?.requestParams.map((node) => node.name)).toEqual(['""']);
    expect(page?.responseParams.map((node) => node.name)).toEqual(['""', 'ok']);
  });
});

describe("an operation's addresses", () => {
  it("read a relative server address from the document's own, as OpenAPI says, and offer an absolute one's variables", () => {
    const document: Json = {
      openapi: '3.0.3',
      info: { title: 'Relative', version: '1' },
      servers: [
        { url: '/api/v1/' },
        { url: '../v0', description: 'Old' },
        { url: 'https://{host}/v2', variables: { host: { default: 'api.test', enum: ['api.test', 'eu.api.test'], description: 'Where.' }, nothing: { enum: ['x'] } } },
        { url: '/{version}', variables: { version: { default: 'v3' } } },
      ],
      paths: { '/things': { get: { responses: { '200': { description: 'OK' } } } } },
    };
    const reading = readOpenApi({ root: 'https://docs.test/specs/things.json', files: new Map([['https://docs.test/specs/things.json', document]]) }, 1, (text) => text);
    expect(reading.apiDoc(reading.operations[0]?.id ?? 0)?.environments).toEqual([
      { url: 'https://docs.test/api/v1/things' },
      { name: 'Old', url: 'https://docs.test/v0/things' },
      {
        url: 'https://api.test/v2/things',
        variables: [{ name: 'host', defaultValue: 'api.test', allowed: ['api.test', 'eu.api.test'], description: 'Where.' }],
        template: 'https://{host}/v2/things',
      },
      // Relative, with a variable: its default is read from the document's own address, and it is not offered to set.
      { url: 'https://docs.test/v3/things' },
    ]);
  });
});
