import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpMySystemGateway, MY_SYSTEM_PATHS } from '../../../../src/infrastructure/gateways/http-my-system.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

const answer = (path: string, data: unknown) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(api(path), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(ok(data) as object);
    }),
  );
  return bodies;
};

const gateway = () => createHttpMySystemGateway(createTestClient().client);

describe('HTTP My System gateway (WMS)', () => {
  it('posts {pageSize, pageNum} to wms/queryList and reads each row', async () => {
    const bodies = answer(MY_SYSTEM_PATHS.systems, {
      total: 11,
      list: [
        {
          number: 11,
          systemId: 'WMS000011',
          systemName: '华东仓',
          schemeType: 1,
          limitNum: 6,
          limitType: 2,
          status: 3,
          applyTime: '2026-01-01 09:00:00',
          statusUpdateTime: '2026-01-02 09:00:00',
          url: 'https://wms.example.com/wms000011/',
        },
        { number: null, systemId: 'WMS000012', systemName: '华南仓', schemeType: 5, limitNum: 1, limitType: 1, status: 1, applyTime: null, statusUpdateTime: null, url: null },
      ],
    });
    expect(await gateway().systems({ pageNum: 2, pageSize: 10 })()).toEqual(
      E.right({
        pageNum: 2,
        pageSize: 10,
        total: 11,
        items: [
          {
            number: 11,
            systemId: 'WMS000011',
            name: '华东仓',
            scenario: 'apparel',
            subscription: { amount: 6, unit: 'month' },
            status: 'running',
            applyTime: '2026-01-01 09:00:00',
            statusUpdateTime: '2026-01-02 09:00:00',
            url: 'https://wms.example.com/wms000011/',
          },
          { systemId: 'WMS000012', name: '华南仓', scenario: undefined, subscription: { amount: 1, unit: 'year' }, status: 'underReview' },
        ],
      }),
    );
    expect(bodies).toEqual([{ pageSize: 10, pageNum: 2 }]);
  });

  it('a row without a system id breaks the contract', async () => {
    answer(MY_SYSTEM_PATHS.systems, { total: 1, list: [{ systemName: 'x', schemeType: 0, limitNum: 1, limitType: 1, status: 1 }] });
    const result = await gateway().systems({ pageNum: 1, pageSize: 10 })();
    expect(E.isLeft(result) && result.left.kind).toBe('Contract');
  });

  it('posts the application to wms/apply as {systemName, schemeType, limitNum, limitType} and reads the new id', async () => {
    const bodies = answer(MY_SYSTEM_PATHS.apply, 'WMS900001');
    expect(await gateway().apply({ systemName: '华东仓', scenario: 'fmcg', subscription: { amount: 2, unit: 'year' } })()).toEqual(E.right('WMS900001'));
    expect(bodies).toEqual([{ systemName: '华东仓', schemeType: 0, limitNum: 2, limitType: 1 }]);
  });

  it('an answer without data is a success without an id', async () => {
    answer(MY_SYSTEM_PATHS.apply, null);
    expect(await gateway().apply({ systemName: 'x', scenario: 'apparel', subscription: { amount: 6, unit: 'month' } })()).toEqual(E.right(undefined));
  });

  it('a refused application is the business error', async () => {
    server.use(http.post(api(MY_SYSTEM_PATHS.apply), () => HttpResponse.json({ code: 400, message: 'System name and term are required' })));
    expect(await gateway().apply({ systemName: 'x', scenario: 'apparel', subscription: { amount: 1, unit: 'year' } })()).toEqual(
      E.left({ kind: 'Business', code: 400, message: 'System name and term are required' }),
    );
  });
});
