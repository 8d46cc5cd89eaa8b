import { describe, expect, it } from 'vitest';
import { apiDocDto, apiMenuDto } from '../../../src/infrastructure/dto/api-doc.dto';
import { apiScrollPageDto } from '../../../src/infrastructure/dto/biz-unit.dto';
import { classifiedBizUnitListDto } from '../../../src/infrastructure/dto/classified-biz-unit.dto';
import { messageDetailDto, messageMenuDto } from '../../../src/infrastructure/dto/message-doc.dto';
import { searchPageDto } from '../../../src/infrastructure/dto/search.dto';
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

/** Every string of a payload (demos are JSON data, not text, and are left out). */
const textsOf = (value: unknown, key = ''): string[] => {
  if (typeof value === 'string') return key === 'messageDemo' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === 'object') {
    // A name that comes with its English one (`name`/`nameEn`) is in both languages by contract: the portal picks.
    const both = 'nameEn' in value;
    return Object.entries(value).flatMap(([name, item]) =>
      ['requestDemo', 'reponseDemo', 'exceptionDemo', 'messageDemo'].includes(name) || (both && name === 'name') ? [] : textsOf(item, name),
    );
  }
  return [];
};

/** A text that says the same thing twice, "中文 / English", or carries an English paragraph under a Chinese one. */
const DOUBLED = /[\u3400-\u9fff）。][^/\n]{0,3} \/ [A-Za-z]|lang="en"/;

const DOCUMENTS: readonly [path: string, init?: RequestInit][] = [
  ['/lcp-rest/bizapinterface/getBizUnitApiDetails?id=10001'],
  ['/lcp-rest/bizapinterface/getBizUnitApiDetails?id=19999'],
  ['/lcp-rest/bizapinterface/getApiDocListByCategory?unitId=101'],
  ['/lcp-rest/bizmsg/getBizUnitMessageByCategory?unitId=201'],
  ['/lcp-rest/bizmsg/getMessageDetails?unitId=101&id=50001'],
  ['/lcp-rest/bizunit/getBizUnitById?id=101'],
  ['/lcp-rest/sdk/getUsingBaseSdkList'],
  ['/lcp-rest/sdk/getBizUnitSdkScrollPage?unitId=101&lastId=0&size=10'],
  ['/lcp-rest/doc/getDocByGroupByTree?objId=101'],
  ['/lcp-rest/doc/getDocByGroupByTree?productCode=lcp-wms&docType=1'],
  ['/lcp-rest/doc/findReleaseDocGroupById?id=70001'],
  ['/lcp-rest/doc/findReleaseDocGroupById?id=70002'],
  ['/lcp-rest/doc/findReleaseDocGroupById?id=90001'],
  ['/lcp-rest/doc/getReleaseDocList?type=1'],
  ['/lcp-rest/doc/findReleaseDocGroupById?id=80003'],
  ['/lcp-rest/workOrder/typeList'],
  ['/lcp-rest/workOrder/problem/problemRetrieval/api?pageNo=1&pageSize=10'],
  ['/lcp-rest/workOrder/problem/detail/P0005'],
  ['/lcp-rest/oauth/getInfoByToken?accessToken=a1f3c9e2b7d84d0f9e6a5b4c3d2e1f00'],
  ['/lcp-rest/autoBots/baseInfo'],
  ['/lcp-rest/autoBots/suggestionQuery', { method: 'POST', body: JSON.stringify({ traceId: 't', reqId: 'r', keyword: '' }), headers: { 'content-type': 'application/json' } }],
];

describe('sandbox documents: each language reads as one language (issue #16)', () => {
  const answer = async (path: string, locale: string, init: RequestInit = {}) => {
    const body = await createSandboxClient().json(path, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), locale } });
    expect(body.code, path).toBe(20000);
    return textsOf(body.data);
  };

  it.each(DOCUMENTS)('%s: English without Chinese, Chinese without an English double', async (path, init) => {
    const english = await answer(path, 'en-us', init);
    const chinese = await answer(path, 'zh-cn', init);
    expect(english.length, path).toBeGreaterThan(0);
    expect(english.filter((text) => HAN.test(text)), path).toEqual([]);
    expect(chinese.filter((text) => DOUBLED.test(text)), path).toEqual([]);
    expect(chinese.some((text) => HAN.test(text)), path).toBe(true);
  });

  it('titles the API and message documents in the request language', async () => {
    const api = (locale: string) => read('/lcp-rest/bizapinterface/getBizUnitApiDetails?id=10001', apiDocDto, { locale });
    expect((await api('en-us')).apiName).toBe('Create inbound order');
    expect((await api('zh-cn')).apiName).toBe('创建入库单');
    const message = (locale: string) => read('/lcp-rest/bizmsg/getMessageDetails?unitId=101&id=50001', messageDetailDto, { locale });
    expect((await message('en-us')).chineseName).toBe('Inbound management creation notice');
    expect((await message('zh-cn')).chineseName).toBe('入库管理创建成功通知');
  });

  it('searches and answers the assistant in the request language', async () => {
    const sandbox = createSandboxClient();
    const hits = async (q: string, locale: string) => searchPageDto.parse((await sandbox.json(`/lcp-rest/search?q=${encodeURIComponent(q)}&size=50`, { headers: { locale } })).data);
    const english = await hits('inbound', 'en-us');
    expect(english.total).toBeGreaterThan(0);
    expect(english.rows.flatMap((row) => [row.title ?? '', row.content ?? '']).filter((text) => HAN.test(text))).toEqual([]);
    // Words of the other language find the documents that hold them, in that language.
    const typedInChinese = await hits('签名', 'en-us');
    expect(typedInChinese.total).toBeGreaterThan(0);
    expect(typedInChinese.rows.every((row) => (row.highlight?.title ?? []).concat(row.highlight?.content ?? []).join('').includes('<em>签名</em>'))).toBe(true);
    const chinese = await hits('入库', 'zh-cn');
    expect(chinese.total).toBeGreaterThan(0);
    expect(chinese.rows.flatMap((row) => [row.title ?? '', row.content ?? '']).filter((text) => DOUBLED.test(text))).toEqual([]);
    const ask = async (locale: string) => {
      const body = { traceId: `t-${locale}`, reqId: 'r', keyword: 'sign 签名' };
      let text = '';
      for (let poll = 0; poll < 100; poll += 1) {
        const data = (await sandbox.postJson('/lcp-rest/autoBots/searchAi', body, { locale })).data as { finished: boolean; responseAll: string };
        text = data.responseAll;
        if (data.finished) break;
      }
      return text;
    };
    expect(HAN.test(await ask('en-us'))).toBe(false);
    expect(await ask('zh-cn')).toMatch(/^签名内容为/);
  });
});
