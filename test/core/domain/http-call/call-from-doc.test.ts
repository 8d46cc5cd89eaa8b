import { describe, expect, it } from 'vitest';
import type { ApiDoc, AuthScheme } from '../../../../src/domain/doc/api-doc';
import type { ParamNode } from '../../../../src/domain/doc/param-tree';
import { callFromDoc, callFromDraft, sampleFields } from '../../../../src/domain/http-call/call-from-doc';
import { draftProblems } from '../../../../src/domain/http-call/try-draft';

const param = (name: string, location: 'path' | 'query' | 'header' | 'cookie', extra: Partial<ParamNode> = {}): ParamNode => ({
  id: name,
  anchor: `request-${name}`,
  name,
  type: 'string',
  requirement: 'optional',
  children: [],
  ...extra,
  facts: { in: location, ...extra.facts },
});

const api = (extra: Partial<ApiDoc> = {}): ApiDoc => ({
  id: 1,
  code: 'getOrder',
  name: 'Get an order',
  path: '/orders/{orderId}',
  httpMethod: 'GET',
  partner: false,
  environments: [{ url: 'https://api.example.com/v1/orders/{orderId}' }],
  requestParams: [],
  responseParams: [],
  requestExamples: [],
  responseExamples: [],
  exceptionExamples: [],
  errorCodes: [],
  sdks: [],
  ...extra,
});

const scheme = (extra: Partial<AuthScheme> & Pick<AuthScheme, 'type'>): AuthScheme => ({ name: extra.type, scopes: [], ...extra });

describe('the call an API document describes', () => {
  it('fills the path with documented values, encoded, and leaves the rest for the reader as {name}', () => {
    expect(callFromDoc(api({ requestParams: [param('orderId', 'path', { example: 'A 1/2' })] })).url).toBe('https://api.example.com/v1/orders/A%201%2F2');
    expect(callFromDoc(api({ requestParams: [param('orderId', 'path', { requirement: 'required' })] })).url).toBe('https://api.example.com/v1/orders/{orderId}');
  });

  it('sends the query, headers and cookies that are required or have a value (a required choice its first value); a list as the parameter repeated', () => {
    const call = callFromDoc(
      api({
        requestParams: [
          param('orderId', 'path', { example: '7' }),
          param('expand', 'query', { example: '["lines","customer"]' }),
          param('locale', 'query', { requirement: 'required', facts: { in: 'query', enumValues: ['zh-CN', 'en-US'] } }),
          // Optional with only its allowed values: not sent until the reader chooses one.
          param('status', 'query', { facts: { in: 'query', enumValues: ['open', 'closed'] } }),
          param('limit', 'query', { facts: { in: 'query', defaultValue: '10' } }),
          param('cursor', 'query'),
          param('q', 'query', { requirement: 'required' }),
          param('X-Request-Id', 'header', { example: 'abc' }),
          param('X-Trace', 'header'),
          param('session', 'cookie', { example: 's=1' }),
        ],
      }),
    );
    expect(call.url).toBe('https://api.example.com/v1/orders/7?expand=lines&expand=customer&locale=zh-CN&limit=10&q={q}');
    expect(call.headers).toEqual([
      { name: 'X-Request-Id', value: 'abc' },
      { name: 'Cookie', value: 'session=s=1' },
    ]);
    expect(call.method).toBe('GET');
    expect(call.body).toBeUndefined();
  });

  it('writes each way of authorizing with a placeholder for its secret, never a value', () => {
    const headersOf = (schemes: AuthScheme[]) => callFromDoc(api({ authorization: [schemes] })).headers;
    expect(headersOf([scheme({ type: 'http', scheme: 'bearer' })])).toEqual([{ name: 'Authorization', value: 'Bearer <TOKEN>' }]);
    expect(headersOf([scheme({ type: 'http', scheme: 'Basic' })])).toEqual([{ name: 'Authorization', value: 'Basic <BASE64(USERNAME:PASSWORD)>' }]);
    expect(headersOf([scheme({ type: 'oauth2' })])).toEqual([{ name: 'Authorization', value: 'Bearer <TOKEN>' }]);
    expect(headersOf([scheme({ type: 'openIdConnect' })])).toEqual([{ name: 'Authorization', value: 'Bearer <TOKEN>' }]);
    expect(headersOf([scheme({ type: 'apiKey', in: 'header', parameter: 'X-API-Key' }), scheme({ type: 'apiKey', in: 'cookie', parameter: 'key' })])).toEqual([
      { name: 'X-API-Key', value: '<API_KEY>' },
      { name: 'Cookie', value: 'key=<API_KEY>' },
    ]);
    expect(callFromDoc(api({ authorization: [[scheme({ type: 'apiKey', in: 'query', parameter: 'api_key' })]] })).url).toBe(
      'https://api.example.com/v1/orders/{orderId}?api_key=<API_KEY>',
    );
    // The first accepted way only; none at all when the document says none is needed.
    expect(headersOf([])).toEqual([]);
  });

  it('sends the first example as the body, else the sample built from the schema', () => {
    const post = (extra: Partial<ApiDoc>) => callFromDoc(api({ httpMethod: 'POST', mediaTypes: { request: 'application/json' }, ...extra })).body;
    expect(post({ requestExamples: [{ content: '{"sku":"A"}' }], requestSample: { json: '{"sku":"string"}', files: [] } })).toEqual({
      kind: 'text',
      mediaType: 'application/json',
      text: '{"sku":"A"}',
    });
    expect(post({ requestSample: { json: '{"sku":"string"}', files: [] } })).toEqual({ kind: 'text', mediaType: 'application/json', text: '{"sku":"string"}' });
    expect(post({})).toEqual({ kind: 'text', mediaType: 'application/json', text: '{}' });
    // An example kept in a file of its own (externalValue) has no text here: the next one written out, else the sample.
    const stored = { tag: 'stored', content: '', externalUrl: 'https://docs.example.test/order.json' };
    expect(post({ requestExamples: [stored, { content: '{"sku":"B"}' }] })).toEqual({ kind: 'text', mediaType: 'application/json', text: '{"sku":"B"}' });
    expect(post({ requestExamples: [stored], requestSample: { json: '{"sku":"string"}', files: [] } })).toEqual({ kind: 'text', mediaType: 'application/json', text: '{"sku":"string"}' });
  });

  it('writes form bodies as fields, multipart files as files, and other binary media as a file', () => {
    const body = (mediaType: string, extra: Partial<ApiDoc> = {}) => callFromDoc(api({ httpMethod: 'POST', mediaTypes: { request: mediaType }, ...extra })).body;
    const example = [{ content: '{"note":"hi","tags":["a","b"],"count":2,"empty":""}' }];
    expect(body('application/x-www-form-urlencoded', { requestExamples: example })).toEqual({
      kind: 'form',
      fields: [
        { name: 'note', value: 'hi' },
        { name: 'tags', value: 'a' },
        { name: 'tags', value: 'b' },
        { name: 'count', value: '2' },
      ],
    });
    expect(body('multipart/form-data', { requestExamples: example, requestSample: { json: '{"avatar":"string"}', files: ['avatar'] } })).toEqual({
      kind: 'multipart',
      parts: [
        { name: 'note', value: 'hi' },
        { name: 'tags', value: 'a' },
        { name: 'tags', value: 'b' },
        { name: 'count', value: '2' },
        { name: 'avatar', fileName: 'avatar' },
      ],
    });
    expect(body('application/octet-stream')).toEqual({ kind: 'file', mediaType: 'application/octet-stream', fileName: 'file' });
    expect(body('text/plain', { requestExamples: [{ content: 'hello' }] })).toEqual({ kind: 'text', mediaType: 'text/plain', text: 'hello' });
  });

  it("fills no form field from the schema's sample (its values would be sent as meant); the reader's fields go, empty ones not", () => {
    const doc = api({ httpMethod: 'POST', mediaTypes: { request: 'application/x-www-form-urlencoded' }, requestSample: { json: '{"email":"string","balance":0}', files: [] } });
    expect(callFromDoc(doc).body).toEqual({ kind: 'form', fields: [] });
    expect(sampleFields(doc)).toEqual({ email: 'string', balance: '0' });
    expect(callFromDraft(doc, { fields: { email: 'a@b.test', balance: '' } }, { secrets: 'typed' }).body).toEqual({ kind: 'form', fields: [{ name: 'email', value: 'a@b.test' }] });
  });

  it("writes a urlencoded body's objects and lists as the document's encoding says: properties (the default), deepObject, or not exploded", () => {
    const formOf = (fields: Record<string, string>, formEncoding?: ApiDoc['formEncoding']) =>
      callFromDraft(api({ httpMethod: 'POST', mediaTypes: { request: 'application/x-www-form-urlencoded' }, ...(formEncoding ? { formEncoding } : {}) }), { fields }, { secrets: 'typed' }).body;
    const address = '{"city":"Zürich","lines":["a","b"],"geo":{"lat":1.5}}';
    expect(formOf({ address, expand: '["x","y"]' }, { address: { style: 'deepObject', explode: true }, expand: { style: 'deepObject', explode: true } })).toEqual({
      kind: 'form',
      fields: [
        { name: 'address[city]', value: 'Zürich' },
        { name: 'address[lines][0]', value: 'a' },
        { name: 'address[lines][1]', value: 'b' },
        { name: 'address[geo][lat]', value: '1.5' },
        { name: 'expand[0]', value: 'x' },
        { name: 'expand[1]', value: 'y' },
      ],
    });
    expect(formOf({ shape: '{"a":"1","b":2}', tags: '["x","y"]' })).toEqual({
      kind: 'form',
      fields: [
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
        { name: 'tags', value: 'x' },
        { name: 'tags', value: 'y' },
      ],
    });
    expect(formOf({ shape: '{"a":"1","b":2}', tags: '["x","y"]' }, { shape: { style: 'form', explode: false }, tags: { style: 'form', explode: false } })).toEqual({
      kind: 'form',
      fields: [
        { name: 'shape', value: 'a,1,b,2' },
        { name: 'tags', value: 'x,y' },
      ],
    });
    // Text that is not JSON travels as it is, whatever the encoding.
    expect(formOf({ address: '{not json' }, { address: { style: 'deepObject', explode: true } })).toEqual({ kind: 'form', fields: [{ name: 'address', value: '{not json' }] });
  });

  it('goes to the path alone where the document names no server', () => {
    expect(callFromDoc(api({ environments: [], requestParams: [param('orderId', 'path', { example: '9' })] })).url).toBe('/orders/9');
  });
});

describe('the call a reader’s draft makes', () => {
  const shop = api({
    httpMethod: 'POST',
    environments: [{ url: 'https://eu.shop.test/v2/orders/{orderId}' }, { name: 'Sandbox', url: 'http://127.0.0.1:4173/__sandbox/shop/v2/orders/{orderId}' }],
    requestParams: [param('orderId', 'path', { requirement: 'required', example: '7' }), param('limit', 'query', { type: 'integer', facts: { in: 'query', defaultValue: '10' } })],
    authorization: [[scheme({ name: 'bearer', type: 'http', scheme: 'bearer' })], [scheme({ name: 'basic', type: 'http', scheme: 'basic' }), scheme({ name: 'key', type: 'apiKey', in: 'query', parameter: 'k' })]],
    mediaTypes: { request: 'application/json' },
    requestExamples: [{ content: '{"sku":"A"}' }],
  });

  it('takes what was typed over what the document gives, and leaves out an optional value emptied', () => {
    const call = callFromDraft(shop, { server: 1, params: { 'path:orderId': 'B 2', 'query:limit': '' }, body: '{"sku":"B"}' }, { secrets: 'placeholders' });
    expect(call.url).toBe('http://127.0.0.1:4173/__sandbox/shop/v2/orders/B%202');
    expect(call.body).toEqual({ kind: 'text', mediaType: 'application/json', text: '{"sku":"B"}' });
    expect(callFromDraft(shop, { params: { 'path:orderId': '' } }, { secrets: 'placeholders' }).url).toBe('https://eu.shop.test/v2/orders/{orderId}?limit=10');
  });

  it('writes the secrets typed only where it may: a call sent, or code the reader asked to see them in; placeholders otherwise', () => {
    const draft = { way: 1, secrets: { 'basic:username': 'ann', 'basic:password': 'pä ss', key: 'k-1' } };
    const sent = callFromDraft(shop, draft, { secrets: 'typed' });
    expect(sent.headers).toEqual([{ name: 'Authorization', value: `Basic ${Buffer.from('ann:pä ss').toString('base64')}` }]);
    expect(sent.url).toContain('&k=k-1');
    const shown = callFromDraft(shop, draft, { secrets: 'placeholders' });
    expect(shown.headers).toEqual([{ name: 'Authorization', value: 'Basic <BASE64(USERNAME:PASSWORD)>' }]);
    expect(shown.url).toContain('&k=<API_KEY>');
    // A call really sent carries no credential where none was typed; code the reader asked to see keeps the placeholder.
    expect(callFromDraft(shop, { secrets: {} }, { secrets: 'typed' }).headers).toEqual([]);
    expect(callFromDraft(shop, { secrets: {} }, { secrets: 'typedOrPlaceholders' }).headers).toEqual([{ name: 'Authorization', value: 'Bearer <TOKEN>' }]);
    expect(callFromDraft(shop, { way: 1, secrets: { key: 'k-1' } }, { secrets: 'typedOrPlaceholders' }).headers).toEqual([{ name: 'Authorization', value: 'Basic <BASE64(USERNAME:PASSWORD)>' }]);
  });

  it("sets a server's variables as typed, else at their defaults", () => {
    const regional = api({
      environments: [{ url: 'https://eu.shop.test/v2/orders/{orderId}', template: 'https://{region}.shop.test/{version}/orders/{orderId}', variables: [{ name: 'region', defaultValue: 'eu' }, { name: 'version', defaultValue: 'v2' }] }],
      requestParams: [param('orderId', 'path', { example: '7' })],
    });
    expect(callFromDraft(regional, { variables: { region: 'us' } }, { secrets: 'placeholders' }).url).toBe('https://us.shop.test/v2/orders/7');
    expect(callFromDraft(regional, { variables: { region: '' } }, { secrets: 'placeholders' }).url).toBe('https://eu.shop.test/v2/orders/7');
  });

  it('fills a form from the fields typed over the documented ones, and names the files chosen', () => {
    const form = api({ httpMethod: 'POST', mediaTypes: { request: 'multipart/form-data' }, requestSample: { json: '{"note":"hi","avatar":"string"}', files: ['avatar'] } });
    expect(callFromDraft(form, { fields: { note: 'hello', extra: '["x","y"]' }, files: { avatar: 'me.png' } }, { secrets: 'placeholders' }).body).toEqual({
      kind: 'multipart',
      parts: [
        { name: 'note', value: 'hello' },
        { name: 'extra', value: 'x' },
        { name: 'extra', value: 'y' },
        { name: 'avatar', fileName: 'me.png' },
      ],
    });
  });

  it('says what stops a draft from being sent: a required value missing, a value not of its type, a body that is not JSON', () => {
    const typed = api({
      requestParams: [
        param('orderId', 'path', { requirement: 'required' }),
        param('limit', 'query', { type: 'integer <int32>' }),
        param('ratio', 'query', { type: 'number | null' }),
        param('gift', 'query', { type: 'boolean' }),
        param('note', 'query'),
      ],
    });
    expect(draftProblems(typed, { params: { 'query:limit': '1.5', 'query:ratio': 'x', 'query:gift': 'yes' }, body: '{"a":' }, true)).toEqual([
      { key: 'path:orderId', problem: 'required' },
      { key: 'query:limit', problem: 'notInteger' },
      { key: 'query:ratio', problem: 'notNumber' },
      { key: 'query:gift', problem: 'notBoolean' },
      { key: 'body', problem: 'notJson', detail: expect.stringMatching(/JSON/) as unknown as string },
    ]);
    expect(draftProblems(typed, { params: { 'path:orderId': '7', 'query:limit': '-3', 'query:ratio': '0.5', 'query:gift': 'false' }, body: '{}' }, true)).toEqual([]);
    // A body that is not JSON's business is not checked as JSON.
    expect(draftProblems(typed, { params: { 'path:orderId': '7' }, body: '<a/>' }, false)).toEqual([]);
  });
});
