import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from './fixtures';

/*
 * The built portal as nginx serves it with the configuration the build generated (`npm run serve`; the `nginx`
 * project of playwright.config.ts): its headers, cache rules, compression and addresses (docs/deployment.md).
 */

const directives = (csp: string) => new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));

/** The CSP source of each inline script of the page, as a browser hashes it. */
const inlineScriptSources = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);

const expectSecurityHeaders = (response: APIResponse) => {
  const headers = response.headers();
  expect(headers['content-security-policy'], response.url()).toBeTruthy();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // A local server has no TLS: HSTS is only in the TLS hosts' configuration (build/deploy, its unit test).
  expect(headers['strict-transport-security']).toBeUndefined();
};

const get = (request: APIRequestContext, path: string, encoding = 'identity') => request.get(path, { headers: { 'Accept-Encoding': encoding } });

test('the page: asked again every time, a strict CSP with the inline script by its hash, every security header', async ({ request }) => {
  const page = await get(request, '/');
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(page.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(page);
  const csp = directives(page.headers()['content-security-policy'] ?? '');
  const hashes = inlineScriptSources(html);
  expect(hashes.length).toBeGreaterThan(0);
  expect(csp.get('script-src')).toEqual(["'self'", ...hashes]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  // The page calls its own origin, and Try it the servers of the deployment's documents (its proxy's list).
  const tryIt = (await (await get(request, '/try-it-proxy/')).json()) as { origins: string[] };
  expect(csp.get('connect-src')).toEqual(["'self'", ...tryIt.origins]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(page.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
});

test('every address the app owns answers with the app, so a reload anywhere works; /us and /eu included', async ({ request }) => {
  const app = await (await get(request, '/')).text();
  for (const path of ['/index.html', '/us/', '/eu/', '/us', '/eu/?variant=internal', '/some/deep/address']) {
    const response = await get(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(await response.text(), path).toBe(app);
    expectSecurityHeaders(response);
  }
});

test("the OpenAPI deployment's list of documents: none here, so no content (never the app), asked again every time", async ({ request }) => {
  const response = await get(request, '/openapi-documents.json');
  expect(response.status()).toBe(204);
  expect(await response.text()).toBe('');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(response);
});

test('hashed assets: kept a year, immutable, sent as brotli or gzip as the browser asks; a missing one is a 404', async ({ request }) => {
  const html = await (await get(request, '/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const plain = await get(request, script ?? '');
  const plainBody = await plain.body();
  expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expectSecurityHeaders(plain);
  for (const [asked, sent] of [
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await get(request, script ?? '', asked);
    expect(response.headers()['content-encoding'], asked).toBe(sent);
    expect(response.headers()['vary'], asked).toMatch(/Accept-Encoding/i);
    // The client undoes the encoding: the same file whichever way it travelled.
    expect((await response.body()).equals(plainBody), asked).toBe(true);
  }

  const missing = await get(request, '/assets/no-such-chunk-0000.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="root"');
  expectSecurityHeaders(missing);
});

test('files that are not hashed (the icon) are kept an hour', async ({ request }) => {
  const icon = await get(request, '/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['cache-control']).toBe('public, max-age=3600');
  expectSecurityHeaders(icon);
});

test('/lcp-rest goes to the backend (the sandbox here) with the cookies both ways, and comes back with the security headers', async ({ request }) => {
  const visitor = await request.get('/lcp-rest/hrInfo/getUserInfo');
  expect(visitor.headers()['content-type']).toContain('application/json');
  expect(await visitor.json()).toMatchObject({ code: 999999, error: 'NotLogin' });
  expectSecurityHeaders(visitor);
  // The sign-in's Set-Cookie comes back through nginx, and the next call's Cookie goes up through it.
  const signedIn = await request.post('/__sandbox/sign-in', { form: { pin: 'merchant.dev' } });
  expect(signedIn.ok()).toBe(true);
  const user = await request.get('/lcp-rest/hrInfo/getUserInfo');
  expect(await user.json()).toMatchObject({ code: 20000 });
});
