/** 1 industry, 2 API / capability, 3 scenario. */
export type SolutionType = 1 | 2 | 3;

export interface SandboxClassification {
  readonly id: number;
  readonly classifyCode: string;
  readonly classifyName: string;
  readonly classifyNameEn: string;
}

export interface SandboxBizUnit {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly nameEn: string;
  readonly remark: string;
  readonly remarkEn: string;
  readonly classifyCode: string;
  readonly solutionType: SolutionType;
  /** 1: docs visible to listed suppliers only. */
  readonly publishRange: 0 | 1;
  readonly hasUat: boolean;
  /** Suppliers that may read a restricted unit. */
  readonly visibleSupplierIds: readonly number[];
}

export const SEED_CLASSIFICATIONS: readonly SandboxClassification[] = [
  { id: 1, classifyCode: 'warehouse', classifyName: '仓储服务', classifyNameEn: 'Warehousing' },
  { id: 2, classifyCode: 'express', classifyName: '快递快运', classifyNameEn: 'Express and freight' },
  { id: 3, classifyCode: 'cross-border', classifyName: '国际跨境', classifyNameEn: 'Cross-border' },
  { id: 4, classifyCode: 'supply-chain', classifyName: '供应链金融与结算', classifyNameEn: 'Supply-chain finance and billing' },
  { id: 5, classifyCode: 'industry', classifyName: '行业解决方案', classifyNameEn: 'Industry solutions' },
  { id: 6, classifyCode: 'scenario', classifyName: '场景解决方案', classifyNameEn: 'Scenario solutions' },
  { id: 7, classifyCode: 'project', classifyName: '专属项目', classifyNameEn: 'Dedicated projects' },
];

type UnitRow = [id: number, code: string, name: string, nameEn: string, classify: string, type: SolutionType, restricted?: boolean];

const ROWS: readonly UnitRow[] = [
  [101, 'wms-inbound', '入库管理', 'Inbound management', 'warehouse', 2],
  [102, 'wms-outbound', '出库与发货', 'Outbound and shipping', 'warehouse', 2],
  [103, 'wms-inventory', '库存同步', 'Inventory sync', 'warehouse', 2],
  [104, 'wms-returns', '退货入仓', 'Returns to warehouse', 'warehouse', 2],
  [201, 'express-order', '快递下单', 'Express ordering', 'express', 2],
  [202, 'express-track', '物流轨迹', 'Shipment tracking', 'express', 2],
  [203, 'express-waybill', '电子面单', 'Electronic waybills', 'express', 2],
  [204, 'freight-ltl', '零担快运', 'Less-than-truckload freight', 'express', 2],
  [205, 'express-pickup', '上门揽收', 'Doorstep pickup', 'express', 2],
  [301, 'cb-customs', '跨境清关', 'Customs clearance', 'cross-border', 2],
  [302, 'cb-overseas-wh', '海外仓', 'Overseas warehouses', 'cross-border', 2, true],
  [303, 'cb-lastmile', '海外尾程配送', 'Overseas last mile', 'cross-border', 2],
  [401, 'billing-statement', '对账结算', 'Statements and settlement', 'supply-chain', 2, true],
  [402, 'billing-invoice', '电子发票', 'Electronic invoices', 'supply-chain', 2],
  [501, 'ind-liquor', '酒类仓配一体化', 'Liquor warehousing and delivery', 'industry', 1],
  [502, 'ind-fresh-food', '生鲜食品冷链', 'Fresh food cold chain', 'industry', 1],
  [503, 'ind-beauty', '美妆个护仓配', 'Beauty and personal care fulfilment', 'industry', 1],
  [504, 'ind-maternal', '母婴用品仓配', 'Maternal and infant fulfilment', 'industry', 1],
  [505, 'ind-apparel', '服饰鞋包仓配', 'Apparel and footwear fulfilment', 'industry', 1],
  [506, 'ind-3c', '3C数码仓配', '3C electronics fulfilment', 'industry', 1],
  [601, 'scn-live-commerce', '直播电商发货', 'Live-commerce shipping', 'scenario', 3],
  [602, 'scn-omni-store', '全渠道门店配送', 'Omni-channel store delivery', 'scenario', 3],
  [603, 'scn-hospital', '医院便民寄递', 'Hospital convenience express', 'scenario', 3],
  [701, 'prj-fresh-direct', '鲜生优选直发项目', 'Fresh Direct shipping project', 'project', 2, true],
];

export const SEED_BIZ_UNITS: readonly SandboxBizUnit[] = ROWS.map(([id, code, name, nameEn, classifyCode, solutionType, restricted]) => ({
  id,
  code,
  name,
  nameEn,
  remark: `${name}：标准接口、消息推送与 SDK，支持测试与生产环境对接。`,
  remarkEn: `${nameEn}: standard APIs, push messages and SDKs, with test and production environments.`,
  classifyCode,
  solutionType,
  publishRange: restricted ? 1 : 0,
  hasUat: id % 2 === 1,
  visibleSupplierIds: restricted ? [2001, 1001] : [],
}));
