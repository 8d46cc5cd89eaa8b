import type { ApiDocDto, ErrorCodeNodeDto } from '../../infrastructure/dto/api-doc.dto.ts';
import { SEED_BIZ_UNITS } from './biz-units.ts';
import { buildCustomsDeclarationApi } from './big-api.ts';
import { say, type SeedLanguage } from './language.ts';
import { bizSdksOf } from './sdks.ts';
import { ADDRESS, COMMON_REQUEST, COMMON_RESPONSE, GOODS_ITEM, buildParams, environmentName, exampleOfParams, type Struct } from './param-library.ts';

import type { SandboxApi } from './sandbox-api.ts';

/** What each capability unit offers: its object (zh, en, path segment). */
const SUBJECTS: Readonly<Record<string, readonly [string, string, string]>> = {
  'wms-inbound': ['入库单', 'inbound order', 'inbound'],
  'wms-outbound': ['出库单', 'outbound order', 'outbound'],
  'wms-inventory': ['库存', 'inventory', 'inventory'],
  'wms-returns': ['退货单', 'return order', 'returns'],
  'express-order': ['快递订单', 'express order', 'order'],
  'express-track': ['物流轨迹', 'tracking record', 'trace'],
  'express-waybill': ['电子面单', 'waybill', 'waybill'],
  'freight-ltl': ['快运订单', 'freight order', 'freight'],
  'express-pickup': ['揽收单', 'pickup order', 'pickup'],
  'cb-customs': ['清关单', 'customs order', 'customs'],
  'cb-overseas-wh': ['海外仓订单', 'overseas warehouse order', 'owh'],
  'cb-lastmile': ['尾程运单', 'last-mile shipment', 'lastmile'],
  'billing-statement': ['对账单', 'statement', 'statement'],
  'billing-invoice': ['发票', 'invoice', 'invoice'],
  'prj-fresh-direct': ['直发订单', 'direct shipment', 'direct'],
};

const OPERATIONS = [
  ['create', '创建', 'Create', 'manage', '管理接口', 'Management'],
  ['update', '修改', 'Update', 'manage', '管理接口', 'Management'],
  ['cancel', '取消', 'Cancel', 'manage', '管理接口', 'Management'],
  ['query', '查询', 'Query', 'query', '查询接口', 'Queries'],
  ['batchQuery', '批量查询', 'Batch query', 'query', '查询接口', 'Queries'],
] as const;

const errorCodes = (language: SeedLanguage): ErrorCodeNodeDto[] => {
  const text = (zh: string, en: string) => say(language, zh, en);
  return [
    { id: 1, errorCode: '1000', errorMsg: text('参数校验失败', 'Parameter validation failed'), prescription: text('按文档检查必填参数与格式', 'Check required parameters and formats'), children: [
      { id: 11, errorCode: '1001', errorMsg: text('必填参数缺失', 'Required parameter missing'), prescription: text('补全参数后重试', 'Add the parameter and retry') },
      { id: 12, errorCode: '1002', errorMsg: text('参数格式错误', 'Bad parameter format'), prescription: text('参照示例值', 'Follow the example value') },
    ] },
    { id: 2, errorCode: '2000', errorMsg: text('业务处理失败', 'Business rule refused'), prescription: text('根据 message 处理', 'See the message'), children: [
      { id: 21, errorCode: '2001', errorMsg: text('订单号重复', 'Duplicate order number'), prescription: text('使用新的订单号或查询原单', 'Use a new number or query the order') },
      { id: 22, errorCode: '2002', errorMsg: text('状态不允许此操作', 'Not allowed in this state'), prescription: text('先查询单据状态', 'Query the state first') },
    ] },
    { id: 3, errorCode: '5000', errorMsg: text('系统繁忙', 'System busy'), prescription: text('稍后重试，勿高频重试', 'Retry later with back-off') },
  ];
};

/** "a" or "an" before an English noun phrase. */
const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const detailFor = (zh: string, en: string): Struct => ({
  name: 'detail',
  type: 'Object',
  zh: `${zh}明细`,
  en: `${en} details`,
  members: [
    { name: 'sender', type: 'Object', zh: '寄件人', en: 'Sender', members: ADDRESS },
    { name: 'receiver', type: 'Object', zh: '收件人', en: 'Receiver', members: ADDRESS },
    { name: 'goodsItems', type: 'List', zh: '商品列表', en: 'Goods', members: GOODS_ITEM },
    ['remark', 'String', '0', '易碎，轻拿轻放', '备注', 'Remark'],
  ],
});

const timestamp = (index: number): string => {
  const day = String(1 + (index % 28)).padStart(2, '0');
  return `2026-10-${day} 1${index % 10}:2${index % 6}:00`;
};

let apiId = 10_000;

const apisOf = (unit: (typeof SEED_BIZ_UNITS)[number]): SandboxApi[] => {
  const { id: unitId, code: unitCode } = unit;
  const subject = SUBJECTS[unitCode];
  if (!subject) return [];
  const [zh, en, segment] = subject;
  return OPERATIONS.map(([op, opZh, opEn, categoryCode, categoryZh, categoryEn], index) => {
    const id = ++apiId;
    const apiUrl = `/${segment}/${op}`;
    const writes = categoryCode === 'manage';
    const docIn = (language: SeedLanguage): ApiDocDto => {
      let paramId = 0;
      const nextId = () => ++paramId;
      const inParams = buildParams(
        writes
          ? [...COMMON_REQUEST, detailFor(zh, en)]
          : [...COMMON_REQUEST, ['pageNo', 'Integer', '0', '1', '页码', 'Page number'], ['pageSize', 'Integer', '0', '20', '每页条数，最大 100', 'Page size, at most 100']],
        nextId,
        language,
      );
      const outParams = buildParams([...COMMON_RESPONSE, { name: 'data', type: 'Object', zh: '结果数据', en: 'Result data', members: writes ? [['waybillCode', 'String', '1', 'JDV000123456789', '运单号', 'Waybill number']] : [detailFor(zh, en)] }], nextId, language);
      return {
        id,
        apiCode: `lcp.${segment}.${op}`,
        apiName: say(language, `${opZh}${zh}`, `${opEn} ${en}`),
        apiRemark: say(language, `<p>${opZh}${zh}。调用前请完成应用授权。</p>`, `<p>${opEn} ${withArticle(en)}. Authorize the app before calling.</p>`),
        apiUrl,
        interfaceName: `com.lcp.open.${segment}.${segment[0]?.toUpperCase() ?? ''}${segment.slice(1)}Api`,
        interfaceMethod: op,
        methodId: id * 10,
        apiLopDN: `lcp.${segment}`,
        updateTime: timestamp(id + index),
        type: 2,
        callDirection: 1,
        bizUnitType: unitCode.startsWith('prj-') ? 4 : 1,
        gateWayUrlDtoList: [
          { envName: environmentName(language, 'test'), url: `https://test-api.example.com${apiUrl}`, lopDn: `lcp.${segment}` },
          { envName: environmentName(language, 'production'), url: `https://api.example.com${apiUrl}`, lopDn: `lcp.${segment}` },
        ],
        inParams,
        outParams,
        // The gateway takes the method's arguments as a JSON array: the request is the documented object, in a list of one.
        requestDemo: [{ tag: 'JSON', content: JSON.stringify([exampleOfParams(inParams)], null, 2) }],
        reponseDemo: [{ tag: 'JSON', content: JSON.stringify(exampleOfParams(outParams), null, 2) }],
        exceptionDemo: [{ content: JSON.stringify({ code: 1001, message: 'customerCode is required' }, null, 2) }],
        errorCodes: errorCodes(language),
        bizSdkList: bizSdksOf(unit).map((sdk) => ({ language: sdk.code, jssKey: sdk.jssKey })),
        invokeDemoList: [],
      };
    };
    return {
      unitId,
      nameEn: `${opEn} ${en}`,
      category: { code: categoryCode, name: categoryZh, nameEn: categoryEn },
      doc: docIn('zh'),
      docEn: docIn('en'),
    };
  });
};

export const SEED_APIS: readonly SandboxApi[] = [
  ...SEED_BIZ_UNITS.flatMap(apisOf),
  buildCustomsDeclarationApi(301),
];
