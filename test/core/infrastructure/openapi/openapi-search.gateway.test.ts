import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/application/errors/app-error';
import type { SearchPort } from '../../../../src/application/ports/search.port';
import { makeCountHits, makeSearchDocs, makeSuggest } from '../../../../src/application/use-cases/search-docs.use-case';
import { supportDocType, type SearchHit, type SearchRequest } from '../../../../src/domain/search/search';
import type { OpenApiUnit } from '../../../../src/infrastructure/openapi/openapi-document-list';
import { createOpenApiHost, HttpStatusError } from '../../../../src/infrastructure/openapi/openapi-host';
import { operationIds } from '../../../../src/infrastructure/openapi/openapi-ids';
import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { parseJson } from '../../../../src/infrastructure/openapi/openapi-reader';
import { pageInTurn } from '../../../../src/application/search/page-in-turn';
import { createOpenApiSearchGateway, RELEASED_DOC_TYPES } from '../../../../src/infrastructure/openapi/openapi-search.gateway';
import type { OpenApiAsk } from '../../../../src/infrastructure/openapi/openapi-worker.channel';
import { ROOT, SHARED, sharedDocument, shopDocument } from './openapi-fixture';

const BROKEN = 'https://docs.example.test/specs/broken.json';
const UNITS: OpenApiUnit[] = [
  { id: 1, url: ROOT, name: '示例商店', nameEn: 'Sample shop' },
  { id: 5, url: BROKEN, name: '有误的文档', nameEn: 'A broken document' },
];

/** lcp-rest's search, faked: `total` hits per endpoint, numbered, answering the asked page. */
const fakeRest = (totals: Partial<Record<SearchRequest['endpoint'], number>>, failing?: AppError) => {
  const asked: SearchRequest[] = [];
  const prepared = { count: 0 };
  const port: SearchPort = {
    prepare: () => {
      prepared.count += 1;
      return failing ? TE.left(failing) : TE.right(undefined);
    },
    search: (request) => {
      asked.push(request);
      if (failing) return TE.left(failing);
      const total = totals[request.endpoint] ?? 0;
      const hits = Array.from({ length: Math.max(0, Math.min(request.size, total - request.from)) }, (_, index): SearchHit => {
        const n = String(request.from + index + 1);
        return { key: `${request.endpoint}-${n}`, scope: request.endpoint === 'question' ? 'question' : 'doc', title: `${request.endpoint} ${n}`, snippet: '', target: { kind: 'devSupport', docId: n } };
      });
      return TE.right({ hits, total });
    },
  };
  return { port, asked, prepared };
};

const setUp = ({ rest = fakeRest({}).port, english = false, ask, fetched = [] }: { rest?: SearchPort; english?: boolean; ask?: OpenApiAsk; fetched?: string[] } = {}) => {
  const files: Record<string, Json> = { [ROOT]: shopDocument(), [SHARED]: sharedDocument(), [BROKEN]: { ...shopDocument(), info: { version: '1' } } };
  const host = createOpenApiHost({
    fetchText: (url) => {
      fetched.push(url);
      return url in files ? Promise.resolve(JSON.stringify(files[url])) : Promise.reject(new HttpStatusError(404));
    },
    parse: (text, file) => Promise.resolve(parseJson(text, file)),
    markdown: () => Promise.resolve((text: string) => `<p>${text}</p>`),
  });
  return createOpenApiSearchGateway({ units: TE.right(UNITS), ask: ask ?? host.answer, english: () => english, rest });
};

const value = <A>(either: E.Either<unknown, A>): A => {
  if (E.isLeft(either)) throw new Error(`failed: ${JSON.stringify(either.left)}`);
  return either.right;
};
const GET_ORDER = String(operationIds(1, ['GET /orders/{orderId}'])[0]);

describe('search on an OpenAPI deployment', () => {
  it("answers the API, message and unit endpoints from the documents, in the reader's language, asking lcp-rest nothing", async () => {
    const rest = fakeRest({ doc: 3, question: 2 });
    const zh = value(await setUp({ rest: rest.port }).search({ endpoint: 'api', q: 'get order', from: 0, size: 20 })());
    expect(zh).toEqual({ hits: [expect.objectContaining({ title: 'Get an order', source: '示例商店', target: { kind: 'apiDoc', unitId: '1', docId: GET_ORDER } })], total: 1 });
    const en = value(await setUp({ rest: rest.port, english: true }).search({ endpoint: 'biz_unit', q: '示例商店', from: 0, size: 20 })());
    expect(en.hits).toEqual([expect.objectContaining({ title: 'Sample shop', target: { kind: 'accessGuide', unitId: '1' } })]);
    expect(value(await setUp({ rest: rest.port }).search({ endpoint: 'message', q: 'shipped', from: 0, size: 20 })()).total).toBe(1);
    expect(rest.asked).toEqual([]);
  });

  it("prepares a first search: every document read before it is asked (the search then fetches nothing), lcp-rest's adapter loaded beside; twice costs nothing more", async () => {
    const rest = fakeRest({});
    const fetched: string[] = [];
    const search = setUp({ rest: rest.port, fetched });
    // The broken document's problem is its pages' to say: preparing still succeeds.
    expect(await search.prepare()()).toEqual(E.right(undefined));
    expect(new Set(fetched)).toEqual(new Set([ROOT, SHARED, BROKEN]));
    const before = fetched.length;
    expect(await search.prepare()()).toEqual(E.right(undefined));
    expect(value(await search.search({ endpoint: 'api', q: 'get order', from: 0, size: 20 })()).total).toBe(1);
    expect(fetched).toHaveLength(before);
    expect(rest.prepared.count).toBe(2);
    expect(rest.asked).toEqual([]);
  });

  it("asks lcp-rest for released documents (not its own units' guide pages) and FAQ", async () => {
    const rest = fakeRest({ doc: 3, question: 2 });
    const search = setUp({ rest: rest.port });
    expect(value(await search.search({ endpoint: 'doc', q: 'sign', from: 0, size: 20 })()).total).toBe(3);
    value(await search.search({ endpoint: 'doc', q: 'sign', from: 0, size: 20, docTypes: [supportDocType('sdk')] })());
    expect(value(await search.search({ endpoint: 'question', q: 'sign', from: 0, size: 20 })()).total).toBe(2);
    expect(rest.asked).toEqual([
      { endpoint: 'doc', q: 'sign', from: 0, size: 20, docTypes: RELEASED_DOC_TYPES },
      { endpoint: 'doc', q: 'sign', from: 0, size: 20, docTypes: [supportDocType('sdk')] },
      { endpoint: 'question', q: 'sign', from: 0, size: 20 },
    ]);
    expect(RELEASED_DOC_TYPES).toEqual([1, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it("lists all: the documents' hits, then lcp-rest's released documents, then its FAQ, paged as one list", async () => {
    const rest = fakeRest({ doc: 3, question: 2 });
    const search = setUp({ rest: rest.port });
    const everything = value(await search.search({ endpoint: 'all', q: 'order', from: 0, size: 100 })());
    const documents = value(await search.search({ endpoint: 'api', q: 'order', from: 0, size: 100 })()).total + 1; // and the webhook
    expect(everything.total).toBe(documents + 5);
    expect(everything.hits.slice(documents).map((hit) => hit.title)).toEqual(['doc 1', 'doc 2', 'doc 3', 'question 1', 'question 2']);
    // Every page, two by two, is the same list.
    const pages = [];
    for (let from = 0; from < everything.total + 2; from += 2) pages.push(value(await search.search({ endpoint: 'all', q: 'order', from, size: 2 })()));
    expect(pages.flatMap((page) => page.hits)).toEqual(everything.hits);
    expect(new Set(pages.map((page) => page.total))).toEqual(new Set([everything.total]));
  });

  it('asks each source only for the part of the page in its own list', async () => {
    const rest = fakeRest({ doc: 3, question: 2 });
    const sources = [3, 3, 2].map((total, source) => (from: number, size: number) => {
      rest.asked.push({ endpoint: 'all', q: String(source), from, size });
      return TE.right({ hits: Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, index): SearchHit => ({ key: `${String(source)}-${String(from + index)}`, title: '', snippet: '', target: { kind: 'none' } })), total });
    });
    const page = value(await pageInTurn(sources, 2, 4)());
    expect(page.total).toBe(8);
    expect(page.hits.map((hit) => hit.key)).toEqual(['0-2', '1-0', '1-1', '1-2']);
    // Source 0 from its 3rd row; source 1 whole; source 2 only for its total (one row, not shown).
    expect(rest.asked.map(({ q, from, size }) => [q, from, size])).toEqual([
      ['0', 2, 4],
      ['1', 0, 3],
      ['2', 0, 1],
    ]);
  });

  it("finds what it can when a document cannot be read; a failure of lcp-rest's part, or of the worker, is the search's (the caller keeps it silent)", async () => {
    const ok = value(await setUp().search({ endpoint: 'api', q: 'order', from: 0, size: 20 })());
    expect(ok.total).toBe(3);
    const down = setUp({ rest: fakeRest({}, { kind: 'Timeout' }).port });
    expect(await down.search({ endpoint: 'all', q: 'order', from: 0, size: 20 })()).toEqual(E.left({ kind: 'Timeout' }));
    expect(value(await down.search({ endpoint: 'api', q: 'order', from: 0, size: 20 })()).total).toBe(3);
    const died = setUp({ ask: () => Promise.resolve(E.left({ kind: 'Network' })) });
    expect(await died.search({ endpoint: 'all', q: 'order', from: 0, size: 20 })()).toEqual(E.left({ kind: 'Network' }));
  });

  describe('the use cases on it', () => {
    it("the search page: a tab's page, its count, and its empty query", async () => {
      const search = setUp({ rest: fakeRest({ doc: 3, question: 2 }).port });
      const page = value(await makeSearchDocs({ search })({ q: 'GetOrder', tab: 'api', page: 1 })());
      expect(page).toEqual({ hits: [expect.objectContaining({ code: 'getOrder', title: 'Get an order' })], total: 1, page: 1, pageCount: 1 });
      expect(value(await makeCountHits({ search })('order', 'solution')())).toBe(0);
      expect(value(await makeCountHits({ search })('shop', 'solution')())).toBe(1);
      expect(value(await makeCountHits({ search })('order', 'faq')())).toBe(2);
    });

    it('the finder suggests an operation by its words, its code or a parameter, and opens it at the parameter', async () => {
      const suggest = makeSuggest({ search: setUp({ rest: fakeRest({ doc: 3, question: 2 }).port }) });
      const [first] = value(await suggest('get order')());
      expect(first).toMatchObject({ kind: 'api', title: 'Get an order', code: 'getOrder', unit: '示例商店', target: { kind: 'apiDoc', unitId: '1', docId: GET_ORDER } });
      expect(value(await suggest('cancelOrder')())[0]).toMatchObject({ title: 'DELETE /orders/{orderId}', code: 'cancelOrder' });
      expect(value(await suggest('expand')())[0]).toMatchObject({ title: 'Get an order', field: 'expand' });
      // A word of a description only is no parameter.
      expect(value(await suggest('reads')())[0]).toMatchObject({ title: 'Get an order' });
      expect(value(await suggest('reads')())[0]?.field).toBeUndefined();
    });
  });
});
