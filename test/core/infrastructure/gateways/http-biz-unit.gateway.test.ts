import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpBizUnitGateway } from '../../../../src/infrastructure/gateways/http-biz-unit.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

const answerList = (body: unknown) => {
  const urls: URL[] = [];
  server.use(
    http.post(api('/bizunit/findClassifiedBizUnitList'), ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(body as object);
    }),
  );
  return urls;
};

const gateway = () => createHttpBizUnitGateway(createTestClient().client);

describe('HTTP biz-unit gateway', () => {
  it('maps classified business units', async () => {
    answerList(
      ok([
        {
          id: 3,
          classifyName: '仓储',
          classifyNameEn: 'Warehousing',
          classifyCode: 'warehouse',
          bizUnits: [{ id: 31, name: '入库', nameEn: 'Inbound', code: 'in', remark: 'r', publishRange: 1 }],
        },
      ]),
    );
    expect(await gateway().findClassified()()).toEqual(
      E.right([
        {
          id: 3,
          classifyName: '仓储',
          classifyNameEn: 'Warehousing',
          classifyCode: 'warehouse',
          bizUnits: [{ id: 31, name: '入库', nameEn: 'Inbound', code: 'in', remark: 'r', publishRange: 1 }],
        },
      ]),
    );
  });

  it('falls back to the Chinese names and fills what the backend leaves out', async () => {
    answerList(ok([{ classifyName: '项目', bizUnits: [{ id: 1, name: '专属', nameEn: '' }] }, { classifyName: '空' }]));
    expect(await gateway().findClassified()()).toEqual(
      E.right([
        {
          id: -1,
          classifyName: '项目',
          classifyNameEn: '项目',
          classifyCode: '',
          bizUnits: [{ id: 1, name: '专属', nameEn: '专属', code: '' }],
        },
        { id: -2, classifyName: '空', classifyNameEn: '空', classifyCode: '', bizUnits: [] },
      ]),
    );
  });

  it('sends the solution type as a query parameter when given', async () => {
    const urls = answerList(ok([]));
    await gateway().findClassified(3)();
    await gateway().findClassified()();
    expect(urls.map((url) => url.search)).toEqual(['?solutionType=3', '']);
  });

  it('a unit without a name is a Contract failure', async () => {
    answerList(ok([{ classifyName: 'x', bizUnits: [{ id: 1 }] }]));
    expect(await gateway().findClassified()()).toMatchObject(
      E.left({ kind: 'Contract', endpoint: '/bizunit/findClassifiedBizUnitList' }),
    );
  });

  it('reports a failure with its zh_desc; the query says toast only a described one (test/core/main/query-failure-meta)', async () => {
    answerList({ code: 30001, message: 'x', zh_desc: '业务单元查询失败', data: null });
    const { client, failures } = createTestClient();
    expect(await createHttpBizUnitGateway(client).findClassified(2)()).toEqual(
      E.left({ kind: 'Business', code: 30001, message: 'x', zhDesc: '业务单元查询失败' }),
    );
    expect(failures.map((failure) => failure.meta)).toEqual([{}]);
  });
});
