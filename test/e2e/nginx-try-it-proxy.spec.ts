import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { operationIds } from '../../src/infrastructure/openapi/openapi-ids';
import { expect, test, type Page } from './fixtures';
import { FOREIGN_API_ORIGIN, FOREIGN_API_PORT } from './foreign-api';
import { expectNoSeriousA11yViolations, visit } from './portal';

/*
 * Try it's proxy under nginx (docs/deployment.md "Try it's servers and proxy"): a server on another origin that sends
 * no CORS headers refuses the page's call, which the page says plainly, offering the proxy; through the proxy the call
 * arrives exactly as written, with its own cookies and none of the portal's. The proxy forwards nothing else.
 */

interface Arrived {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}
const arrived: Arrived[] = [];
const foreign = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    arrived.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    // No Access-Control-* header: a browser refuses the answer to another origin's page.
    response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'foreign=1; Path=/', 'x-echo': 'yes' });
    response.end(JSON.stringify({ method: request.method, url: request.url }));
  });
});
test.beforeAll(async () => {
  foreign.listen(FOREIGN_API_PORT, '127.0.0.1');
  await once(foreign, 'listening');
});
test.afterAll(() => foreign.close());

const UNIT = 21;
const ECHO = `/open-business-document/api-doc/${String(UNIT)}/${String(operationIds(UNIT, ['GET /echo/{id}'])[0])}`;
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Echo', version: '1' },
  servers: [{ url: `${FOREIGN_API_ORIGIN}/v1` }],
  paths: {
    '/echo/{id}': {
      get: {
        summary: 'Echo a call',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'q', in: 'query', schema: { type: 'string' } },
          { name: 'session', in: 'cookie', schema: { type: 'string' } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
        ],
        responses: { 200: { description: 'What arrived', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  },
};

/** The deployment lists one document at run time, whose server is the foreign one (the proxy lists it: TRY_IT_ORIGINS). */
const serveEchoDocument = async (page: Page) => {
  await page.route('**/openapi-documents.json', (route) => route.fulfill({ json: [{ id: UNIT, url: '/specs/echo.json', name: '回声', nameEn: 'Echo' }] }));
  await page.route('**/specs/echo.json', (route) => route.fulfill({ json: DOCUMENT }));
};

const tryIt = (page: Page) => page.locator('section#try-it');
const answer = (page: Page) => tryIt(page).getByRole('region', { name: /^(Answer|应答)$/ });
const send = (page: Page) => tryIt(page).getByRole('button', { name: /^(Send|发送)$/ }).click();

test('a server that refuses other sites’ calls: said plainly with the proxy offered; through the proxy the call arrives as written, twice, and after a reload', async ({ page, expectPageErrors }) => {
  // What Chromium logs of the refusal itself, which the page then says in its own words.
  expectPageErrors(/blocked by CORS policy/, /net::ERR_FAILED/);
  await serveEchoDocument(page);
  await visit(page, { locale: 'en-us', docs: 'openapi', route: ECHO });
  const form = tryIt(page);
  await form.getByRole('textbox', { name: /^id\b/ }).fill('a/b é');
  await form.getByLabel('q', { exact: true }).fill('x & y');
  await form.getByLabel('session', { exact: true }).fill('s-1');
  await form.getByLabel('X-Trace', { exact: true }).fill('t-1');

  const proxy = page.getByRole('checkbox', { name: 'Send through this portal (for a server that does not accept calls from other sites)' });
  await expect(proxy).not.toBeChecked();
  await send(page);
  const refusal = answer(page).getByRole('alert');
  await expect(refusal.locator('p')).toHaveText([/^No answer came: .*\(CORS\)\./, 'Or tick “Send through this portal” above: the portal forwards the call to this server.']);
  await expect(answer(page).getByRole('alert')).toHaveCount(1);

  await proxy.check();
  const before = arrived.length;
  for (const round of [1, 2]) {
    await send(page);
    await expect(answer(page)).toContainText('200 OK');
    expect(arrived.length, `round ${String(round)}`).toBe(before + round);
    const call = arrived.at(-1);
    expect(call?.url).toBe('/v1/echo/a%2Fb%20%C3%A9?q=x%20%26%20y');
    expect([call?.headers.cookie, call?.headers['x-trace'], call?.headers.origin, call?.headers['x-try-it-proxy'], call?.headers['x-try-it-cookie']]).toEqual(['session=s-1', 't-1', undefined, undefined, undefined]);
  }
  // The API's headers, not the proxy's; its cookie set nowhere.
  await answer(page).getByText(/^Headers \(\d+\)$/).click();
  const headers = answer(page).getByRole('table');
  await expect(headers).toContainText('x-echo');
  await expect(headers).not.toContainText('sandbox');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('foreign');
  await expectNoSeriousA11yViolations(page);

  // A reload forgets what was typed (memory only) and the choice with it; both come back as the reader sets them.
  await page.reload();
  await expect(proxy).not.toBeChecked({ timeout: 20_000 });
  await form.getByRole('textbox', { name: /^id\b/ }).fill('c');
  await proxy.check();
  await send(page);
  await expect(answer(page)).toContainText('200 OK');
  expect(arrived.at(-1)?.url).toBe('/v1/echo/c');
});

test('the proxy forwards Try it’s calls to the listed servers only: its list is the CSP’s, anything else is refused', async ({ request }) => {
  const list = (await (await request.get('/try-it-proxy/')).json()) as { origins: string[] };
  expect(list.origins).toContain(FOREIGN_API_ORIGIN);
  // The sandbox's documents' servers (Stripe's, GitHub's), read from them when the server started.
  expect(list.origins).toEqual(expect.arrayContaining(['https://api.stripe.com', 'https://api.github.com']));
  const page = await request.get('/');
  const connect = (page.headers()['content-security-policy'] ?? '').split('; ').find((directive) => directive.startsWith('connect-src '));
  expect(connect).toBe(`connect-src 'self' ${list.origins.join(' ')}`);

  const before = arrived.length;
  const tryIt = { 'x-try-it-proxy': '1' };
  for (const [path, headers] of [
    [`/try-it-proxy/http/127.0.0.1:${String(FOREIGN_API_PORT)}/v1/echo/x`, {}],
    ['/try-it-proxy/https/evil.example.test/x', tryIt],
    [`/try-it-proxy/http/127.0.0.1:${String(FOREIGN_API_PORT + 1)}/x`, tryIt],
    [`/try-it-proxy/http/127.0.0.1:${String(FOREIGN_API_PORT)}@evil.example.test/x`, tryIt],
    ['/try-it-proxy/anything', tryIt],
  ] as const) {
    const refused = await request.get(path, { headers });
    expect(refused.status(), path).toBe(403);
  }
  expect(arrived.length).toBe(before);
  const passed = await request.get(`/try-it-proxy/http/127.0.0.1:${String(FOREIGN_API_PORT)}/v1/echo/x`, { headers: tryIt });
  expect(passed.status()).toBe(200);
  expect(passed.headers()['set-cookie']).toBeUndefined();
  expect(passed.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect(arrived.at(-1)?.url).toBe('/v1/echo/x');
});
