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

/**
 * A unit: its names, classification and solution type, and what it does in one sentence per language (its `remark`,
 * answered in the request's language: handlers/biz-unit.handlers.ts).
 */
type UnitRow = [id: number, code: string, name: string, nameEn: string, classify: string, type: SolutionType, remark: string, remarkEn: string, restricted?: boolean];

const ROWS: readonly UnitRow[] = [
  [101, 'wms-inbound', '入库管理', 'Inbound management', 'warehouse', 2, '创建、修改与取消入库单，并查询收货与上架进度。', 'Create, change and cancel inbound orders, and follow receiving and put-away.'],
  [102, 'wms-outbound', '出库与发货', 'Outbound and shipping', 'warehouse', 2, '下发出库单，跟踪拣货、复核与发货，并取回运单号。', 'Send outbound orders, follow picking, checking and dispatch, and get the waybill numbers back.'],
  [103, 'wms-inventory', '库存同步', 'Inventory sync', 'warehouse', 2, '按货主、SKU 与批次查询仓内库存，并同步库存调整。', 'Query warehouse stock by owner, SKU and batch, and keep stock adjustments in step.'],
  [104, 'wms-returns', '退货入仓', 'Returns to warehouse', 'warehouse', 2, '登记退货单，跟踪退货到仓、质检与重新上架。', 'Register return orders and follow each return into the warehouse, through inspection and back onto the shelf.'],
  [201, 'express-order', '快递下单', 'Express ordering', 'express', 2, '创建、修改与取消快递订单，并预约上门取件时间。', 'Create, change and cancel express orders, and book a pickup time.'],
  [202, 'express-track', '物流轨迹', 'Shipment tracking', 'express', 2, '按运单号单个或批量查询揽收、中转与派送轨迹。', 'Look up pickup, transit and delivery scans by waybill number, one at a time or in bulk.'],
  [203, 'express-waybill', '电子面单', 'Electronic waybills', 'express', 2, '申请电子面单号，获取云打印模板与打印数据。', 'Get e-waybill numbers, cloud-print templates and the data to print.'],
  [204, 'freight-ltl', '零担快运', 'Less-than-truckload freight', 'express', 2, '为大件与整托货物下零担快运单，并查询运费与在途状态。', 'Book less-than-truckload freight for bulky and palletised goods, and check its price and progress.'],
  [205, 'express-pickup', '上门揽收', 'Doorstep pickup', 'express', 2, '创建与取消揽收单，并查询快递员上门揽收的结果。', 'Create and cancel pickup orders, and see when the courier collected the parcel.'],
  [301, 'cb-customs', '跨境清关', 'Customs clearance', 'cross-border', 2, '提交进出口报关单，并查询申报与放行状态。', 'File import and export declarations, and follow each one until the goods are released.'],
  [302, 'cb-overseas-wh', '海外仓', 'Overseas warehouses', 'cross-border', 2, '管理海外仓的入库、库存与一件代发订单。', 'Manage receiving, stock and drop-shipping orders in overseas warehouses.', true],
  [303, 'cb-lastmile', '海外尾程配送', 'Overseas last mile', 'cross-border', 2, '创建目的国尾程运单，并查询派送与签收结果。', 'Create last-mile shipments in the destination country, and follow delivery up to proof of delivery.'],
  [401, 'billing-statement', '对账结算', 'Statements and settlement', 'supply-chain', 2, '拉取物流费用对账单，核对明细并确认结算。', 'Fetch logistics cost statements, check their lines and confirm settlement.', true],
  [402, 'billing-invoice', '电子发票', 'Electronic invoices', 'supply-chain', 2, '申请、查询与红冲物流服务的电子发票。', 'Request, look up and reverse electronic invoices for logistics services.'],
  [501, 'ind-liquor', '酒类仓配一体化', 'Liquor warehousing and delivery', 'industry', 1, '酒类商品的防伪溯源、防碎包装与仓配一体发货。', 'Anti-counterfeit tracing, breakage-safe packing and delivery straight from the warehouse for liquor.'],
  [502, 'ind-fresh-food', '生鲜食品冷链', 'Fresh food cold chain', 'industry', 1, '生鲜与食品的温控仓储、效期管理与冷链配送。', 'Temperature-controlled storage, expiry control and cold-chain delivery for fresh food.'],
  [503, 'ind-beauty', '美妆个护仓配', 'Beauty and personal care fulfilment', 'industry', 1, '美妆个护的多 SKU 仓储、赠品组套与大促波次发货。', 'Storage for many SKUs, gift kitting and peak-sale picking waves for beauty and personal care.'],
  [504, 'ind-maternal', '母婴用品仓配', 'Maternal and infant fulfilment', 'industry', 1, '母婴用品的批次追溯、大件处理与周期购发货。', 'Batch tracing, bulky-item handling and repeat subscription orders for maternal and infant products.'],
  [505, 'ind-apparel', '服饰鞋包仓配', 'Apparel and footwear fulfilment', 'industry', 1, '服饰鞋包的尺码颜色管理、退货质检与新品上市波次。', 'Size and colour handling, returns grading and launch waves for clothing, footwear and bags.'],
  [506, 'ind-3c', '3C数码仓配', '3C electronics fulfilment', 'industry', 1, '3C 数码产品的序列号采集、高值安防与新品首发配送。', 'Serial number capture, high-value security and launch-day delivery for 3C electronics.'],
  [601, 'scn-live-commerce', '直播电商发货', 'Live-commerce shipping', 'scenario', 3, '直播间订单秒级接单、预先打包，当日发出。', 'Live-stream orders taken in seconds, packed in advance and shipped the same day.'],
  [602, 'scn-omni-store', '全渠道门店配送', 'Omni-channel store delivery', 'scenario', 3, '门店、小程序与电商订单共用一份库存，由就近门店发货或配送。', 'Store, mini-program and online orders share one stock pool and leave from the nearest store.'],
  [603, 'scn-hospital', '医院便民快递', 'Hospital convenience express', 'scenario', 3, '把药品、病历与检查报告从医院寄到患者家中，患者不必排队等候。', 'Send medicines, medical records and test reports from the hospital to the patient\'s home, so nobody has to queue.'],
  [701, 'prj-fresh-direct', '鲜生优选直发项目', 'Fresh Direct shipping project', 'project', 2, '鲜生优选的直发订单：从产地直接发货给消费者。', 'Fresh Direct\'s direct shipments, from the producer straight to the customer.', true],
];

export const SEED_BIZ_UNITS: readonly SandboxBizUnit[] = ROWS.map(([id, code, name, nameEn, classifyCode, solutionType, remark, remarkEn, restricted]) => ({
  id,
  code,
  name,
  nameEn,
  remark,
  remarkEn,
  classifyCode,
  solutionType,
  publishRange: restricted ? 1 : 0,
  hasUat: id % 2 === 1,
  visibleSupplierIds: restricted ? [2001, 1001] : [],
}));
