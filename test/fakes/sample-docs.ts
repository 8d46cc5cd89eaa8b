import type { BizUnitDetail } from '../../src/application/ports/doc.port';
import type { ApiDoc, ApiMenuGroup, ApiSummary } from '../../src/domain/doc/api-doc';
import type { GuideTreeNode, MarkdownDoc } from '../../src/domain/doc/guide-doc';
import type { MessageDoc, MessageMenuGroup } from '../../src/domain/doc/message-doc';
import type { Sdk } from '../../src/domain/doc/sdk';
import type { ParamNode } from '../../src/domain/doc/param-tree';
import type { ProductName, ReleaseDocSummary } from '../../src/domain/doc/release-doc';

export const sampleUnit: BizUnitDetail = {
  id: 101,
  name: '入库单',
  nameEn: 'Inbound orders',
  code: 'inbound',
  remark: '仓储入库',
  publishRange: 0,
  hasUat: true,
};

const param = (anchor: string, name: string, extra: Partial<ParamNode> = {}): ParamNode => ({
  id: anchor,
  anchor,
  name,
  type: 'String',
  requirement: 'required',
  children: [],
  ...extra,
});

export const sampleApiDoc: ApiDoc = {
  id: 5001,
  code: 'ECAP_ORDER_CREATE',
  name: '创建入库单',
  remark: '<p>创建一张<b>入库单</b>。</p>',
  path: '/ecap/v1/orders/create',
  interfaceName: 'com.example.OrderApi',
  interfaceMethod: 'create',
  lopDn: 'ECAP.JDL.COM',
  updateTime: '2026-10-01 10:00:00',
  protocol: 'http',
  direction: 'outbound',
  partner: false,
  environments: [
    { name: '正式环境', url: 'https://api.example.com/ecap/v1/orders/create', lopDn: 'ECAP.JDL.COM' },
    { name: '测试环境', url: 'https://test-api.example.com/ecap/v1/orders/create' },
  ],
  requestParams: [
    param('request-order', 'order', {
      type: 'Object',
      children: [
        param('request-order.orderId', 'orderId', { example: 'A1', description: '<p>订单号</p>' }),
        param('request-order.receiver', 'receiver', {
          type: 'Object',
          requirement: 'conditional',
          children: [param('request-order.receiver.phone', 'phone', { requirement: 'optional', description: '<p>收件人手机号</p>' })],
        }),
      ],
    }),
  ],
  responseParams: [param('response-code', 'code', { type: 'Integer', example: '0' })],
  requestExamples: [{ tag: 'JSON', content: '[{"orderId":"A1"}]' }],
  responseExamples: [{ content: '{"code":0}' }],
  exceptionExamples: ['{"code":1001,"message":"参数错误"}'],
  errorCodes: [{ id: 'e1', code: '1001', message: '参数错误', fix: '<p>检查必填参数</p>', children: [] }],
  sdks: [{ language: 'java', fileKey: 'sdk/java.zip' }],
};

export const sampleApiMenu: readonly ApiMenuGroup[] = [
  {
    code: 'order',
    name: '订单 / Orders',
    apis: [
      { id: 5001, code: 'ECAP_ORDER_CREATE', name: '创建入库单', path: '/ecap/v1/orders/create' },
      { id: 5002, code: 'ECAP_ORDER_CANCEL', name: '取消入库单', path: '/ecap/v1/orders/cancel' },
    ],
  },
];

export const sampleGuideTree: readonly GuideTreeNode[] = [
  { id: 801, title: '接入流程', children: [{ id: 802, title: '签名说明', children: [] }] },
  { id: 803, title: '常见问题', children: [] },
];

export const sampleGuideDoc: MarkdownDoc = {
  title: '接入流程',
  markdown: '# 接入流程\n\n## 创建应用\n\n在控制台创建应用。\n\n## 调用接口\n\n```json\n{"a": 1}\n```\n',
  updateTime: '2026-09-01 09:00:00',
};

export const sampleMessageMenu: readonly MessageMenuGroup[] = [
  { code: 'status', name: '状态消息', messages: [{ id: 901, name: 'ORDER_STATUS', chineseName: '订单状态变更' }] },
];

export const sampleMessageDoc: MessageDoc = {
  id: 901,
  name: 'ORDER_STATUS',
  chineseName: '订单状态变更',
  description: '<p>订单状态变化时推送。</p>',
  example: '{"orderId":"A1","status":10}',
  updateTime: '2026-08-01 08:00:00',
  properties: [param('property-orderId', 'orderId'), param('property-status', 'status', { type: 'Integer' })],
};

export const sampleBaseSdks: readonly Sdk[] = [
  { id: 1, name: 'lop-sdk-java', version: '2.3.0', language: 'java', description: 'Java 基础 SDK', fileKey: 'sdk/java.zip', fileName: 'lop-sdk-java-2.3.0.zip' },
];

export const sampleBizSdks: readonly Sdk[] = [
  { id: 11, name: 'inbound-sdk-python', version: '1.0.1', language: 'python', description: '入库 Python SDK', fileKey: 'sdk/py.zip' },
  { id: 12, name: 'inbound-sdk-go', version: '0.9.0', language: 'go' },
];

export const sampleReleaseDocs: readonly ReleaseDocSummary[] = [
  { id: 801, title: '开发者入门' },
  { id: 803, title: '签名规则' },
];

export const sampleProductDocTree: readonly GuideTreeNode[] = [
  { id: 801, title: '产品概述', children: [{ id: 802, title: '快速上手', children: [] }] },
];

export const sampleProduct: ProductName = { productCode: 'lcp-wms', name: '云仓 WMS', nameEn: 'Cloud WMS' };

/** 25 APIs of unit 101 in pages: the page after `lastId` (20 at most). */
export const sampleApiPages = (lastId: number): readonly ApiSummary[] =>
  Array.from({ length: 25 }, (_, index) => ({ id: 6001 + index, code: `API_${String(index + 1)}`, name: `接口 ${String(index + 1)}`, path: `/api/v1/op${String(index + 1)}` }))
    .filter((api) => api.id > lastId)
    .slice(0, 20);
