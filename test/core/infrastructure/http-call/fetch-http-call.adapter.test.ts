import * as E from 'fp-ts/Either';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAnswer } from '../../../../src/application/ports/http-call.port';
import type { HttpCall } from '../../../../src/domain/http-call/http-call';
import { createFetchHttpCall } from '../../../../src/infrastructure/http-call/fetch-http-call.adapter';

interface Arrived {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

const arrived: Arrived[] = [];
let base = '';
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    arrived.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
    if (request.url?.startsWith('/missing')) {
      response.writeHead(404, 'Not Found', { 'content-type': 'application/problem+json', 'x-request-id': 'r-1' });
      response.end('{"title":"No such order"}');
      return;
    }
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
    response.end('{"ok":true,"name":"张三"}');
  });
});
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => server.close());

const port = createFetchHttpCall();
const answer = async (call: HttpCall, files: ReadonlyMap<string, Blob> = new Map()): Promise<HttpAnswer> => {
  const result = await port.send(call, files);
  if (E.isLeft(result)) throw new Error(`no answer: ${JSON.stringify(result.left)}`);
  return result.right;
};

describe('sending a call from the page (fetch)', () => {
  it('sends the call as it is and gives the answer whole: status, time, size, headers, body', async () => {
    const got = await answer({
      method: 'POST',
      url: `${base}/orders?x=1`,
      headers: [{ name: 'Authorization', value: 'Bearer t-1' }],
      body: { kind: 'text', mediaType: 'application/json', text: '{"sku":"A"}' },
    });
    const sent = arrived.at(-1) as Arrived;
    expect([sent.method, sent.url, sent.headers.authorization, sent.headers['content-type'], sent.body.toString()]).toEqual(['POST', '/orders?x=1', 'Bearer t-1', 'application/json', '{"sku":"A"}']);
    expect(got.status).toBe(201);
    expect(got.mediaType).toBe('application/json; charset=utf-8');
    expect(got.bytes).toBe(Buffer.byteLength('{"ok":true,"name":"张三"}'));
    expect(await got.body.text()).toBe('{"ok":true,"name":"张三"}');
    expect(got.ms).toBeGreaterThan(0);
    expect(got.headers).toContainEqual({ name: 'content-type', value: 'application/json; charset=utf-8' });
    expect(got.unsent).toEqual([]);
  });

  it('gives an error status as an answer, not a failure', async () => {
    const got = await answer({ method: 'GET', url: `${base}/missing`, headers: [] });
    expect([got.status, got.statusText, got.mediaType, await got.body.text()]).toEqual([404, 'Not Found', 'application/problem+json', '{"title":"No such order"}']);
    expect(got.headers).toContainEqual({ name: 'x-request-id', value: 'r-1' });
  });

  it('sends forms and files, and says which headers a page cannot send', async () => {
    await answer({ method: 'POST', url: `${base}/form`, headers: [], body: { kind: 'form', fields: [{ name: 'a b', value: 'x&y' }] } });
    expect(arrived.at(-1)?.body.toString()).toBe('a+b=x%26y');
    expect(arrived.at(-1)?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);

    const files = new Map([['avatar', new Blob(['png-bytes'], { type: 'image/png' })]]);
    const multipart = await answer(
      { method: 'POST', url: `${base}/avatars`, headers: [{ name: 'Cookie', value: 'session=1' }], body: { kind: 'multipart', parts: [{ name: 'note', value: 'hi' }, { name: 'avatar', fileName: 'me.png' }] } },
      files,
    );
    const sent = arrived.at(-1) as Arrived;
    const form = await new Response(new Uint8Array(sent.body), { headers: { 'content-type': sent.headers['content-type'] ?? '' } }).formData();
    expect(form.get('note')).toBe('hi');
    expect([(form.get('avatar') as File).name, await (form.get('avatar') as File).text()]).toEqual(['me.png', 'png-bytes']);
    expect(sent.headers.cookie).toBeUndefined();
    expect(multipart.unsent).toEqual(['Cookie']);

    await answer({ method: 'PUT', url: `${base}/raw`, headers: [], body: { kind: 'file', mediaType: 'application/octet-stream', fileName: 'x.bin' } }, new Map([['', new Blob(['\u0000\u0001'])]]));
    expect(arrived.at(-1)?.body).toEqual(Buffer.from([0, 1]));
    expect(arrived.at(-1)?.headers['content-type']).toBe('application/octet-stream');
  });

  it('says a call no server answered, and one that took too long', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const address = `http://127.0.0.1:${String((closed.address() as AddressInfo).port)}/x`;
    closed.close();
    await once(closed, 'close');
    expect(await port.send({ method: 'GET', url: address, headers: [] }, new Map())).toEqual(E.left({ kind: 'network' }));
    const slow = createFetchHttpCall(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    expect(await slow.send({ method: 'GET', url: address, headers: [] }, new Map())).toEqual(E.left({ kind: 'timeout', seconds: 30 }));
  });
});

describe("through the deployment's proxy for Try it", () => {
  const recording = (answerOf: (url: string) => Response | Promise<Response>) => {
    const asked: { url: string; headers: Headers; credentials?: RequestCredentials }[] = [];
    const fetchFn: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      asked.push({ url, headers: new Headers(init?.headers), ...(init?.credentials ? { credentials: init.credentials } : {}) });
      return Promise.resolve(answerOf(url));
    };
    return { asked, fetchFn };
  };

  it('sends the call under its server’s place on the portal, with its header and its cookies in their own, and shows the API’s headers only', async () => {
    const { asked, fetchFn } = recording(
      () =>
        new Response('{}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'x-request-id': 'r-9', 'content-security-policy': "sandbox; default-src 'none'" },
        }),
    );
    const proxied = createFetchHttpCall(fetchFn);
    const call: HttpCall = { method: 'GET', url: 'https://api.example.test:8443/v1/a%2Fb?q=%20x&r=1+2', headers: [{ name: 'Cookie', value: 'session=1' }, { name: 'Authorization', value: 'Bearer t' }] };
    const result = await proxied.send(call, new Map(), { viaProxy: true });
    const sent = asked.at(-1);
    expect(sent?.url).toBe('/try-it-proxy/https/api.example.test:8443/v1/a%2Fb?q=%20x&r=1+2');
    expect(sent?.credentials).toBe('omit');
    expect([sent?.headers.get('x-try-it-proxy'), sent?.headers.get('x-try-it-cookie'), sent?.headers.get('authorization'), sent?.headers.has('cookie')]).toEqual(['1', 'session=1', 'Bearer t', false]);
    const got = E.isRight(result) ? result.right : undefined;
    expect(got?.unsent).toEqual([]);
    expect(got?.headers.map((header) => header.name)).toEqual(['content-type', 'x-request-id']);

    // Straight to the server, the same call goes as it is, and Cookie is one a page cannot send.
    const straight = await proxied.send(call, new Map());
    expect(asked.at(-1)?.url).toBe(call.url);
    expect(asked.at(-1)?.headers.has('x-try-it-proxy')).toBe(false);
    expect(E.isRight(straight) ? straight.right.unsent : undefined).toEqual(['Cookie']);
    expect(E.isRight(straight) ? straight.right.headers.map((header) => header.name) : undefined).toContain('cache-control');
  });

  it('reads the list of servers once; no proxy (204, the app page, junk) is none; a failed read is asked again', async () => {
    let answerWith: () => Response | Promise<Response> = () => new Response('{"origins":["https://api.example.test","http://127.0.0.1:4299","not an origin","https://x.test/path",7]}');
    const { asked, fetchFn } = recording(() => answerWith());
    const adapter = createFetchHttpCall(fetchFn);
    expect(await adapter.proxiedOrigins()).toEqual(['https://api.example.test', 'http://127.0.0.1:4299']);
    expect(await adapter.proxiedOrigins()).toEqual(['https://api.example.test', 'http://127.0.0.1:4299']);
    expect(asked.map((one) => one.url)).toEqual(['/try-it-proxy/']);

    for (const none of [() => new Response(null, { status: 204 }), () => new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } }), () => new Response('nope', { status: 404 })]) {
      answerWith = none;
      expect(await createFetchHttpCall(fetchFn).proxiedOrigins()).toEqual([]);
    }

    answerWith = () => Promise.reject(new TypeError('Failed to fetch'));
    const flaky = createFetchHttpCall(fetchFn);
    expect(await flaky.proxiedOrigins()).toEqual([]);
    answerWith = () => new Response('{"origins":["https://api.example.test"]}');
    expect(await flaky.proxiedOrigins()).toEqual(['https://api.example.test']);
  });
});
