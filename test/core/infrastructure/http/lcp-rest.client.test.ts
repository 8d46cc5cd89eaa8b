import * as E from 'fp-ts/Either';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { AppError } from '../../../../src/application/errors/app-error';
import { createLcpRestClient } from '../../../../src/infrastructure/http/lcp-rest.client';
import { externalDeployment, internalDeployment, internationalDeployment } from '../../../fakes/deployments';
import { createMemoryCookieJar } from '../../../fakes/memory-cookie-jar';
import { api, BASE_URL, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();
const numberDto = z.object({ value: z.number() });

/** Answers /probe with `body` and `status`, and remembers the request it got. */
const answerProbe = (body: unknown, init: { status?: number } = {}) => {
  const seen: Request[] = [];
  const respond = ({ request }: { request: Request }) => {
    seen.push(request.clone());
    return typeof body === 'string'
      ? new HttpResponse(body, { status: init.status ?? 200, headers: { 'Content-Type': 'application/json' } })
      : HttpResponse.json(body as object, { status: init.status ?? 200 });
  };
  server.use(http.get(api('/probe'), respond), http.post(api('/probe'), respond));
  return seen;
};

const failureOf = async (body: unknown, status?: number): Promise<AppError> => {
  answerProbe(body, { status });
  const { client } = createTestClient();
  const result = await client.get('/probe', numberDto)();
  if (E.isRight(result)) throw new Error('expected a failure');
  return result.left;
};

describe('lcp-rest client: request', () => {
  it('sends credentials, X-Requested-With, Account-Type, supplierId and the locale on the internal variant, without site', async () => {
    const seen = answerProbe(ok({ value: 1 }));
    const { client } = createTestClient({ deployment: internalDeployment, cookies: { supplierId: '42' } });
    await client.get('/probe', numberDto)();
    const headers = seen[0]!.headers;
    expect(seen[0]!.credentials).toBe('include');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Account-Type')).toBe('erp');
    expect(headers.get('supplierId')).toBe('42');
    expect(headers.has('site')).toBe(false);
    expect(headers.get('locale')).toBe('zh-cn');
  });

  // The localized backend answers documents in the locale header's language: a call without it reads Chinese in
  // the English portal (issue #16). Every method, body kind and variant carries the reader's current language.
  it.each([
    ['internal', internalDeployment],
    ['external', externalDeployment],
    ['international', internationalDeployment('us')],
  ] as const)('sends the current locale on every call of the %s variant', async (_name, deployment) => {
    const seen = answerProbe(ok({ value: 1 }));
    let locale: 'zh-cn' | 'en-us' = 'en-us';
    const client = createLcpRestClient({
      baseUrl: BASE_URL,
      accountType: deployment.accountType,
      cookies: createMemoryCookieJar(),
      locale: () => locale,
      onFailure: () => undefined,
    });
    const form = new FormData();
    form.append('file', 'x');
    await client.get('/probe', numberDto)();
    await client.post('/probe', numberDto)();
    await client.post('/probe', numberDto, { body: { a: 1 } })();
    await client.post('/probe', numberDto, { body: form })();
    locale = 'zh-cn';
    await client.get('/probe', numberDto, { query: { q: 'x' } })();
    expect(seen.map((request) => request.headers.get('locale'))).toEqual(['en-us', 'en-us', 'en-us', 'en-us', 'zh-cn']);
  });

  it('adds site and locale on the external variant', async () => {
    const seen = answerProbe(ok({ value: 1 }));
    const { client } = createTestClient({ deployment: externalDeployment, site: 'common', locale: 'zh-cn' });
    await client.get('/probe', numberDto)();
    expect(seen[0]!.headers.get('Account-Type')).toBe('idaas');
    expect(seen[0]!.headers.get('site')).toBe('common');
    expect(seen[0]!.headers.get('locale')).toBe('zh-cn');
  });

  it('adds the regional site and locale on an international site', async () => {
    const seen = answerProbe(ok({ value: 1 }));
    const { client } = createTestClient({ deployment: internationalDeployment('eu'), site: 'eu', locale: 'en-us' });
    await client.get('/probe', numberDto)();
    expect(seen[0]!.headers.get('site')).toBe('eu');
    expect(seen[0]!.headers.get('locale')).toBe('en-us');
  });

  it.each([
    ['no supplierId cookie', undefined],
    ['a non-numeric supplierId cookie', 'abc'],
  ])('sends supplierId -1 with %s', async (_case, cookie) => {
    const seen = answerProbe(ok({ value: 1 }));
    const { client } = createTestClient({ cookies: cookie === undefined ? {} : { supplierId: cookie } });
    await client.get('/probe', numberDto)();
    expect(seen[0]!.headers.get('supplierId')).toBe('-1');
  });

  it('appends the defined query values and leaves out undefined ones', async () => {
    const seen = answerProbe(ok({ value: 1 }));
    const { client } = createTestClient();
    await client.get('/probe', numberDto, { query: { type: 1, q: 'a b&c', skipped: undefined } })();
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('type')).toBe('1');
    expect(url.searchParams.get('q')).toBe('a b&c');
    expect(url.searchParams.has('skipped')).toBe(false);
  });

  it('posts a JSON body with a JSON content type', async () => {
    const seen = answerProbe(ok({ value: 1 }));
    const { client } = createTestClient();
    await client.post('/probe', numberDto, { body: { ids: [1, 2] } })();
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await seen[0]!.json()).toEqual({ ids: [1, 2] });
  });

  it('posts FormData as multipart', async () => {
    const seen = answerProbe(ok({ value: 1 }));
    const { client } = createTestClient();
    const form = new FormData();
    form.append('file', new Blob(['png-bytes'], { type: 'image/png' }), 'a.png');
    await client.post('/probe', numberDto, { body: form })();
    expect(seen[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await seen[0]!.formData();
    expect(await (received.get('file') as File).text()).toBe('png-bytes');
  });

  it('posts without a body or content type when none is given', async () => {
    const seen = answerProbe(ok({ value: 1 }));
    const { client } = createTestClient();
    await client.post('/probe', numberDto)();
    expect(seen[0]!.headers.has('Content-Type')).toBe(false);
    expect(await seen[0]!.text()).toBe('');
  });

  it('uses /lcp-rest as the default base path', async () => {
    const urls: string[] = [];
    const client = createLcpRestClient({
      accountType: internalDeployment.accountType,
      cookies: createMemoryCookieJar(),
      locale: () => 'zh-cn',
      site: () => 'common',
      onFailure: () => undefined,
      fetch: (input) => {
        urls.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(Response.json(ok({ value: 1 })));
      },
    });
    await client.get('doc/getReleaseDocList', numberDto, { query: { type: 1 } })();
    expect(urls).toEqual(['/lcp-rest/doc/getReleaseDocList?type=1']);
  });
});

describe('lcp-rest client: answers', () => {
  it('returns the data parsed with the schema on code 20000', async () => {
    answerProbe(ok({ value: 7, extra: 'ignored' }));
    const { client, failures } = createTestClient();
    expect(await client.get('/probe', numberDto)()).toEqual(E.right({ value: 7 }));
    expect(failures).toEqual([]);
  });

  it('accepts a numeric string code', async () => {
    answerProbe({ code: '20000', data: { value: 3 } });
    const { client } = createTestClient();
    expect(await client.get('/probe', numberDto)()).toEqual(E.right({ value: 3 }));
  });

  it.each<[string, unknown, number | undefined, AppError]>([
    ['999999 + NotLogin', { code: 999999, error: 'NotLogin', message: 'not login' }, undefined, { kind: 'NotLogin', code: 999999, message: 'not login' }],
    ['401 + NotLogin in the envelope', { code: 401, error: 'NotLogin' }, undefined, { kind: 'NotLogin', code: 401 }],
    ['999999 without NotLogin', { code: 999999, message: 'system busy' }, undefined, { kind: 'Business', code: 999999, message: 'system busy' }],
    ['another code with message', { code: 30001, message: 'no such unit' }, undefined, { kind: 'Business', code: 30001, message: 'no such unit' }],
    ['another code with msg only', { code: 30002, msg: 'legacy text' }, undefined, { kind: 'Business', code: 30002, message: 'legacy text' }],
    ['another code without text', { code: 30003, message: null }, undefined, { kind: 'Business', code: 30003 }],
    ['another code with a zh_desc', { code: 30004, message: 'x', zh_desc: '业务单元查询失败' }, undefined, { kind: 'Business', code: 30004, message: 'x', zhDesc: '业务单元查询失败' }],
    ['HTTP 401 with any body', 'Unauthorized', 401, { kind: 'Http', status: 401 }],
    ['HTTP 520 with a non-NotLogin envelope', { code: 30001, message: 'x' }, 520, { kind: 'Http', status: 520 }],
    ['HTTP 401 with a NotLogin envelope', { code: 401, error: 'NotLogin' }, 401, { kind: 'NotLogin', code: 401 }],
    ['HTTP 401 with a 999999 NotLogin envelope', { code: 999999, error: 'NotLogin' }, 401, { kind: 'NotLogin', code: 999999 }],
    ['HTTP 500 with an envelope', { code: 50000, message: 'server error' }, 500, { kind: 'Business', code: 50000, message: 'server error' }],
    ['HTTP 502 with an HTML page', '<html>Bad Gateway</html>', 502, { kind: 'Http', status: 502 }],
    ['HTTP 404 with a success envelope', { code: 20000, data: { value: 1 } }, 404, { kind: 'Http', status: 404 }],
  ])('%s', async (_case, body, status, expected) => {
    expect(await failureOf(body, status)).toEqual(expected);
  });

  it('a body that is not JSON is a Contract failure of the endpoint', async () => {
    expect(await failureOf('<html>login</html>')).toEqual({
      kind: 'Contract',
      endpoint: '/probe',
      issues: 'response body is not JSON',
    });
  });

  it('JSON that is not an envelope is a Contract failure', async () => {
    const error = await failureOf({ status: 'ok' });
    expect(error).toMatchObject({ kind: 'Contract', endpoint: '/probe' });
    expect(error.kind === 'Contract' && error.issues).toContain('code');
  });

  it('a malformed payload is a Contract failure naming the fields', async () => {
    const error = await failureOf(ok({ value: 'seven' }));
    expect(error).toMatchObject({ kind: 'Contract', endpoint: '/probe' });
    expect(error.kind === 'Contract' && error.issues).toMatch(/^value: /);
  });

  it('a missing payload is a Contract failure', async () => {
    expect(await failureOf({ code: 20000 })).toMatchObject({ kind: 'Contract' });
    expect(JSON.stringify(await failureOf({ code: 20000 }))).toContain('(root)');
  });
});

describe('lcp-rest client: transport failures', () => {
  it('times out after meta.timeoutMs', async () => {
    server.use(
      http.get(api('/slow'), async () => {
        await delay(1_000);
        return HttpResponse.json(ok({ value: 1 }));
      }),
    );
    const { client, failures } = createTestClient();
    const started = Date.now();
    const result = await client.get('/slow', numberDto, { meta: { timeoutMs: 30 } })();
    expect(result).toEqual(E.left({ kind: 'Timeout' }));
    expect(Date.now() - started).toBeLessThan(900);
    expect(failures).toEqual([{ error: { kind: 'Timeout' }, meta: { timeoutMs: 30 } }]);
  });

  it('answers within the timeout are not timeouts', async () => {
    server.use(
      http.get(api('/slowish'), async () => {
        await delay(20);
        return HttpResponse.json(ok({ value: 1 }));
      }),
    );
    const { client } = createTestClient();
    expect(await client.get('/slowish', numberDto, { meta: { timeoutMs: 2_000 } })()).toEqual(E.right({ value: 1 }));
  });

  it('a refused connection is a Network failure', async () => {
    server.use(http.get(api('/down'), () => HttpResponse.error()));
    const { client } = createTestClient();
    expect(await client.get('/down', numberDto)()).toEqual(E.left({ kind: 'Network' }));
  });

  it('a fetch that throws is a Network failure', async () => {
    const client = createLcpRestClient({
      baseUrl: BASE_URL,
      accountType: internalDeployment.accountType,
      cookies: createMemoryCookieJar(),
      locale: () => 'zh-cn',
      site: () => 'common',
      onFailure: () => undefined,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await client.get('/any', numberDto)()).toEqual(E.left({ kind: 'Network' }));
  });
});

describe('lcp-rest client: onFailure', () => {
  it('is told of each failure exactly once, with the call meta', async () => {
    answerProbe({ code: 30001, message: 'nope' });
    const { client, failures } = createTestClient();
    const meta = { userInfo: true, timeoutMs: 5_000 };
    const result = await client.get('/probe', numberDto, { meta })();
    expect(result).toEqual(E.left({ kind: 'Business', code: 30001, message: 'nope' }));
    expect(failures).toEqual([{ error: { kind: 'Business', code: 30001, message: 'nope' }, meta }]);
  });

  it('gets an empty meta when the call gave none, and one report per failed call', async () => {
    answerProbe({ code: 999999, error: 'NotLogin' });
    const { client, failures } = createTestClient();
    await client.get('/probe', numberDto)();
    await client.post('/probe', numberDto)();
    expect(failures).toEqual([
      { error: { kind: 'NotLogin', code: 999999 }, meta: {} },
      { error: { kind: 'NotLogin', code: 999999 }, meta: {} },
    ]);
  });

  it('is not called on success', async () => {
    answerProbe(ok({ value: 1 }));
    const { client, failures } = createTestClient();
    await client.get('/probe', numberDto, { meta: { userInfo: true } })();
    expect(failures).toEqual([]);
  });

  it('reports when the task runs, not when it is built', async () => {
    answerProbe('oops', { status: 503 });
    const { client, failures } = createTestClient();
    const task = client.get('/probe', numberDto);
    expect(failures).toHaveLength(0);
    await task();
    expect(failures).toHaveLength(1);
  });
});
