import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { SearchPort } from '../../../../src/application/ports/search.port';
import { makeCountHits, makeSearchDocs, makeSuggest } from '../../../../src/application/use-cases/search-docs.use-case';
import { makeRecentFinds, makeRememberFind } from '../../../../src/application/use-cases/recent-finds.use-case';
import { createMemoryStore } from '../../../fakes/memory-store';
import {
  SEARCH_TABS,
  searchRequestsOf,
  searchTargetOf,
  supportDocType,
  type SearchHit,
  type SearchRequest,
  type SearchResultPage,
  type SearchScope,
} from '../../../../src/domain/search/search';

const hit = (n: number): SearchHit => ({ key: `k${String(n)}`, scope: 'api', title: `t${String(n)}`, snippet: '', target: { kind: 'none' } });

const fakePort = (answer: ReturnType<SearchPort['search']> = TE.right({ hits: [hit(1)], total: 45 })) => {
  const requests: SearchRequest[] = [];
  const port: SearchPort = {
    search: (request) => {
      requests.push(request);
      return answer;
    },
    prepare: () => TE.right(undefined),
  };
  return { port, requests };
};

describe('searchDocs', () => {
  it('asks each tab its endpoint, 20 per page, and reports the page count', async () => {
    const { port, requests } = fakePort();
    const searchDocs = makeSearchDocs({ search: port });
    expect(await searchDocs({ q: ' 签名 ', tab: 'all', page: 3 })()).toEqual(E.right({ hits: [hit(1)], total: 45, page: 3, pageCount: 3 }));
    for (const tab of ['api', 'doc', 'solution', 'faq'] as const) await searchDocs({ q: 'x', tab, page: 1 })();
    expect(requests.map((request) => [request.endpoint, request.q, request.from, request.size])).toEqual([
      ['all', '签名', 40, 20],
      ['api', 'x', 0, 20],
      ['message', 'x', 0, 19],
      ['doc', 'x', 0, 20],
      ['biz_unit', 'x', 0, 20],
      ['question', 'x', 0, 20],
    ]);
  });

  it('narrows the guide and development-support tabs to their document types', async () => {
    const { port, requests } = fakePort();
    const searchDocs = makeSearchDocs({ search: port });
    await searchDocs({ q: 'x', tab: 'guide', page: 1 })();
    await searchDocs({ q: 'x', tab: 'support', page: 1 })();
    await searchDocs({ q: 'x', tab: 'support', topic: 'sdk', page: 1 })();
    expect(requests.map((request) => [request.endpoint, request.docTypes])).toEqual([
      ['doc', [1]],
      ['doc', [11, 12, 13, 14, 15, 16, 17, 18]],
      ['doc', [supportDocType('sdk')]],
    ]);
    expect(supportDocType('sdk')).toBe(16);
  });

  it('finds nothing for an empty query without asking the backend', async () => {
    const { port, requests } = fakePort();
    expect(await makeSearchDocs({ search: port })({ q: '   ', tab: 'api', page: 2 })()).toEqual(
      E.right({ hits: [], total: 0, page: 1, pageCount: 1 }),
    );
    expect(requests).toEqual([]);
  });

  it('passes a failure on (the view says it in place)', async () => {
    const { port } = fakePort(TE.left({ kind: 'Network' }));
    expect(await makeSearchDocs({ search: port })({ q: 'x', tab: 'all', page: 1 })()).toEqual(E.left({ kind: 'Network' }));
  });

  it('keeps a page number in range', () => {
    expect(searchRequestsOf({ q: 'x', tab: 'all', page: 0 })[0].from).toBe(0);
    expect(searchRequestsOf({ q: 'x', tab: 'all', page: Number.NaN })[0].from).toBe(0);
    expect(searchRequestsOf({ q: 'x', tab: 'all', page: 10_000 })[0].from).toBe(499 * 20);
  });

  it('lists every kind of hit All finds in some tab: messages are in the API documentation tab', () => {
    const scopes: readonly SearchScope[] = ['api', 'doc', 'biz_unit', 'message', 'question'];
    const tabsOf = (scope: SearchScope) =>
      SEARCH_TABS.filter((tab) => tab !== 'all' && searchRequestsOf({ q: 'x', tab, page: 1 }).some((request) => request.endpoint === scope && !request.docTypes));
    expect(Object.fromEntries(scopes.map((scope) => [scope, tabsOf(scope)]))).toEqual({
      api: ['api'],
      doc: ['doc'],
      biz_unit: ['solution'],
      message: ['api'],
      question: ['faq'],
    });
  });

  it('pages the API documentation tab through the APIs, then the messages, as one list', async () => {
    const rows = (scope: 'api' | 'message', total: number) => (request: SearchRequest) =>
      Array.from({ length: Math.max(0, Math.min(request.size, total - request.from)) }, (_, index) => ({ ...hit(request.from + index), key: `${scope}${String(request.from + index)}` }));
    const requests: SearchRequest[] = [];
    const port: SearchPort = {
      search: (request) => {
        requests.push(request);
        const scope = request.endpoint === 'message' ? 'message' : 'api';
        const total = scope === 'api' ? 25 : 4;
        return TE.right({ hits: rows(scope, total)(request), total });
      },
      prepare: () => TE.right(undefined),
    };
    const second = await makeSearchDocs({ search: port })({ q: 'x', tab: 'api', page: 2 })();
    expect(E.map((page: SearchResultPage) => ({ ...page, hits: page.hits.map((one) => one.key) }))(second)).toEqual(
      E.right({ hits: ['api20', 'api21', 'api22', 'api23', 'api24', 'message0', 'message1', 'message2', 'message3'], total: 29, page: 2, pageCount: 2 }),
    );
    expect(requests.map((request) => [request.endpoint, request.from, request.size])).toEqual([
      ['api', 20, 20],
      ['message', 0, 15],
    ]);
  });
});

describe('search result links', () => {
  it('leads each kind of hit to its page from its raw fields', () => {
    expect(searchTargetOf('api', { id: 7, unitId: '3' })).toEqual({ kind: 'apiDoc', unitId: '3', docId: '7' });
    expect(searchTargetOf('message', { id: 8, unitId: 3 })).toEqual({ kind: 'messageDoc', unitId: '3', docId: '8' });
    expect(searchTargetOf('biz_unit', { id: 5 })).toEqual({ kind: 'accessGuide', unitId: '5' });
    expect(searchTargetOf('biz_unit', { id: 5, unitId: 6 })).toEqual({ kind: 'accessGuide', unitId: '6' });
    expect(searchTargetOf('doc', { id: 70001, unitId: 5 })).toEqual({ kind: 'accessGuideDoc', unitId: '5', docId: '70001' });
    expect(searchTargetOf('doc', { id: 80001 })).toEqual({ kind: 'devSupport', docId: '80001' });
    expect(searchTargetOf('question', { code: 'P0001', workOrderTypeCode: 'api-sign' })).toEqual({
      kind: 'question',
      channelId: 'api-sign',
      questionId: 'P0001',
    });
    expect(searchTargetOf('question', { code: 'P0001' })).toEqual({ kind: 'questionDocs' });
  });

  it('builds no address from ids that are missing or not ids', () => {
    expect(searchTargetOf('api', { id: 7 })).toEqual({ kind: 'none' });
    expect(searchTargetOf('api', { id: '7/../x', unitId: 3 })).toEqual({ kind: 'none' });
    expect(searchTargetOf('doc', {})).toEqual({ kind: 'none' });
    expect(searchTargetOf('question', { code: 'a/b', workOrderTypeCode: 'x' })).toEqual({ kind: 'questionDocs' });
    expect(searchTargetOf(undefined, { id: 1, unitId: 1 })).toEqual({ kind: 'none' });
  });
});

describe('countHits', () => {
  it("asks each tab's own call for one row and answers its total", async () => {
    const { port, requests } = fakePort(TE.right({ hits: [hit(1)], total: 17 }));
    const countHits = makeCountHits({ search: port });
    expect(await countHits(' 签名 ', 'guide')()).toEqual(E.right(17));
    await countHits('x', 'faq')();
    expect(requests.map((request) => [request.endpoint, request.q, request.from, request.size, request.docTypes])).toEqual([
      ['doc', '签名', 0, 1, [1]],
      ['question', 'x', 0, 1, undefined],
    ]);
  });

  it('counts the API documentation tab as its APIs and its messages together', async () => {
    const port: SearchPort = { search: (request) => TE.right({ hits: [], total: request.endpoint === 'message' ? 45 : 3 }), prepare: () => TE.right(undefined) };
    expect(await makeCountHits({ search: port })('通知', 'api')()).toEqual(E.right(48));
  });

  it('stops at the first failed call of a tab: one failure, the one its query says silent, never a second to toast', async () => {
    const { port, requests } = fakePort(TE.left({ kind: 'Http', status: 500 }));
    expect(await makeCountHits({ search: port })('x', 'api')()).toEqual(E.left({ kind: 'Http', status: 500 }));
    expect(requests.map((request) => request.endpoint)).toEqual(['api']);
  });

  it('counts nothing for empty words without asking', async () => {
    const { port, requests } = fakePort();
    expect(await makeCountHits({ search: port })('  ', 'api')()).toEqual(E.right(0));
    expect(requests).toEqual([]);
  });
});

describe('suggest', () => {
  it('asks the all-scopes search for 20 rows and answers them ranked', async () => {
    const api = (title: string, docId: string): SearchHit => ({ key: docId, scope: 'api', title, snippet: '', target: { kind: 'apiDoc', unitId: '101', docId } });
    const { port, requests } = fakePort(TE.right({ hits: [api('Cancel sign', '1'), api('Sign', '2')], total: 2 }));
    const answer = await makeSuggest({ search: port })(' sign ')();
    expect(E.isRight(answer) && answer.right.map((suggestion) => suggestion.title)).toEqual(['Sign', 'Cancel sign']);
    expect(requests).toEqual([{ endpoint: 'all', q: 'sign', from: 0, size: 20 }]);
    expect(await makeSuggest({ search: port })(' ')()).toEqual(E.right([]));
    expect(requests).toHaveLength(1);
  });
});

describe('recent finds', () => {
  it('remembers openings across reads of the same store and survives a broken entry', () => {
    const local = createMemoryStore();
    const opened = { key: 'devSupport:1', kind: 'doc' as const, title: 'Calling', target: { kind: 'devSupport' as const, docId: '1' } };
    expect(makeRecentFinds({ local })()).toEqual([]);
    expect(makeRememberFind({ local })(opened)()).toEqual([opened]);
    expect(makeRecentFinds({ local })()).toEqual([opened]);
    local.set('lcp.finder.recent', '{not json');
    expect(makeRecentFinds({ local })()).toEqual([]);
  });
});
