import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { openApiSourceOf } from '../../../src/publish/openapi-list';
import { publish, type PublishOptions, type PublishSummary } from '../../../src/publish/publish';
import { readCurrent } from '../../../src/publish/snapshot';
import { createSandboxFetch, SANDBOX_ORIGIN } from '../../../src/sandbox/sandbox-fetch';

/*
 * The publish step of an OpenAPI deployment (docs/publishing.md "OpenAPI deployments"): the sandbox's shop document
 * (YAML, with a webhook and an overview) and its Swagger 2.0 pet store, read in this process through the app's own
 * OpenAPI reader, beside the platform's documents and FAQ from lcp-rest.
 */

const ORIGIN = 'http://portal.test';
const HOST = 'portal.test';
const LIST = [
  { id: 1, url: '/__sandbox/openapi/shop.yaml', name: '示例商店 API', nameEn: 'Sample shop API' },
  { id: 4, url: '/__sandbox/openapi/petstore-swagger2.json', name: '宠物商店 API', nameEn: 'Pet store API' },
];
let outDir = '';
let summary: PublishSummary;

const sandbox = createSandboxFetch();
/** The portal's origin answered by the embedded sandbox, as `npm run publish` does on local. */
const documentsFetch = ((input: string, init?: RequestInit) => sandbox.fetch(input.replace(ORIGIN, SANDBOX_ORIGIN), init)) as typeof fetch;

const options = (more: Partial<PublishOptions> = {}): PublishOptions => ({
  outDir,
  hostTable: HOST_TABLE,
  environment: 'local',
  localOrigin: ORIGIN,
  backend: sandbox,
  docs: 'openapi',
  openapi: openApiSourceOf({ configured: LIST, base: ORIGIN, fetch: documentsFetch, say: () => undefined }),
  sites: ['common'],
  ...more,
});

const served = (path: string): string => readFileSync(join(outDir, 'current', HOST, path), 'utf8');
const page = (path: string) => new JSDOM(served(`${path}index.html`)).window.document;
const apiPaths = (unitId: number) => readdirSync(join(outDir, 'current', HOST, `docs/en-us/units/${String(unitId)}/api`)).filter((name) => !name.includes('.'));

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'publish-openapi-'));
  summary = await publish(options());
}, 120_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('npm run publish on an OpenAPI deployment', () => {
  it("publishes every operation, webhook and overview of each document, and the platform's documents, with nothing failed", () => {
    expect(summary.failures).toEqual([]);
    expect(apiPaths(1)).toHaveLength(3);
    expect(apiPaths(4).length).toBeGreaterThanOrEqual(3);
    const shop = page('/docs/en-us/units/1/');
    expect(shop.querySelector('h1')?.textContent).toContain('Sample shop API');
    expect(page('/docs/en-us/units/1/message/1/').querySelector('h1')?.textContent).toBe('Order shipped');
    // The overview (info.description) is the unit's one guide page, under the OpenAPI deployment's word for it.
    expect(existsSync(join(outDir, 'current', HOST, 'docs/en-us/units/1/guide/1/index.html'))).toBe(true);
    expect(page('/docs/en-us/units/1/guide/1/').querySelector('aside')?.textContent).toContain('Overview');
    // Released platform documents still come from lcp-rest.
    expect(page('/docs/en-us/').querySelector('a[href$="/help/80001/"]')).not.toBeNull();
    expect(readCurrent(outDir)?.manifest.docs).toBe('openapi');
  });

  it("shows an operation as the app's OpenAPI page does: method and path, servers, authorization, parameters with where they go, every response", () => {
    const [get] = apiPaths(1)
      .map((id) => page(`/docs/en-us/units/1/api/${id}/`))
      .filter((doc) => doc.querySelector('h1')?.textContent === 'Get an order');
    expect(get).toBeDefined();
    const text = get?.querySelector('main')?.textContent ?? '';
    expect(text).toContain('GET /orders/{orderId}');
    expect(get?.querySelector('#request tr#request-orderid')?.textContent).toContain('Path');
    expect(get?.querySelector('#response')?.textContent).toContain('Response 404');
    expect(get?.querySelector('#response')?.textContent).toContain('CancelOrder');
    // No gateway here: no LOP-DN, no signed calls, no signature tool; Try it is the app's page of this deployment.
    expect(text).not.toContain('LOP-DN');
    expect(get?.querySelector('#signed-calls')).toBeNull();
    const actions = [...(get?.querySelectorAll('.actions a') ?? [])].map((link) => link.getAttribute('href'));
    expect(actions[0]).toMatch(/^\/\?lang=en-us&docs=openapi#\/open-business-document\/api-doc\/1\/\d+$/);
    expect(get?.querySelector('a.portal')?.getAttribute('href')).toContain('docs=openapi');
  });

  it("gives each operation a twin in the deployment's words, without the gateway's columns", () => {
    const id = apiPaths(1)[0] ?? '';
    const twin = served(`/docs/en-us/units/1/api/${id}.md`);
    expect(twin).toMatch(/^# \S/);
    expect(twin).not.toContain('LOP-DN');
    expect(twin).not.toContain('## SDK');
  });

  it("keeps its snapshots apart from the lcp deployment's: neither publishes into the other's folder", async () => {
    await expect(publish({ ...options(), docs: 'lcp' })).rejects.toThrow(/holds the snapshot of a deployment on openapi documents/);
    await expect(publish({ ...options(), openapi: undefined })).rejects.toThrow(/list of documents/);
  });

  it('reads a document only from the origins its list names (a $ref elsewhere fails as the CSP would make it), saying each refusal once', async () => {
    const said: string[] = [];
    const source = openApiSourceOf({ configured: LIST, base: ORIGIN, fetch: documentsFetch, say: (message) => said.push(message) });
    await expect(source.fetchText('http://elsewhere.test/steal.json')).rejects.toThrow(/not on an allowed origin/);
    await expect(source.fetchText('http://elsewhere.test/steal.json')).rejects.toThrow(/not on an allowed origin/);
    await expect(source.fetchText(`${ORIGIN}/__sandbox/openapi/missing.json`)).rejects.toMatchObject({ status: 404 });
    await expect(source.fetchText(`${ORIGIN}/__sandbox/openapi/shop.yaml`)).resolves.toContain('openapi:');
    expect(said).toEqual([
      `http://elsewhere.test/steal.json could not be read: publish: http://elsewhere.test/steal.json is not on an allowed origin (${ORIGIN})`,
      `${ORIGIN}/__sandbox/openapi/missing.json could not be read: HTTP 404`,
    ]);
  });

  it('writes valid HTML: an overview, each operation of the shop, a webhook, in both languages', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
    const samples = ['units/1/', 'units/1/guide/1/', 'units/1/message/1/', ...apiPaths(1).map((id) => `units/1/api/${id}/`), `units/4/api/${apiPaths(4)[0] ?? ''}/`];
    for (const locale of ['zh-cn', 'en-us']) {
      for (const sample of samples) {
        const report = await validator.validateString(served(`/docs/${locale}/${sample}index.html`));
        const messages = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
        expect(messages, `${locale}/${sample}`).toEqual([]);
      }
    }
  });
});
