import type { BizUnitDetail } from '../../src/application/ports/doc.port';
import type { ApiDoc, ApiMenuGroup } from '../../src/domain/doc/api-doc';
import type { ParamNode } from '../../src/domain/doc/param-tree';

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
