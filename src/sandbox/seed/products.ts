import type { ClassifiedProductsDto } from '../../infrastructure/dto/product.dto.ts';

export const SEED_PRODUCTS: ClassifiedProductsDto = [
  {
    classifyName: '仓配一体',
    classifyNameEn: 'Warehousing and delivery',
    products: [
      { id: 1, productCode: 'lcp-wms', productName: '云仓 WMS', productNameEn: 'Cloud WMS', description: '多仓多货主的仓储管理系统。', descriptionEn: 'Warehouse management for many warehouses and owners.' },
      { id: 2, productCode: 'lcp-oms', productName: '订单中心 OMS', productNameEn: 'Order hub OMS', description: '全渠道订单汇聚、审核与拆合单。', descriptionEn: 'Collects, checks, splits and merges orders from every channel.' },
    ],
  },
  {
    classifyName: '运输配送',
    classifyNameEn: 'Transport and delivery',
    products: [
      { id: 3, productCode: 'lcp-tms', productName: '运输管理 TMS', productNameEn: 'Transport management TMS', description: '干线、城配与运力调度。', descriptionEn: 'Line haul, city delivery and capacity planning.' },
      { id: 4, productCode: 'lcp-express', productName: '快递开放服务', productNameEn: 'Express open service', description: '下单、面单、轨迹一站接入。', descriptionEn: 'Ordering, waybills and tracking in one integration.' },
    ],
  },
  {
    classifyName: '国际物流',
    classifyNameEn: 'International logistics',
    products: [
      { id: 5, productCode: 'lcp-cross-border', productName: '跨境物流', productNameEn: 'Cross-border logistics', description: '清关、海外仓与尾程配送。', descriptionEn: 'Customs, overseas warehouses and last-mile delivery.' },
    ],
  },
];

const FEATURES: Readonly<Record<string, readonly string[]>> = {
  'lcp-wms': ['多仓多货主统一管理 / Many warehouses and owners in one place', '波次拣货与智能补货 / Wave picking and smart replenishment', '效期与批次管理 / Expiry and batch control'],
  'lcp-oms': ['30+ 电商平台订单汇聚 / Orders from 30+ marketplaces', '自动审单与拆合单 / Automatic checks, splits and merges', '库存预占 / Stock reservation'],
  'lcp-tms': ['干线与城配一体调度 / Line haul and city delivery together', '在途可视 / In-transit visibility', '运费自动结算 / Automatic freight settlement'],
  'lcp-express': ['一次接入下单、面单、轨迹 / One integration for orders, waybills and tracking', '电子面单云打印 / Cloud waybill printing', '轨迹推送 / Tracking push'],
  'lcp-cross-border': ['一单到门清关 / Door-to-door customs in one order', '海外仓一件代发 / Overseas drop shipping', '多币种结算 / Multi-currency billing'],
};

/** What a product page says beyond its summary: the markdown body's parts, each bilingual ("中文 / English"). */
interface ProductBody {
  readonly overview: string;
  /** Architecture: a short description and a mermaid flowchart's lines (without the fence). */
  readonly architecture: string;
  readonly diagram: readonly string[];
  /** Scenarios: [title, text] pairs, shown as ### sub-headings. */
  readonly scenarios: readonly (readonly [string, string])[];
  /** Functions: [name, description] rows of a table. */
  readonly functions: readonly (readonly [string, string])[];
  readonly extension: string;
  /** The extension point's sample (Java). */
  readonly extensionSample: string;
  /** Versions: [version, date, changes] rows. */
  readonly versions: readonly (readonly [string, string, string])[];
}

const BODIES: Readonly<Record<string, ProductBody>> = {
  'lcp-wms': {
    overview: '云仓 WMS 覆盖入库、上架、库存、拣货、复核与出库全流程，适合一个团队同时运营多个仓库、服务多个货主。/ Cloud WMS covers receiving, put-away, stock, picking, checking and shipping, for teams that run several warehouses for several owners.',
    architecture: '接入层通过开放平台网关接收商家与 OMS 的指令；作业层负责入库、波次与出库；库存中心按货主、批次与效期记账，并通过消息推送把状态变化告知调用方。/ The access layer takes instructions from merchants and the OMS through the open platform gateway; the operations layer runs receiving, waves and shipping; the stock centre keeps stock by owner, batch and expiry and pushes every change back to the caller.',
    diagram: ['flowchart LR', '  A["商家与 OMS / Merchants and OMS"] --> G["开放平台网关 / Gateway"]', '  G --> W["作业层 / Operations"]', '  W --> S["库存中心 / Stock centre"]', '  S --> P["消息推送 / Push messages"]'],
    scenarios: [
      ['品牌电商仓 / Brand e-commerce warehouse', '大促期间订单量可达平日十倍：波次拣货与预打包让同一批库位一次走完。/ Orders can reach ten times the usual volume during sales: wave picking and pre-packing clear one set of locations in a single walk.'],
      ['多货主共享仓 / Shared multi-owner warehouse', '第三方仓同时服务几十个货主，库存与计费按货主隔离。/ A third-party warehouse serves dozens of owners, with stock and billing kept apart per owner.'],
      ['效期敏感商品 / Expiry-sensitive goods', '食品与美妆按批次先进先出，临期商品自动锁定。/ Food and cosmetics leave first-in first-out by batch; goods near expiry are locked automatically.'],
    ],
    functions: [
      ['入库预约 / Inbound booking', '按到货时间预约月台，收货后自动生成上架任务。/ Book a dock by arrival time; receiving creates the put-away tasks.'],
      ['波次拣货 / Wave picking', '按承运商、截单时间与库区组波。/ Group orders into waves by carrier, cut-off time and zone.'],
      ['库存查询 / Stock query', '按货主、SKU、批次与库位实时查询。/ Live stock by owner, SKU, batch and location.'],
      ['出库回传 / Shipping feedback', '出库后推送运单号与包裹明细。/ Push the waybill number and parcel lines once shipped.'],
    ],
    extension: '在收货前校验、拣货策略与出库后回调三个扩展点挂接自己的逻辑；扩展以 SPI 方式发布，在测试环境验证后再上线。/ Plug your own rules into three extension points: before receiving, the picking strategy and after shipping. Extensions are published as SPIs and go live after a test-environment run.',
    extensionSample: 'public class ColdChainCheck implements InboundCheckExtension {\n    @Override\n    public CheckResult beforeReceive(InboundOrder order) {\n        return order.needsColdChain() && !order.hasTemperatureLog()\n            ? CheckResult.reject("missing temperature log")\n            : CheckResult.pass();\n    }\n}',
    versions: [
      ['3.2', '2026-10-15', '波次模板支持按截单时间分组 / Wave templates group by cut-off time'],
      ['3.1', '2026-07-01', '新增效期锁定规则 / Expiry lock rules'],
      ['3.0', '2026-03-20', '多货主计费独立 / Separate billing per owner'],
    ],
  },
  'lcp-oms': {
    overview: '订单中心 OMS 把各电商平台与线下渠道的订单汇到一处，审核、拆合单后按库存与时效分派到仓。/ Order hub OMS brings orders from marketplaces and offline channels together, checks, splits and merges them, and routes each to a warehouse by stock and delivery time.',
    architecture: '渠道适配器拉取或接收订单；规则引擎负责审单、拆单与合单；寻仓服务按库存与运费选仓，再把出库指令下发给 WMS。/ Channel adapters pull or receive orders; a rule engine checks, splits and merges them; the sourcing service picks a warehouse by stock and freight and sends the shipping instruction to the WMS.',
    diagram: ['flowchart LR', '  C["渠道适配器 / Channel adapters"] --> R["规则引擎 / Rule engine"]', '  R --> F["寻仓服务 / Sourcing"]', '  F --> W["仓储系统 / WMS"]'],
    scenarios: [
      ['全渠道零售 / Omnichannel retail', '门店、小程序与电商平台共用一份库存，避免超卖。/ Stores, mini programs and marketplaces share one stock pool, so nothing is oversold.'],
      ['预售与定金 / Pre-sales with deposits', '尾款付清前库存预占，付清后自动转入发货。/ Stock is reserved until the balance is paid, then the order moves on to shipping.'],
    ],
    functions: [
      ['订单汇聚 / Order collection', '支持 30 多个电商平台与自建商城。/ More than 30 marketplaces and own web shops.'],
      ['自动审单 / Automatic checks', '地址、金额与黑名单规则。/ Address, amount and blocklist rules.'],
      ['拆单与合单 / Splits and merges', '按仓、按温层或按重量拆分，同地址合并。/ Split by warehouse, temperature or weight; merge by address.'],
      ['库存预占 / Stock reservation', '下单即占，取消即还。/ Reserved on order, released on cancel.'],
    ],
    extension: '审单规则与寻仓策略均可扩展：实现接口后在控制台启用，按店铺生效。/ Check rules and the sourcing strategy can be extended: implement the interface, then enable it per shop in the console.',
    extensionSample: 'public class NearestWarehouse implements SourcingExtension {\n    @Override\n    public List<Warehouse> rank(Order order, List<Warehouse> candidates) {\n        candidates.sort(Comparator.comparing(w -> w.distanceTo(order.address())));\n        return candidates;\n    }\n}',
    versions: [
      ['2.4', '2026-09-10', '预售订单尾款提醒 / Balance reminders for pre-sales'],
      ['2.3', '2026-05-22', '按温层拆单 / Split by temperature zone'],
    ],
  },
  'lcp-tms': {
    overview: '运输管理 TMS 统一调度干线与城配运力，从排线、装车到签收全程可视，运费按合同自动结算。/ Transport management TMS plans line haul and city delivery together, shows every load from routing to proof of delivery, and settles freight by contract.',
    architecture: '计划层生成运输计划与线路；执行层对接司机端与车载设备采集轨迹；结算层按合同价格计算运费并对账。/ The planning layer builds transport plans and routes; the execution layer collects tracks from driver apps and vehicle devices; the settlement layer prices freight by contract and reconciles it.',
    diagram: ['flowchart LR', '  O["运输需求 / Transport orders"] --> P["计划层 / Planning"]', '  P --> E["执行层 / Execution"]', '  E --> S["结算层 / Settlement"]'],
    scenarios: [
      ['仓间调拨 / Transfers between warehouses', '夜间干线整车调拨，次日早班到仓。/ Overnight full-truck transfers arrive for the morning shift.'],
      ['城市门店配送 / City store delivery', '按门店收货时间窗排线，一车多点。/ Routes follow each store\'s receiving window, many stops per truck.'],
    ],
    functions: [
      ['智能排线 / Route planning', '考虑时间窗、限行与载重。/ Time windows, traffic restrictions and load limits.'],
      ['在途可视 / In-transit visibility', '每 30 秒一次定位，异常停留预警。/ A position every 30 seconds; alerts on unusual stops.'],
      ['电子回单 / Electronic proof of delivery', '签收拍照与电子签名。/ Photos and e-signatures at delivery.'],
      ['运费结算 / Freight settlement', '按合同价格自动计费与对账。/ Priced and reconciled by contract.'],
    ],
    extension: '计费规则可扩展，例如按燃油附加费或节假日加价；扩展在结算前调用。/ Pricing rules can be extended, for example fuel surcharges or holiday rates; extensions run before settlement.',
    extensionSample: 'public class FuelSurcharge implements FreightRuleExtension {\n    @Override\n    public Money adjust(Shipment shipment, Money base) {\n        return base.multiply(1 + shipment.fuelIndex() * 0.02);\n    }\n}',
    versions: [
      ['1.8', '2026-08-30', '异常停留预警 / Alerts on unusual stops'],
      ['1.7', '2026-04-12', '电子回单 / Electronic proof of delivery'],
    ],
  },
  'lcp-express': {
    overview: '快递开放服务一次接入即可下单、打印电子面单、查询与订阅轨迹，适合商家、ERP 与打单软件。/ Express open service gives ordering, e-waybill printing and tracking in one integration, for merchants, ERPs and label-printing software.',
    architecture: '下单接口校验地址并分配运单号；面单服务生成云打印模板；轨迹服务汇集揽收、中转与派送节点，并按订阅推送。/ The ordering API checks the address and assigns a waybill number; the waybill service renders cloud-print templates; the tracking service gathers pickup, transit and delivery scans and pushes them to subscribers.',
    diagram: ['flowchart LR', '  M["商家系统 / Merchant system"] --> O["下单 / Ordering"]', '  O --> L["电子面单 / E-waybill"]', '  O --> T["轨迹 / Tracking"]', '  T --> M'],
    scenarios: [
      ['电商发货 / Online shop shipping', '打单软件批量下单并打印面单，揽收后自动回填运单号。/ Label software orders and prints in bulk; waybill numbers are filled back after pickup.'],
      ['逆向退货 / Returns', '消费者发起退货，上门取件并追踪到仓。/ A customer starts a return; the parcel is collected and tracked back to the warehouse.'],
    ],
    functions: [
      ['下单与取消 / Create and cancel', '支持预约取件时间。/ With a pickup time slot.'],
      ['电子面单 / E-waybills', '标准与自定义模板，云打印。/ Standard and custom templates, cloud printing.'],
      ['轨迹订阅 / Tracking subscription', '节点变化实时推送。/ Each scan is pushed as it happens.'],
      ['时效与运费预估 / Time and price estimates', '下单前预估。/ Before ordering.'],
    ],
    extension: '面单模板可扩展自定义区域，例如打印商品清单或店铺二维码。/ Waybill templates can carry a custom area, such as a packing list or a shop QR code.',
    extensionSample: 'public class PackingListArea implements WaybillAreaExtension {\n    @Override\n    public List<String> lines(ExpressOrder order) {\n        return order.items().stream().map(i -> i.sku() + " x" + i.quantity()).toList();\n    }\n}',
    versions: [
      ['4.0', '2026-10-01', '预约取件时间 / Pickup time slots'],
      ['3.9', '2026-06-18', '自定义面单区域 / Custom waybill areas'],
    ],
  },
  'lcp-cross-border': {
    overview: '跨境物流连接国内揽收、出口报关、国际干线、进口清关、海外仓与尾程派送，一单到门。/ Cross-border logistics links domestic pickup, export declaration, international line haul, import clearance, overseas warehouses and last-mile delivery in one order.',
    architecture: '订单进入后拆为揽收、报关、干线与尾程四段，每段由对应服务商执行；清关服务对接各国海关申报，节点统一回传。/ Each order is split into pickup, declaration, line haul and last mile, each run by its provider; the clearance service files with each country\'s customs and every step reports back in one format.',
    diagram: ['flowchart LR', '  O["跨境订单 / Cross-border order"] --> C["出口报关 / Export declaration"]', '  C --> L["国际干线 / Line haul"]', '  L --> I["进口清关 / Import clearance"]', '  I --> D["尾程派送 / Last mile"]'],
    scenarios: [
      ['跨境电商 B2C / Cross-border B2C', '小包直邮，税费在下单时预估。/ Small parcels shipped direct, duties estimated at checkout.'],
      ['海外仓备货 / Overseas warehouse stocking', '整柜头程入海外仓，本地一件代发。/ Full containers to the overseas warehouse, then local drop shipping.'],
    ],
    functions: [
      ['报关申报 / Customs declaration', '商品归类与申报要素校验。/ Classification and declaration elements checked.'],
      ['海外仓管理 / Overseas warehouses', '入库、库存与一件代发。/ Receiving, stock and drop shipping.'],
      ['多币种结算 / Multi-currency billing', '按币种出账与汇率锁定。/ Bills per currency with locked rates.'],
    ],
    extension: '申报要素校验可扩展，便于按品类补充检查。/ Declaration checks can be extended with checks per product category.',
    extensionSample: 'public class BatteryCheck implements DeclarationCheckExtension {\n    @Override\n    public CheckResult check(DeclarationItem item) {\n        return item.containsBattery() && item.msdsFile() == null\n            ? CheckResult.reject("MSDS required")\n            : CheckResult.pass();\n    }\n}',
    versions: [
      ['2.1', '2026-09-25', '欧盟 IOSS 申报 / EU IOSS declarations'],
      ['2.0', '2026-05-05', '海外仓一件代发 / Overseas drop shipping'],
    ],
  },
};

const contentOf = (name: string, nameEn: string, body: ProductBody | undefined, features: readonly string[]): string => {
  const title = `# ${name} / ${nameEn}`;
  if (!body) return `${title}\n\n## 核心功能 / Functions\n\n${features.map((feature) => `- ${feature}`).join('\n')}`;
  return [
    title,
    body.overview,
    '## 产品架构 / Architecture',
    body.architecture,
    ['```mermaid', ...body.diagram, '```'].join('\n'),
    '## 应用场景 / Scenarios',
    ...body.scenarios.map(([heading, text]) => `### ${heading}\n\n${text}`),
    '## 核心功能 / Functions',
    ['| 功能 / Function | 说明 / Description |', '|---|---|', ...body.functions.map(([fn, text]) => `| ${fn} | ${text} |`)].join('\n'),
    '## 扩展开发 / Extension development',
    body.extension,
    ['```java', body.extensionSample, '```'].join('\n'),
    '## 版本说明 / Versions',
    ['| 版本 / Version | 日期 / Date | 说明 / Changes |', '|---|---|---|', ...body.versions.map(([version, date, text]) => `| ${version} | ${date} | ${text} |`)].join('\n'),
  ].join('\n\n');
};

/** A product's detail page, built from its summary. */
export const productDetailOf = (code: string) => {
  for (const group of SEED_PRODUCTS) {
    const product = group.products.find((candidate) => candidate.productCode === code || String(candidate.id) === code);
    if (!product) continue;
    const features = FEATURES[product.productCode] ?? [];
    return {
      ...product,
      classifyName: group.classifyName,
      classifyNameEn: group.classifyNameEn,
      features: [...features],
      content: contentOf(product.productName, product.productNameEn ?? product.productName, BODIES[product.productCode], features),
      updateTime: '2026-10-30 09:00:00',
    };
  }
  return undefined;
};
