import { describe, expect, it } from 'vitest';
import { apiMenuDto } from '../../../src/infrastructure/dto/api-doc.dto';
import { apiScrollPageDto } from '../../../src/infrastructure/dto/biz-unit.dto';
import { classifiedBizUnitListDto } from '../../../src/infrastructure/dto/classified-biz-unit.dto';
import { messageMenuDto } from '../../../src/infrastructure/dto/message-doc.dto';
import { productApplicationDto, productApplicationListDto } from '../../../src/infrastructure/dto/product-apply.dto';
import { classifiedProductsDto, productDetailDto } from '../../../src/infrastructure/dto/product.dto';
import { createSandboxClient } from './sandbox-client';

const HAN = /[\u3400-\u9fff]/;
const ENGLISH = { locale: 'en-us' } as const;
const CHINESE = { locale: 'zh-cn' } as const;

/** The data of a sandbox answer, parsed with the DTO the portal parses it with. */
const read = async <T>(path: string, dto: { parse: (data: unknown) => T }, headers: Record<string, string> = {}, init: RequestInit = {}) => {
  const answer = await createSandboxClient().json(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } });
  expect(answer.code).toBe(20000);
  return dto.parse(answer.data);
};

const productCodes = async () =>
  (await read('/lcp-rest/product/release/classifiedProducts', classifiedProductsDto)).flatMap((group) => group.products.map((product) => product.productCode));

/** The lines of a markdown body that are prose or labels (not code): each mermaid node label, every other line outside fences. */
const proseOf = (markdown: string): string[] => {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const mark = /^```(\w*)/.exec(line);
    if (mark) fence = fence === undefined ? (mark[1] ?? '') : undefined;
    else if (fence === 'mermaid') lines.push(...[...line.matchAll(/\["([^"]*)"\]/g)].map((match) => match[1] ?? ''));
    else if (fence === undefined && line.trim() && !/^\|[-|]+\|$/.test(line)) lines.push(line);
  }
  return lines;
};

describe('sandbox products: a Chinese and an English page', () => {
  it('serves every product page as a Chinese and an English body and feature list, each in its own language only', async () => {
    const codes = await productCodes();
    expect(codes.length).toBe(5);
    for (const code of codes) {
      const detail = await read(`/lcp-rest/product/show/details/${code}`, productDetailDto);
      const english = [...proseOf(detail.contentEn ?? ''), ...(detail.featuresEn ?? [])];
      const chinese = [...proseOf(detail.content ?? ''), ...(detail.features ?? [])];
      expect(english.length, code).toBeGreaterThan(20);
      expect(english.filter((line) => HAN.test(line)), code).toEqual([]);
      // Every Chinese line is Chinese (a version number row too: its change is), and none carries an English half.
      expect(chinese.length, code).toBe(english.length);
      expect(chinese.filter((line) => !HAN.test(line)), code).toEqual([]);
      expect(chinese.filter((line) => / \/ [A-Za-z]|。\/ /.test(line)), code).toEqual([]);
      // The mermaid diagram in both, with the same shape.
      const arrows = (markdown: string | null | undefined) => (markdown ?? '').split('\n').filter((line) => line.includes('-->'));
      expect(arrows(detail.content).length, code).toBeGreaterThan(2);
      expect(arrows(detail.contentEn), code).toEqual(arrows(detail.content));
      expect(detail.featuresEn?.length, code).toBe(detail.features?.length);
    }
  });

  it('names the product in each language at the top of its body', async () => {
    const detail = await read('/lcp-rest/product/show/details/lcp-wms', productDetailDto);
    expect(detail.content?.split('\n')[0]).toBe('# 云仓 WMS');
    expect(detail.contentEn?.split('\n')[0]).toBe('# Cloud WMS');
  });
});

describe('sandbox product applications: the product named in both languages', () => {
  it('the seeded and a new application carry the English product name', async () => {
    const sandbox = createSandboxClient();
    await sandbox.signIn('staff.dev');
    const seeded = productApplicationListDto.parse((await sandbox.json('/lcp-rest/productApply/selectProductApplyByUserId')).data);
    expect(seeded.map((application) => [application.productName, application.productNameEn])).toEqual([
      ['跨境物流', 'Cross-border logistics'],
      ['订单中心 OMS', 'Order hub OMS'],
      ['快递开放服务', 'Express open service'],
      ['云仓 WMS', 'Cloud WMS'],
    ]);
    const submitted = productApplicationDto.parse((await sandbox.postJson('/lcp-rest/productApply/submitApplication', { productId: 3, term: 1, agree: true })).data);
    expect([submitted.productName, submitted.productNameEn]).toEqual(['运输管理 TMS', 'Transport management TMS']);
  });
});

describe('sandbox lists in the language of the locale header', () => {
  const units = (headers?: Record<string, string>) =>
    read('/lcp-rest/bizunit/findClassifiedBizUnitList', classifiedBizUnitListDto, headers, { method: 'POST' }).then((groups) => groups.flatMap((group) => group.bizUnits ?? []));

  it('business units: each its own description, in English for locale en-us, in Chinese for zh-cn or no locale', async () => {
    const english = await units(ENGLISH);
    const chinese = await units(CHINESE);
    expect(await units()).toEqual(chinese);
    expect(english.length).toBe(23);
    expect(english.map((unit) => unit.id)).toEqual(chinese.map((unit) => unit.id));
    for (const unit of english) expect(unit.remark, unit.name).toMatch(/^[A-Z][\x20-\x7e]+\.$/);
    for (const unit of chinese) expect(unit.remark, unit.name).toMatch(/^(?![A-Za-z]).*[\u3400-\u9fff].*。$/);
    // No template: no two units share a description, and none repeats the unit's name as a prefix.
    expect(new Set(english.map((unit) => unit.remark)).size).toBe(english.length);
    expect(new Set(chinese.map((unit) => unit.remark)).size).toBe(chinese.length);
    expect(chinese.filter((unit) => unit.remark?.startsWith(`${unit.name}：`))).toEqual([]);
    // The names come in both languages whatever the locale.
    expect(english.find((unit) => unit.id === 203)).toMatchObject({ name: '电子面单', nameEn: 'Electronic waybills', remark: 'Get e-waybill numbers, cloud-print templates and the data to print.' });
    expect(chinese.find((unit) => unit.id === 203)?.remark).toBe('申请电子面单号，获取云打印模板与打印数据。');
  });

  it('API lists (the scroll page and the menu): English API names for en-us, Chinese otherwise', async () => {
    const page = (headers?: Record<string, string>) => read('/lcp-rest/bizapinterface/getBizUnitApiScrollPage?unitId=101&lastId=0&size=8', apiScrollPageDto, headers);
    expect((await page(ENGLISH)).map((api) => api.apiName)).toEqual([
      'Create inbound order',
      'Update inbound order',
      'Cancel inbound order',
      'Query inbound order',
      'Batch query inbound order',
    ]);
    expect((await page(CHINESE)).map((api) => api.apiName)).toEqual(['创建入库单', '修改入库单', '取消入库单', '查询入库单', '批量查询入库单']);
    expect(await page()).toEqual(await page(CHINESE));

    const menu = (headers?: Record<string, string>) => read('/lcp-rest/bizapinterface/getApiDocListByCategory?unitId=301', apiMenuDto, headers);
    const names = (groups: Awaited<ReturnType<typeof menu>>) => groups.flatMap((group) => group.apiList.map((api) => api.apiName));
    expect(names(await menu(ENGLISH))).toContain('Declare a consolidated cross-border shipment');
    expect(names(await menu(ENGLISH)).filter((name) => HAN.test(name))).toEqual([]);
    expect(names(await menu())).toContain('跨境集运整票申报');
    expect(names(await menu()).every((name) => HAN.test(name))).toBe(true);
  });

  it('message lists: the message names in English for en-us (the codes stay), Chinese otherwise', async () => {
    const list = (headers?: Record<string, string>) =>
      read('/lcp-rest/bizmsg/getBizUnitMessageByCategory?unitId=101', messageMenuDto, headers).then((groups) => groups.flatMap((group) => group.messageList));
    expect(await list(ENGLISH)).toEqual([
      { id: expect.any(Number) as number, name: 'lcp_inbound_created', chineseName: 'Inbound management creation notice' },
      { id: expect.any(Number) as number, name: 'lcp_inbound_statusChanged', chineseName: 'Inbound management status change notice' },
      { id: expect.any(Number) as number, name: 'lcp_inbound_exception', chineseName: 'Inbound management exception notice' },
    ]);
    expect((await list()).map((message) => message.chineseName)).toEqual(['入库管理创建成功通知', '入库管理状态变更通知', '入库管理异常通知']);
    expect(await list(CHINESE)).toEqual(await list());
    const preview = await read('/lcp-rest/bizview/getBizUnitMessagePreByCategory?unitId=101', messageMenuDto, ENGLISH);
    expect(preview[0]?.messageList[0]?.chineseName).toBe('Inbound management creation notice');
  });
});
