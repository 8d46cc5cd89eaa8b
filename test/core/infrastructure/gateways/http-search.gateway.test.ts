import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hitSourceName, type SearchHit, type SearchRequest } from '../../../../src/domain/search/search';
import { createHttpSearchGateway, searchPath } from '../../../../src/infrastructure/gateways/http-search.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

const answer = (path: string, body: unknown) => {
  const urls: URL[] = [];
  server.use(
    http.get(api(path), ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(body as object);
    }),
  );
  return urls;
};

const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({ endpoint: 'all', q: '签名', from: 20, size: 20, ...overrides });

describe('HTTP search gateway', () => {
  it('asks /search with q, from and size and maps rows to hits', async () => {
    const urls = answer(
      '/search',
      ok({
        total: 21,
        from: 20,
        size: 20,
        rows: [
          {
            scope: 'api',
            type: 'api',
            title: '创建订单 /order/create',
            content: '签名 plain',
            highlight: { title: ['创建<em>订单</em>'], content: ['<em>签名</em> one', 'two'] },
            raw: { id: 7, unitId: 3, businessName: 'Order', code: 'lcp.order.create' },
          },
          { businessType: 'question', title: 'Q', raw: { code: 'P0001', workOrderTypeCode: 'api-sign' } },
        ],
      }),
    );
    const { client, failures } = createTestClient();
    const result = await createHttpSearchGateway(client).search(request())();
    expect(urls.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ q: '签名', from: '20', size: '20' }]);
    expect(result).toEqual(
      E.right({
        total: 21,
        hits: [
          {
            key: 'api-7-0',
            scope: 'api',
            title: '创建订单 /order/create',
            titleHighlight: '创建<em>订单</em>',
            snippet: '签名 plain',
            snippetHighlight: '<em>签名</em> one … two',
            source: 'Order',
            code: 'lcp.order.create',
            target: { kind: 'apiDoc', unitId: '3', docId: '7' },
          },
          {
            key: 'question-P0001-1',
            scope: 'question',
            title: 'Q',
            snippet: '',
            target: { kind: 'question', channelId: 'api-sign', questionId: 'P0001' },
          },
        ],
      }),
    );
    expect(failures).toEqual([]);
  });

  it('turns markup in any field of a message hit into text, keeping only the highlight marks as tags', async () => {
    answer(
      '/search/message',
      ok({
        total: 1,
        rows: [
          {
            scope: 'message',
            title: '入库通知 &amp; <b>lcp_inbound_created</b>',
            content: '<p>平台推送。</p><p lang="en">Pushed within 5 s &hellip;',
            highlight: {
              title: ['入库通知 &amp;amp; <em>lcp</em>_inbound_created'],
              content: ['&lt;p&gt;平台<em>推送</em>。&lt;/p&gt;&lt;p lang=&quot;en&quot;&gt;Pushed', '&lt;p lang=&quot;en&quot;&gt;<em>Push</em> again'],
            },
            raw: { id: 9, unitId: 3, businessName: '<span>Inbound</span>' },
          },
        ],
      }),
    );
    const { client } = createTestClient();
    const result = await createHttpSearchGateway(client).search(request({ endpoint: 'message' }))();
    expect(result).toMatchObject(
      E.right({
        hits: [
          {
            title: '入库通知 & lcp_inbound_created',
            titleHighlight: '入库通知 &amp; <em>lcp</em>_inbound_created',
            snippet: '平台推送。 Pushed within 5 s …',
            snippetHighlight: '平台<em>推送</em>。 Pushed … <em>Push</em> again',
            source: 'Inbound',
          },
        ],
      }),
    );
  });

  it("shows no diagram source in a snippet, whatever the backend indexed: a guide's mermaid block, whole or cut", async () => {
    answer(
      '/search/doc',
      ok({
        total: 1,
        rows: [
          {
            scope: 'doc',
            title: 'Outbound access guide',
            content: 'Integrate against the test environment.\n```mermaid\nsequenceDiagram\n  participant M as Merchant\n```\nGo live.',
            highlight: { content: ['the <em>test</em> environment.\n```mermaid\nsequenceDiagram\n  participant M as <em>test</em> merchant'] },
            raw: { id: 5, unitId: 3 },
          },
        ],
      }),
    );
    const { client } = createTestClient();
    const result = await createHttpSearchGateway(client).search(request({ endpoint: 'doc' }))();
    expect(result).toMatchObject(E.right({ hits: [{ snippet: 'Integrate against the test environment. Go live.', snippetHighlight: 'the <em>test</em> environment.' }] }));
  });

  it("names a unit hit's source by its own name with its English businessName beside it; other hits by businessName alone", async () => {
    answer(
      '/search/biz_unit',
      ok({
        total: 2,
        rows: [
          { scope: 'biz_unit', title: '出库与发货', raw: { id: 102, unitId: 102, name: '出库与发货', businessName: 'Outbound and shipping' } },
          { scope: 'biz_unit', title: 'Billing', raw: { id: 103, unitId: 103, businessName: 'Billing' } },
        ],
      }),
    );
    const { client } = createTestClient();
    const result = await createHttpSearchGateway(client).search(request({ endpoint: 'biz_unit' }))();
    expect(E.map((page: { hits: readonly SearchHit[] }) => page.hits.map(({ source, sourceEn }) => ({ source, sourceEn })))(result)).toEqual(
      E.right([
        { source: '出库与发货', sourceEn: 'Outbound and shipping' },
        { source: 'Billing', sourceEn: undefined },
      ]),
    );
    expect(hitSourceName({ source: '出库与发货', sourceEn: 'Outbound and shipping' }, false)).toBe('出库与发货');
    expect(hitSourceName({ source: '出库与发货', sourceEn: 'Outbound and shipping' }, true)).toBe('Outbound and shipping');
    expect(hitSourceName({ source: '入库管理' }, true)).toBe('入库管理');
  });

  it('sends the document types of a narrowed tab and uses the /inner twin for the internal variant', async () => {
    const urls = answer('/search/doc/inner', ok({ total: 0, rows: [] }));
    const { client } = createTestClient();
    await createHttpSearchGateway(client, true).search(request({ endpoint: 'doc', docTypes: [11, 12], from: 0 }))();
    expect(urls.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ q: '签名', from: '0', size: '20', type: '11,12' }]);
  });

  it('maps every tab endpoint to its path', () => {
    expect(searchPath('all', false)).toBe('/search');
    expect(searchPath('api', false)).toBe('/search/api');
    expect(searchPath('biz_unit', true)).toBe('/search/biz_unit/inner');
    expect(searchPath('message', false)).toBe('/search/message');
    expect(searchPath('question', true)).toBe('/search/question');
  });

  it('reports a failure or a broken answer with no toast choice of its own (the search query says silent: test/core/main/query-failure-meta)', async () => {
    answer('/search/api', { code: 50000, message: 'boom', data: null });
    const { client, failures } = createTestClient();
    expect(await createHttpSearchGateway(client).search(request({ endpoint: 'api' }))()).toMatchObject(E.left({ kind: 'Business' }));
    answer('/search/api', ok({ rows: [{ title: 1 }] }));
    expect(E.isLeft(await createHttpSearchGateway(client).search(request({ endpoint: 'api' }))())).toBe(true);
    expect(failures.map((failure) => failure.meta)).toEqual([{}, {}]);
  });
});
