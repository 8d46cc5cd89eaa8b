import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { apiDocDto, apiMenuDto } from '../../../src/infrastructure/dto/api-doc.dto';
import { apiScrollPageDto, bizUnitDto, visibleSupplierDto } from '../../../src/infrastructure/dto/biz-unit.dto';
import { classifiedBizUnitListDto } from '../../../src/infrastructure/dto/classified-biz-unit.dto';
import { envelopeDto } from '../../../src/infrastructure/dto/envelope.dto';
import { faqTypeListDto, problemDetailDto, problemNeighbourDto, problemPageDto } from '../../../src/infrastructure/dto/faq.dto';
import { getLoginDto } from '../../../src/infrastructure/dto/get-login.dto';
import { docGroupDto, docTreeDto, releaseDocDto, releaseDocListDto } from '../../../src/infrastructure/dto/guide-doc.dto';
import { messageDetailDto, messageMenuDto } from '../../../src/infrastructure/dto/message-doc.dto';
import { classifiedProductsDto, miniProductDto, productShowListDto } from '../../../src/infrastructure/dto/product.dto';
import { baseSdkListDto, bizSdkPageDto } from '../../../src/infrastructure/dto/sdk.dto';
import { saveOutDeveloperDto, selectedSupplierDto, teamListDto } from '../../../src/infrastructure/dto/team.dto';
import { userInfoDto } from '../../../src/infrastructure/dto/user-info.dto';
import { newMessageCountDto } from '../../../src/infrastructure/dto/work-order.dto';
import { createSandboxClient } from './sandbox-client';

type Row = [method: 'GET' | 'POST', path: string, dto: z.ZodMiniType, nonEmpty?: boolean];

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
  ['GET', `/lcp-rest/doc/getReleaseDoc?type=1&title=${encodeURIComponent('签名规则 / Signing rules')}`, releaseDocDto],
  ['GET', '/lcp-rest/workOrder/typeList', faqTypeListDto, true],
  ['GET', '/lcp-rest/workOrder/problem/problemRetrieval/api?pageNo=1&pageSize=10', problemPageDto],
  ['GET', '/lcp-rest/workOrder/problem/detail/P0001', problemDetailDto],
  ['GET', '/lcp-rest/workOrder/problem/neighbor/P0002', problemNeighbourDto],
  ['GET', '/lcp-rest/product/release/classifiedProducts', classifiedProductsDto, true],
  ['GET', '/lcp-rest/product/release/facadeProductShowList', productShowListDto, true],
  ['GET', '/lcp-rest/product/release/findMiniProductInfo?productCode=lcp-wms', miniProductDto],
];

describe('sandbox contract: every answer parses with the portal DTO', () => {
  it.each(ROWS)('%s %s', async (method, path, dto, nonEmpty) => {
    const sandbox = createSandboxClient();
    await sandbox.form('/__sandbox/login', { pin: 'merchant.dev', returnUrl: '/' });
    const response = await sandbox.call(path, { method });
    expect(response.status).toBe(200);
    const envelope = envelopeDto.parse(await response.json());
    expect(envelope.code).toBe(20000);
    const parsed = dto.safeParse(envelope.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
    if (nonEmpty) expect(envelope.data).not.toHaveLength(0);
  });

  it('answers an unknown id with a business failure, not a crash', async () => {
    const sandbox = createSandboxClient();
    const body = await sandbox.json('/lcp-rest/bizapinterface/getBizUnitApiDetails?id=1');
    expect(body.code).toBe(404);
    expect(body.message).toMatch(/API not found/);
  });

  it('answers an unknown /lcp-rest path with a JSON 404', async () => {
    const response = await createSandboxClient().call('/lcp-rest/no/such/call', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, error: 'NotFound' });
  });
});
