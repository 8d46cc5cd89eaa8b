import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { GATEWAY_TEST_TIMEOUT_MS } from '../../application/errors/app-error';
import type { ApiTestPort } from '../../application/ports/api-test.port';
import type { TestParamTree } from '../../domain/api-test/test-params';
import { codegenResultDto, formattedParamsDto, paramsVisibleMapDto, testableApiListDto, testParamTreeDto, testUnitApiResultDto } from '../dto/api-test.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';
import { toTestableApi, toTestParamDto, toTestParamTree, toTestUnitApiBody, toVisibilityMap } from './api-test.mapper';

export const API_TEST_PATHS = {
  apiList: '/bizapinterface/selectBizApiList',
  paramTree: '/bizapinterface/getMethodDetailsForApiTestUtil',
  visibilityMap: '/bizapinterface/getBizApiMethodParamsVisibleMap',
  formatForGateway: '/apiTest/getFormatDataForGateway',
  format: '/apiTest/getFormatData',
  testUnitApi: '/bizapinterface/testUnitApi',
  codegen: '/bizapinterface/codegen',
} as const;

/** The backend signs and sends the call to the gateway: it may take longer than other calls. */
const TEST_CALL = { timeoutMs: GATEWAY_TEST_TIMEOUT_MS } as const;

const paramsBody = (tree: TestParamTree) => ({ params: tree.map(toTestParamDto) });

export const createHttpApiTestGateway = (client: LcpRestClient): ApiTestPort => ({
  testableApis: (unitId, query) =>
    pipe(
      client.get(API_TEST_PATHS.apiList, testableApiListDto, { query: { unitId: String(unitId), ...(query ? { queryLike: query } : {}) } }),
      TE.map((rows) => rows.map(toTestableApi)),
    ),
  paramTree: (apiId) => pipe(client.get(API_TEST_PATHS.paramTree, testParamTreeDto, { query: { apiId: String(apiId) } }), TE.map(toTestParamTree)),
  visibilityMap: (apiId) => pipe(client.post(API_TEST_PATHS.visibilityMap, paramsVisibleMapDto, { body: [apiId] }), TE.map(toVisibilityMap)),
  formatForGateway: (tree) => client.post(API_TEST_PATHS.formatForGateway, formattedParamsDto, { body: paramsBody(tree), meta: TEST_CALL }),
  format: (tree) => client.post(API_TEST_PATHS.format, formattedParamsDto, { body: paramsBody(tree) }),
  testUnitApi: (call) => client.post(API_TEST_PATHS.testUnitApi, testUnitApiResultDto, { body: toTestUnitApiBody(call), meta: TEST_CALL }),
  codegen: (call, languages) =>
    pipe(
      client.post(API_TEST_PATHS.codegen, codegenResultDto, { body: { ...toTestUnitApiBody(call), languages } }),
      TE.map((rows) => rows.map((row) => ({ language: row.name, code: row.code }))),
    ),
});
