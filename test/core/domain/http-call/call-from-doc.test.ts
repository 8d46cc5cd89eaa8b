import { describe, expect, it } from 'vitest';
import type { ApiDoc, AuthScheme } from '../../../../src/domain/doc/api-doc';
import type { ParamNode } from '../../../../src/domain/doc/param-tree';
import { callFromDoc } from '../../../../src/domain/http-call/call-from-doc';

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

  it('sends the query, headers and cookies that are required or have a value; a list as the parameter repeated', () => {
    const call = callFromDoc(
      api({
        requestParams: [
          param('orderId', 'path', { example: '7' }),
          param('expand', 'query', { example: '["lines","customer"]' }),
          param('locale', 'query', { facts: { in: 'query', enumValues: ['zh-CN', 'en-US'] } }),
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
  });

  it('writes form bodies as fields, multipart files as files, and other binary media as a file', () => {
    const body = (mediaType: string, extra: Partial<ApiDoc> = {}) => callFromDoc(api({ httpMethod: 'POST', mediaTypes: { request: mediaType }, ...extra })).body;
    const sample = { json: '{"note":"hi","tags":["a","b"],"count":2,"avatar":"string"}', files: ['avatar'] };
    expect(body('application/x-www-form-urlencoded', { requestSample: { ...sample, files: [] } })).toEqual({
      kind: 'form',
      fields: [
        { name: 'note', value: 'hi' },
        { name: 'tags', value: 'a' },
        { name: 'tags', value: 'b' },
        { name: 'count', value: '2' },
        { name: 'avatar', value: 'string' },
      ],
    });
    expect(body('multipart/form-data', { requestSample: sample })).toEqual({
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

  it('goes to the path alone where the document names no server', () => {
    expect(callFromDoc(api({ environments: [], requestParams: [param('orderId', 'path', { example: '9' })] })).url).toBe('/orders/9');
  });
});
