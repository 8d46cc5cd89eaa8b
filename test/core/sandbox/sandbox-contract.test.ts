import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { apiDocDto, apiMenuDto } from '../../../src/infrastructure/dto/api-doc.dto';
import { apiScrollPageDto, bizUnitDto, visibleSupplierDto } from '../../../src/infrastructure/dto/biz-unit.dto';
import { classifiedBizUnitListDto } from '../../../src/infrastructure/dto/classified-biz-unit.dto';
import { envelopeDto } from '../../../src/infrastructure/dto/envelope.dto';
import { imageUploadDto } from '../../../src/infrastructure/dto/image-upload.dto';
import { faqTypeListDto, problemDetailDto, problemNeighbourDto, problemPageDto } from '../../../src/infrastructure/dto/faq.dto';
import { getLoginDto } from '../../../src/infrastructure/dto/get-login.dto';
import { docGroupDto, docTreeDto, releaseDocDto, releaseDocListDto } from '../../../src/infrastructure/dto/guide-doc.dto';
import { messageDetailDto, messageMenuDto } from '../../../src/infrastructure/dto/message-doc.dto';
import { classifiedProductsDto, miniProductDto, productShowListDto } from '../../../src/infrastructure/dto/product.dto';
import { baseSdkListDto, bizSdkPageDto } from '../../../src/infrastructure/dto/sdk.dto';
import { saveOutDeveloperDto, selectedSupplierDto, teamListDto } from '../../../src/infrastructure/dto/team.dto';
import { userInfoDto } from '../../../src/infrastructure/dto/user-info.dto';
import { codegenResultDto, formattedParamsDto, paramsVisibleMapDto, testableApiListDto, testParamTreeDto, testUnitApiResultDto } from '../../../src/infrastructure/dto/api-test.dto';
import { assistantAnswerDto, assistantBaseInfoDto, assistantSuggestionListDto, chatHistoryDto, savedChatRecordDto } from '../../../src/infrastructure/dto/assistant.dto';
import { evaluationResultDto } from '../../../src/infrastructure/dto/evaluation.dto';
import { mySystemApplyResultDto, mySystemPageDto } from '../../../src/infrastructure/dto/my-system.dto';
import { applyUseProductDto, productApplicationDto, productApplicationListDto } from '../../../src/infrastructure/dto/product-apply.dto';
import { productDetailDto } from '../../../src/infrastructure/dto/product.dto';
import { questionSearchDto, searchPageDto } from '../../../src/infrastructure/dto/search.dto';
import { tokenInfoListDto } from '../../../src/infrastructure/dto/token-query.dto';
import { newMessageCountDto } from '../../../src/infrastructure/dto/work-order.dto';
import { createSandboxClient } from './sandbox-client';

type Row = [method: 'GET' | 'POST', path: string, dto: z.ZodMiniType, nonEmpty?: boolean, body?: unknown];

const TOKEN = 'a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00';
const TEST_CALL = { apiId: 10001, appKey: 'FRESH0APPKEY0001', appSecret: 'secret', accessToken: TOKEN, algorithm: 'md5-salt', env: '测试', paramJson: '[]' };

/** Every sandbox endpoint with the DTO the portal parses its data with (signed in as a customer developer). */
const ROWS: Row[] = [
  ['GET', '/lcp-rest/hrInfo/getUserInfo', userInfoDto],
  ['GET', '/lcp-rest/getLogin', getLoginDto],
  ['GET', '/lcp-rest/user/saveOutDeveloper', saveOutDeveloperDto],
  ['POST', '/lcp-rest/user/getTeamListInfo', teamListDto, true],
  ['GET', '/lcp-rest/user/getSelectedSupplierId', selectedSupplierDto],
  ['POST', '/lcp-rest/workOrder/newMessage', newMessageCountDto],
  ['POST', '/lcp-rest/bizunit/findClassifiedBizUnitList', classifiedBizUnitListDto, true],
  ['POST', '/lcp-rest/bizunit/findClassifiedBizUnitList?solutionType=3', classifiedBizUnitListDto, true],
  ['GET', '/lcp-rest/bizunit/getBizUnitById?id=101', bizUnitDto],
  ['GET', '/lcp-rest/bizview/getBizUnitById?id=302&approvalNumber=A1', bizUnitDto],
  ['GET', '/lcp-rest/bizvisiblesupplier/checkBizUnitVisibleSupplier?unitId=302', visibleSupplierDto],
  ['GET', '/lcp-rest/bizapinterface/getBizUnitApiScrollPage?unitId=101&lastId=0&size=3', apiScrollPageDto, true],
  ['GET', '/lcp-rest/bizapinterface/getApiDocListByCategory?unitId=201', apiMenuDto, true],
  ['GET', '/lcp-rest/bizapinterface/getBizUnitApiDetails?id=10001', apiDocDto],
  ['GET', '/lcp-rest/bizapinterface/getBizUnitApiDetails?id=19999', apiDocDto],
  ['GET', '/lcp-rest/bizmsg/getBizUnitMessageByCategory?unitId=201', messageMenuDto, true],
  ['GET', '/lcp-rest/bizview/getBizUnitMessagePreByCategory?unitId=201', messageMenuDto, true],
  ['GET', '/lcp-rest/bizmsg/getMessageDetails?unitId=101&id=50001', messageDetailDto],
  ['GET', '/lcp-rest/sdk/getUsingBaseSdkList', baseSdkListDto, true],
  ['GET', '/lcp-rest/sdk/getBizUnitSdkScrollPage?unitId=101&lastId=0&size=10', bizSdkPageDto, true],
  ['GET', '/lcp-rest/doc/getDocByGroupByTree?objId=101', docTreeDto, true],
  ['GET', '/lcp-rest/doc/findReleaseDocGroupById?id=70001', docGroupDto],
  ['GET', '/lcp-rest/bizview/findDocGroupById?id=70002', docGroupDto],
  ['GET', '/lcp-rest/doc/getReleaseDocList?type=1', releaseDocListDto],
  ['GET', `/lcp-rest/doc/getReleaseDoc?type=1&title=${encodeURIComponent('签名规则')}`, releaseDocDto],
  ['GET', `/lcp-rest/doc/getReleaseDoc?type=1&title=${encodeURIComponent('Signing rules')}`, releaseDocDto],
  ['GET', '/lcp-rest/workOrder/typeList', faqTypeListDto, true],
  ['GET', '/lcp-rest/workOrder/problem/problemRetrieval/api?pageNo=1&pageSize=10', problemPageDto],
  ['GET', '/lcp-rest/workOrder/problem/detail/P0001', problemDetailDto],
  ['GET', '/lcp-rest/workOrder/problem/neighbor/P0002', problemNeighbourDto],
  ['GET', '/lcp-rest/product/release/classifiedProducts', classifiedProductsDto, true],
  ['GET', '/lcp-rest/product/release/facadeProductShowList', productShowListDto, true],
  ['GET', '/lcp-rest/product/release/findMiniProductInfo?productCode=lcp-wms', miniProductDto],
  ['GET', '/lcp-rest/product/show/details/1', productDetailDto],
  ['GET', '/lcp-rest/productApply/findApplyUseProduct/2', applyUseProductDto],
  ['POST', '/lcp-rest/productApply/submitApplication', productApplicationDto, false, { productId: 2, term: 1, agree: true }],
  ['GET', '/lcp-rest/productApply/selectProductApplyByUserId', productApplicationListDto, true],
  ['GET', `/lcp-rest/search?q=${encodeURIComponent('订单')}&from=0&size=20`, searchPageDto],
  ['GET', '/lcp-rest/search/api?q=create', searchPageDto],
  ['GET', `/lcp-rest/search/doc/inner?q=${encodeURIComponent('授权')}`, searchPageDto],
  ['GET', `/lcp-rest/search/biz_unit?q=${encodeURIComponent('仓')}`, searchPageDto],
  ['GET', '/lcp-rest/search/message?q=status', searchPageDto],
  ['GET', `/lcp-rest/search/question?q=${encodeURIComponent('签名')}&from=0&size=5`, questionSearchDto],
  ['POST', '/lcp-rest/evaluation/docEvaluation', evaluationResultDto, false, { url: '/#/devSupport/70001', like: 1, reverse: 0 }],
  ['POST', '/lcp-rest/evaluate/submitQuestion', evaluationResultDto, false, { objId: 10001, whetherHelp: 0, docTypeMain: 1, bizUnitId: 101, questionCause: 2, questionDesc: '示例不全' }],
  ['GET', '/lcp-rest/autoBots/baseInfo?traceId=t1', assistantBaseInfoDto],
  ['POST', '/lcp-rest/autoBots/suggestionQuery', assistantSuggestionListDto, true, { traceId: 't1', reqId: 'r1', keyword: '' }],
  ['POST', '/lcp-rest/autoBots/searchAi', assistantAnswerDto, false, { traceId: 't1', reqId: 'r2', keyword: '签名失败' }],
  ['POST', '/lcp-rest/smartrobotrecord/saveRecord', savedChatRecordDto, false, { question: '如何签名', answerDetail: '见文档', answerSource: 4, remarkStatus: 0 }],
  ['GET', '/lcp-rest/smartrobotrecord/queryHistoryList', chatHistoryDto],
  ['POST', '/lcp-rest/wms/queryList', mySystemPageDto, false, { pageSize: 10, pageNum: 1 }],
  ['POST', '/lcp-rest/wms/apply', mySystemApplyResultDto, false, { systemName: '新仓', schemeType: 1, limitNum: 6, limitType: 2 }],
  ['GET', `/lcp-rest/oauth/getInfoByToken?accessToken=${TOKEN}`, tokenInfoListDto, true],
  ['GET', '/lcp-rest/bizapinterface/selectBizApiList?unitId=101&queryLike=', testableApiListDto, true],
  ['GET', '/lcp-rest/bizapinterface/getMethodDetailsForApiTestUtil?apiId=19999', testParamTreeDto, true],
  ['POST', '/lcp-rest/bizapinterface/getBizApiMethodParamsVisibleMap', paramsVisibleMapDto, false, [10001]],
  ['POST', '/lcp-rest/apiTest/getFormatDataForGateway', formattedParamsDto, false, { params: [{ id: 1, name: 'orderId', type: 'Single', value: 'SO1' }] }],
  ['POST', '/lcp-rest/apiTest/getFormatData', formattedParamsDto, false, [{ id: 1, name: 'orderId', type: 'Single', value: 'SO1' }]],
  ['POST', '/lcp-rest/bizapinterface/testUnitApi', testUnitApiResultDto, false, TEST_CALL],
  ['POST', '/lcp-rest/bizapinterface/codegen', codegenResultDto, true, { ...TEST_CALL, languages: ['java8', 'python3', 'go', 'php', 'dotnet_standard_2_0'] }],
];

describe('sandbox contract: every answer parses with the portal DTO', () => {
  // Each answer in both languages: the sandbox answers in the locale header's language, as the localized backend does.
  const inBothLocales = ROWS.flatMap(([method, path, dto, nonEmpty, body]) =>
    (['zh-cn', 'en-us'] as const).map((locale) => [method, path, locale, dto, nonEmpty, body] as const),
  );
  it.each(inBothLocales)('%s %s (%s)', async (method, path, locale, dto, nonEmpty, body) => {
    const sandbox = createSandboxClient();
    await sandbox.identityLogin('merchant.dev');
    const headers: Record<string, string> = body === undefined ? { locale } : { locale, 'content-type': 'application/json' };
    const init: RequestInit = body === undefined ? { method, headers } : { method, body: JSON.stringify(body), headers };
    const response = await sandbox.call(path, init);
    expect(response.status).toBe(200);
    const envelope = envelopeDto.parse(await response.json());
    expect(envelope.code).toBe(20000);
    const parsed = dto.safeParse(envelope.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
    if (nonEmpty) expect(envelope.data).not.toHaveLength(0);
  });

  it('POST /lcp-rest/api/imageUpload', async () => {
    const body = new FormData();
    body.append('file', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    const envelope = envelopeDto.parse(await (await createSandboxClient().call('/lcp-rest/api/imageUpload', { method: 'POST', body })).json());
    expect(envelope.code).toBe(20000);
    expect(imageUploadDto.safeParse(envelope.data).success).toBe(true);
  });

  it('answers an unknown id with a business failure, not a crash', async () => {
    const sandbox = createSandboxClient();
    const body = await sandbox.json('/lcp-rest/bizapinterface/getBizUnitApiDetails?id=1', { headers: { locale: 'en-us' } });
    expect(body.code).toBe(404);
    expect(body.message).toBe('API not found');
    expect((await sandbox.json('/lcp-rest/bizapinterface/getBizUnitApiDetails?id=1', { headers: { locale: 'zh-cn' } })).message).toBe('接口不存在');
  });

  it('answers an unknown /lcp-rest path with a JSON 404', async () => {
    const response = await createSandboxClient().call('/lcp-rest/no/such/call', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, error: 'NotFound' });
  });
});
