import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpWorkOrderGateway } from '../../../../src/infrastructure/gateways/http-work-order.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

const answerCount = (body: unknown) => {
  server.use(http.post(api('/workOrder/newMessage'), () => HttpResponse.json(body as object)));
};

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

describe('HTTP work-order gateway', () => {
  it.each([
    [5, 5],
    [null, 0],
  ])('unread count %j is %d', async (data, expected) => {
    answerCount(ok(data));
    const { client } = createTestClient();
    expect(await createHttpWorkOrderGateway(client).unreadCount()()).toEqual(E.right(expected));
  });

  it('reports a failure with no toast choice of its own (its query says silent)', async () => {
    answerCount({ code: 30001, message: 'boom' });
    const { client, failures } = createTestClient();
    expect(await createHttpWorkOrderGateway(client).unreadCount()()).toMatchObject(E.left({ kind: 'Business' }));
    expect(failures.map((failure) => failure.meta)).toEqual([{}]);
  });
});

describe('HTTP work-order gateway: the FAQ centre', () => {
  const gateway = () => createHttpWorkOrderGateway(createTestClient().client);

  it('maps the type tree (GET /workOrder/typeList); null children are none', async () => {
    answer('/workOrder/typeList', ok([{ code: 'a', typeName: 'A', children: [{ code: 'a-1', typeName: 'A1', children: null }] }, { code: 'b', typeName: 'B' }]));
    expect(await gateway().faqTypes()()).toEqual(
      E.right([
        { code: 'a', name: 'A', children: [{ code: 'a-1', name: 'A1', children: [] }] },
        { code: 'b', name: 'B', children: [] },
      ]),
    );
  });

  it('asks one page of a type with pageNo and pageSize, and keeps the view counts', async () => {
    const urls = answer('/workOrder/problem/problemRetrieval/api-sign', ok({ total: 12, list: [{ code: 'P1', title: 'T', views: 7, content: '<p>x</p>' }, { code: 'P2', title: 'U', views: null }] }));
    expect(await gateway().problems('api-sign', 2, 10)()).toEqual(
      E.right({ total: 12, problems: [{ code: 'P1', title: 'T', views: 7 }, { code: 'P2', title: 'U', views: undefined }] }),
    );
    expect(urls[0]?.searchParams.get('pageNo')).toBe('2');
    expect(urls[0]?.searchParams.get('pageSize')).toBe('10');
  });

  it('encodes the type and code in the path', async () => {
    const urls = answer('/workOrder/problem/detail/:code', ok({ title: 'T', content: '<p>c</p>', views: 3, updateTime: '2026-10-10 11:00:00' }));
    expect(await gateway().problem('a/b')()).toEqual(E.right({ code: 'a/b', title: 'T', contentHtml: '<p>c</p>', views: 3, updatedAt: '2026-10-10 11:00:00' }));
    expect(urls[0]?.pathname).toMatch(/\/workOrder\/problem\/detail\/a%2Fb$/);
  });

  it('reads the previous and next problems; null is none; a failure carries no toast choice of its own', async () => {
    answer('/workOrder/problem/neighbor/P2', ok({ previous: { code: 'P1', title: 'One' }, next: null }));
    const { client, failures } = createTestClient();
    expect(await createHttpWorkOrderGateway(client).neighbours('P2')()).toEqual(E.right({ previous: { code: 'P1', title: 'One' }, next: undefined }));
    answer('/workOrder/problem/neighbor/P3', { code: 30001, message: 'boom' });
    await createHttpWorkOrderGateway(client).neighbours('P3')();
    expect(failures.map((failure) => failure.meta)).toEqual([{}]);
  });

  it('a detail without content is a contract failure', async () => {
    answer('/workOrder/problem/detail/P9', ok({ title: 'T' }));
    const result = await gateway().problem('P9')();
    expect(E.isLeft(result) && result.left.kind).toBe('Contract');
  });

  it('a page without total is a contract failure, not an empty list', async () => {
    answer('/workOrder/problem/problemRetrieval/x', ok({ list: [] }));
    const result = await gateway().problems('x', 1, 10)();
    expect(E.isLeft(result) && result.left.kind).toBe('Contract');
  });
});
