import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMiddleware } from '../../../src/sandbox/middleware';
import { sandboxPlugin } from '../../../src/sandbox/sandbox.vite-plugin';

/** The middleware as Vite and `npm run sandbox` mount it, over a real socket. */
describe('sandbox middleware over HTTP', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const middleware = createSandboxMiddleware();
    server = createServer((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 418;
        res.end('passed on');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers /lcp-rest with the envelope, in UTF-8', async () => {
    const response = await fetch(`${base}/lcp-rest/bizunit/getBizUnitById?id=101`);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ code: 20000, data: { name: '入库管理', nameEn: 'Inbound management' } });
  });

  it('signs in with a posted form, passes both cookies of setOidcToken over HTTP and reads a posted JSON body', async () => {
    const login = await fetch(`${base}/__sandbox/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pin: 'merchant.dev', returnUrl: `${base}/#/mySystem` }),
    });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe(`${base}/#/mySystem`);
    const [idaas = ''] = login.headers.getSetCookie();
    expect(idaas).toMatch(/^lcp_sandbox_idaas=ST-\w+; Path=\/; HttpOnly; SameSite=Lax$/);
    const exchanged = await fetch(`${base}/lcp-rest/cookies/erp/setOidcToken`, { headers: { cookie: idaas.split(';')[0] ?? '' } });
    const [setCookie = '', clearIdaas = ''] = exchanged.headers.getSetCookie();
    expect(setCookie).toMatch(/^lcp_sandbox_token=\w+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(clearIdaas).toMatch(/^lcp_sandbox_idaas=;.*Max-Age=0/);
    const cookie = setCookie.split(';')[0] ?? '';
    expect(await (await fetch(`${base}/lcp-rest/hrInfo/getUserInfo`, { headers: { cookie } })).json()).toMatchObject({ data: { userPin: 'merchant.dev' } });
    const applied = await fetch(`${base}/lcp-rest/wms/apply`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ systemName: '成都仓', schemeType: 0, limitNum: 1, limitType: 1 }),
    });
    expect(await applied.json()).toMatchObject({ code: 20000 });
  });

  it('answers unknown /lcp-rest paths with a JSON 404 and passes other paths on', async () => {
    const unknown = await fetch(`${base}/lcp-rest/none`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'NotFound' });
    expect((await fetch(`${base}/lcp-restX/hrInfo/getUserInfo`)).status).toBe(418);
    expect((await fetch(`${base}/index.html`)).status).toBe(418);
  });

  it('gzips a large JSON answer for a client that accepts it, as a gateway would, and sends it plain otherwise', async () => {
    const path = '/lcp-rest/bizapinterface/getBizUnitApiDetails?id=19999';
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const zipped = await raw('gzip, deflate, br');
    const plain = await raw('identity');

    expect(zipped.encoding).toBe('gzip');
    expect(plain.encoding).toBeUndefined();
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ code: 20000, data: { id: 19999 } });
  });
});

describe('sandboxPlugin', () => {
  const mount = (enabled: boolean) => {
    const used: unknown[] = [];
    const server = { middlewares: { use: (middleware: unknown) => used.push(middleware) } };
    const plugin = sandboxPlugin({ enabled });
    (plugin.configureServer as (server: unknown) => void)(server);
    (plugin.configurePreviewServer as (server: unknown) => void)(server);
    return { plugin, used };
  };

  it('mounts the middleware in the dev and preview servers when enabled, and only when serving', () => {
    const { plugin, used } = mount(true);
    expect(plugin.apply).toBe('serve');
    expect(used).toHaveLength(2);
  });

  it('does nothing when disabled (a real backend is configured)', () => {
    expect(mount(false).used).toEqual([]);
  });
});
