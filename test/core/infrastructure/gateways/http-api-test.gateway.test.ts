import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiTestCall } from '../../../../src/application/ports/api-test.port';
import { findParam, setValue } from '../../../../src/domain/api-test/test-params';
import { toTestParamTree } from '../../../../src/infrastructure/gateways/api-test.mapper';
import { API_TEST_PATHS, createHttpApiTestGateway } from '../../../../src/infrastructure/gateways/http-api-test.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

interface Seen {
  readonly urls: URL[];
  readonly bodies: unknown[];
}

const answer = (method: 'get' | 'post', path: string, body: unknown): Seen => {
  const seen: Seen = { urls: [], bodies: [] };
  server.use(
    http[method](api(path), async ({ request }) => {
      seen.urls.push(new URL(request.url));
      if (method === 'post') seen.bodies.push(await request.json());
      return HttpResponse.json(body as object);
    }),
  );
  return seen;
};

const TREE_DTO = [
  { id: 1, paramId: 101, name: 'orderId', type: 'Single', objectType: 'String', webShowType: 'input', value: 'A1', required: '1', remark: '<b>id</b>', canDelete: 0, children: [] },
  {
    id: 2,
    paramId: 102,
    name: 'items',
    type: 'List',
    objectType: 'List<Item>',
    required: 0,
    children: [{ id: 3, paramId: 103, name: 'item', type: 'Obj', objectType: 'Item', children: [{ id: 4, paramId: 104, name: 'qty', type: 'Single', objectType: 'Integer', value: '2' }] }],
  },
];

const CALL: ApiTestCall = {
  apiId: 7,
  environment: 'preRelease',
  appSource: 'jos',
  appKey: 'APPKEY',
  appSecret: 'SECRET',
  accessToken: 'TOKEN',
  algorithm: 'hmac-sha1',
  paramJson: '[{"orderId":"A1"}]',
};

describe('HTTP API test gateway', () => {
  it('asks selectBizApiList with unitId and queryLike and maps rows', async () => {
    const seen = answer('get', API_TEST_PATHS.apiList, ok([{ id: 1, apiCode: 'C1', apiName: '创建', apiUrl: '/a/create' }, { id: 2, apiCode: 'C2', apiName: 'x', apiUrl: null }]));
    const { client } = createTestClient();
    const result = await createHttpApiTestGateway(client).testableApis(5, '创建')();
    expect(Object.fromEntries(seen.urls[0]?.searchParams ?? [])).toEqual({ unitId: '5', queryLike: '创建' });
    expect(result).toEqual(
      E.right([
        { id: 1, code: 'C1', name: '创建', path: '/a/create' },
        { id: 2, code: 'C2', name: 'x', path: '' },
      ]),
    );
    await createHttpApiTestGateway(client).testableApis(5, '')();
    expect(Object.fromEntries(seen.urls[1]?.searchParams ?? [])).toEqual({ unitId: '5' });
  });

  it('reads the parameter tree: the server value becomes the example, list items deletable with a template', async () => {
    const seen = answer('get', API_TEST_PATHS.paramTree, ok(TREE_DTO));
    const { client } = createTestClient();
    const result = await createHttpApiTestGateway(client).paramTree(7)();
    expect(seen.urls[0]?.searchParams.get('apiId')).toBe('7');
    if (E.isLeft(result)) throw new Error('expected a tree');
    expect(findParam(result.right, ['1'])).toEqual({
      id: '1',
      paramId: '101',
      name: 'orderId',
      type: 'Single',
      objectType: 'String',
      hint: 'input',
      required: true,
      remark: '<b>id</b>',
      example: 'A1',
      value: '',
      canDelete: false,
      children: [],
    });
    expect(findParam(result.right, ['2', '3'])).toMatchObject({ canDelete: true, children: [{ id: '4', example: '2', value: '' }] });
    expect(findParam(result.right, ['2'])?.itemTemplate).toMatchObject({ id: '3' });
  });

  it('posts [apiId] for the visibility map', async () => {
    const seen = answer('post', API_TEST_PATHS.visibilityMap, ok({ '101': 1, '104': 0 }));
    const { client } = createTestClient();
    expect(await createHttpApiTestGateway(client).visibilityMap(7)()).toEqual(E.right({ '101': 1, '104': 0 }));
    expect(seen.bodies).toEqual([[7]]);
  });

  it('posts the edited form as {params} for formatting (30 s for the gateway one) and returns the JSON text', async () => {
    const gatewaySeen = answer('post', API_TEST_PATHS.formatForGateway, ok('[{"orderId":"B2"}]'));
    const directSeen = answer('post', API_TEST_PATHS.format, ok('{"orderId":"B2"}'));
    const tree = setValue(toTestParamTree(TREE_DTO), ['1'], 'B2');
    const { client, failures } = createTestClient();
    const gateway = createHttpApiTestGateway(client);
    expect(await gateway.formatForGateway(tree)()).toEqual(E.right('[{"orderId":"B2"}]'));
    expect(await gateway.format(tree)()).toEqual(E.right('{"orderId":"B2"}'));
    expect(gatewaySeen.bodies[0]).toEqual({
      params: [
        { id: 1, paramId: 101, name: 'orderId', type: 'Single', objectType: 'String', webShowType: 'input', value: 'B2', required: '1', children: [] },
        {
          id: 2,
          paramId: 102,
          name: 'items',
          type: 'List',
          objectType: 'List<Item>',
          webShowType: null,
          value: '',
          required: '0',
          children: [
            {
              id: 3,
              paramId: 103,
              name: 'item',
              type: 'Obj',
              objectType: 'Item',
              webShowType: null,
              value: '',
              required: '0',
              children: [{ id: 4, paramId: 104, name: 'qty', type: 'Single', objectType: 'Integer', webShowType: null, value: '', required: '0', children: [] }],
            },
          ],
        },
      ],
    });
    expect(directSeen.bodies[0]).toEqual(gatewaySeen.bodies[0]);
    expect(failures).toEqual([]);
  });

  it('posts testUnitApi with the platform names (env uat, appType 2 for JOS, HMacSHA1) and a 30 s timeout', async () => {
    const seen = answer('post', API_TEST_PATHS.testUnitApi, ok({ url: 'https://gw/a?sign=x', body: '{"code":0}' }));
    const { client } = createTestClient();
    expect(await createHttpApiTestGateway(client).testUnitApi(CALL)()).toEqual(E.right({ url: 'https://gw/a?sign=x', body: '{"code":0}' }));
    expect(seen.bodies).toEqual([
      { apiId: 7, appKey: 'APPKEY', appSecret: 'SECRET', accessToken: 'TOKEN', algorithm: 'HMacSHA1', env: 'uat', paramJson: '[{"orderId":"A1"}]', appType: 2 },
    ]);
    answer('post', API_TEST_PATHS.testUnitApi, { code: 50000, message: 'sign error', data: null });
    const { client: failing, failures } = createTestClient();
    expect(await createHttpApiTestGateway(failing).testUnitApi(CALL)()).toMatchObject(E.left({ kind: 'Business', message: 'sign error' }));
    expect(failures.map((failure) => failure.meta)).toEqual([{ timeoutMs: 30_000 }]);
  });

  it('leaves accessToken out of a partner call and maps production and the open platform source', async () => {
    const seen = answer('post', API_TEST_PATHS.testUnitApi, ok({ url: 'u', body: 'b' }));
    const { client } = createTestClient();
    const partner: ApiTestCall = { ...CALL, accessToken: undefined, environment: 'production', appSource: 'lop', algorithm: 'sm3-salt' };
    await createHttpApiTestGateway(client).testUnitApi(partner)();
    expect(seen.bodies[0]).not.toHaveProperty('accessToken');
    expect(seen.bodies[0]).toMatchObject({ env: 'prod', appType: 1, algorithm: 'sm3-salt' });
  });

  it('asks codegen with the call and the languages and maps the samples', async () => {
    const seen = answer('post', API_TEST_PATHS.codegen, ok([{ name: 'java8', code: 'J' }, { name: 'go', code: 'G' }]));
    const { client } = createTestClient();
    const result = await createHttpApiTestGateway(client).codegen(CALL, ['java8', 'go'])();
    expect(result).toEqual(
      E.right([
        { language: 'java8', code: 'J' },
        { language: 'go', code: 'G' },
      ]),
    );
    expect(seen.bodies[0]).toMatchObject({ apiId: 7, appKey: 'APPKEY', languages: ['java8', 'go'] });
  });

  it('an answer that breaks the contract is a Contract failure', async () => {
    answer('post', API_TEST_PATHS.testUnitApi, ok({ url: 'u' }));
    answer('get', API_TEST_PATHS.paramTree, ok([{ id: 1, type: 'Single' }]));
    answer('post', API_TEST_PATHS.formatForGateway, ok({ not: 'a string' }));
    const { client } = createTestClient();
    const gateway = createHttpApiTestGateway(client);
    const kinds = await Promise.all([gateway.testUnitApi(CALL)(), gateway.paramTree(7)(), gateway.formatForGateway([])()]);
    expect(kinds.map((result) => E.isLeft(result) && result.left.kind)).toEqual(['Contract', 'Contract', 'Contract']);
  });
});
