import type { ClassifiedProductsDto, ProductDetailDto } from '../../infrastructure/dto/product.dto.ts';

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

/** A text of the seed in Chinese and in English: a product page is served as two bodies, one per language. */
interface Text {
  readonly zh: string;
  readonly en: string;
}
type Language = keyof Text;

/** What a product page says beyond its summary: the markdown body's parts, each in both languages. */
interface ProductBody {
  readonly overview: Text;
  /** Architecture: a short description and a mermaid flowchart (its labelled nodes and the arrows between them). */
  readonly architecture: Text;
  readonly diagram: { readonly nodes: readonly (readonly [id: string, label: Text])[]; readonly arrows: readonly (readonly [from: string, to: string])[] };
  /** Scenarios: [title, text] pairs, shown as ### sub-headings. */
  readonly scenarios: readonly (readonly [Text, Text])[];
  /** Functions: [name, description] rows of a table. */
  readonly functions: readonly (readonly [Text, Text])[];
  readonly extension: Text;
  /** The extension point's sample (Java; the same in both languages). */
  readonly extensionSample: string;
  /** Versions: [version, date, changes] rows. */
  readonly versions: readonly (readonly [string, string, Text])[];
}

const FEATURES: Readonly<Record<string, readonly Text[]>> = {
  'lcp-wms': [
    { zh: '多仓多货主统一管理', en: 'Many warehouses and owners in one place' },
    { zh: '波次拣货与智能补货', en: 'Wave picking and smart replenishment' },
    { zh: '效期与批次管理', en: 'Expiry and batch control' },
  ],
  'lcp-oms': [
    { zh: '30+ 电商平台订单汇聚', en: 'Orders from 30+ marketplaces' },
    { zh: '自动审单与拆合单', en: 'Automatic checks, splits and merges' },
    { zh: '库存预占', en: 'Stock reservation' },
  ],
  'lcp-tms': [
    { zh: '干线与城配一体调度', en: 'Line haul and city delivery together' },
    { zh: '在途可视', en: 'In-transit visibility' },
    { zh: '运费自动结算', en: 'Automatic freight settlement' },
  ],
  'lcp-express': [
    { zh: '一次接入下单、面单、轨迹', en: 'One integration for orders, waybills and tracking' },
    { zh: '电子面单云打印', en: 'Cloud waybill printing' },
    { zh: '轨迹推送', en: 'Tracking push' },
  ],
  'lcp-cross-border': [
    { zh: '一单到门清关', en: 'Door-to-door customs in one order' },
    { zh: '海外仓一件代发', en: 'Overseas drop shipping' },
    { zh: '多币种结算', en: 'Multi-currency billing' },
  ],
};

const BODIES: Readonly<Record<string, ProductBody>> = {
  'lcp-wms': {
    overview: { zh: '云仓 WMS 覆盖入库、上架、库存、拣货、复核与出库全流程，适合一个团队同时运营多个仓库、服务多个货主。', en: 'Cloud WMS covers receiving, put-away, stock, picking, checking and shipping, for teams that run several warehouses for several owners.' },
    architecture: { zh: '接入层通过开放平台网关接收商家与 OMS 的指令；作业层负责入库、波次与出库；库存中心按货主、批次与效期记账，并通过消息推送把状态变化告知调用方。', en: 'The access layer takes instructions from merchants and the OMS through the open platform gateway; the operations layer runs receiving, waves and shipping; the stock centre keeps stock by owner, batch and expiry and pushes every change back to the caller.' },
    diagram: {
      nodes: [
        ['A', { zh: '商家与 OMS', en: 'Merchants and OMS' }],
        ['G', { zh: '开放平台网关', en: 'Gateway' }],
        ['W', { zh: '作业层', en: 'Operations' }],
        ['S', { zh: '库存中心', en: 'Stock centre' }],
        ['P', { zh: '消息推送', en: 'Push messages' }],
      ],
      arrows: [['A', 'G'], ['G', 'W'], ['W', 'S'], ['S', 'P']],
    },
    scenarios: [
      [{ zh: '品牌电商仓', en: 'Brand e-commerce warehouse' }, { zh: '大促期间订单量可达平日十倍：波次拣货与预打包让同一批库位一次走完。', en: 'Orders can reach ten times the usual volume during sales: wave picking and pre-packing clear one set of locations in a single walk.' }],
      [{ zh: '多货主共享仓', en: 'Shared multi-owner warehouse' }, { zh: '第三方仓同时服务几十个货主，库存与计费按货主隔离。', en: 'A third-party warehouse serves dozens of owners, with stock and billing kept apart per owner.' }],
      [{ zh: '效期敏感商品', en: 'Expiry-sensitive goods' }, { zh: '食品与美妆按批次先进先出，临期商品自动锁定。', en: 'Food and cosmetics leave first-in first-out by batch; goods near expiry are locked automatically.' }],
    ],
    functions: [
      [{ zh: '入库预约', en: 'Inbound booking' }, { zh: '按到货时间预约月台，收货后自动生成上架任务。', en: 'Book a dock by arrival time; receiving creates the put-away tasks.' }],
      [{ zh: '波次拣货', en: 'Wave picking' }, { zh: '按承运商、截单时间与库区组波。', en: 'Group orders into waves by carrier, cut-off time and zone.' }],
      [{ zh: '库存查询', en: 'Stock query' }, { zh: '按货主、SKU、批次与库位实时查询。', en: 'Live stock by owner, SKU, batch and location.' }],
      [{ zh: '出库回传', en: 'Shipping feedback' }, { zh: '出库后推送运单号与包裹明细。', en: 'Push the waybill number and parcel lines once shipped.' }],
    ],
    extension: { zh: '在收货前校验、拣货策略与出库后回调三个扩展点挂接自己的逻辑；扩展以 SPI 方式发布，在测试环境验证后再上线。', en: 'Plug your own rules into three extension points: before receiving, the picking strategy and after shipping. Extensions are published as SPIs and go live after a test-environment run.' },
    extensionSample: 'public class ColdChainCheck implements InboundCheckExtension {\n    @Override\n    public CheckResult beforeReceive(InboundOrder order) {\n        return order.needsColdChain() && !order.hasTemperatureLog()\n            ? CheckResult.reject("missing temperature log")\n            : CheckResult.pass();\n    }\n}',
    versions: [
      ['3.2', '2026-10-15', { zh: '波次模板支持按截单时间分组', en: 'Wave templates group by cut-off time' }],
      ['3.1', '2026-07-01', { zh: '新增效期锁定规则', en: 'Expiry lock rules' }],
      ['3.0', '2026-03-20', { zh: '多货主计费独立', en: 'Separate billing per owner' }],
    ],
  },
  'lcp-oms': {
    overview: { zh: '订单中心 OMS 把各电商平台与线下渠道的订单汇到一处，审核、拆合单后按库存与时效分派到仓。', en: 'Order hub OMS brings orders from marketplaces and offline channels together, checks, splits and merges them, and routes each to a warehouse by stock and delivery time.' },
    architecture: { zh: '渠道适配器拉取或接收订单；规则引擎负责审单、拆单与合单；寻仓服务按库存与运费选仓，再把出库指令下发给 WMS。', en: 'Channel adapters pull or receive orders; a rule engine checks, splits and merges them; the sourcing service picks a warehouse by stock and freight and sends the shipping instruction to the WMS.' },
    diagram: {
      nodes: [
        ['C', { zh: '渠道适配器', en: 'Channel adapters' }],
        ['R', { zh: '规则引擎', en: 'Rule engine' }],
        ['F', { zh: '寻仓服务', en: 'Sourcing' }],
        ['W', { zh: '仓储系统', en: 'WMS' }],
      ],
      arrows: [['C', 'R'], ['R', 'F'], ['F', 'W']],
    },
    scenarios: [
      [{ zh: '全渠道零售', en: 'Omnichannel retail' }, { zh: '门店、小程序与电商平台共用一份库存，避免超卖。', en: 'Stores, mini programs and marketplaces share one stock pool, so nothing is oversold.' }],
      [{ zh: '预售与定金', en: 'Pre-sales with deposits' }, { zh: '尾款付清前库存预占，付清后自动转入发货。', en: 'Stock is reserved until the balance is paid, then the order moves on to shipping.' }],
    ],
    functions: [
      [{ zh: '订单汇聚', en: 'Order collection' }, { zh: '支持 30 多个电商平台与自建商城。', en: 'More than 30 marketplaces and own web shops.' }],
      [{ zh: '自动审单', en: 'Automatic checks' }, { zh: '地址、金额与黑名单规则。', en: 'Address, amount and blocklist rules.' }],
      [{ zh: '拆单与合单', en: 'Splits and merges' }, { zh: '按仓、按温层或按重量拆分，同地址合并。', en: 'Split by warehouse, temperature or weight; merge by address.' }],
      [{ zh: '库存预占', en: 'Stock reservation' }, { zh: '下单即占，取消即还。', en: 'Reserved on order, released on cancel.' }],
    ],
    extension: { zh: '审单规则与寻仓策略均可扩展：实现接口后在控制台启用，按店铺生效。', en: 'Check rules and the sourcing strategy can be extended: implement the interface, then enable it per shop in the console.' },
    extensionSample: 'public class NearestWarehouse implements SourcingExtension {\n    @Override\n    public List<Warehouse> rank(Order order, List<Warehouse> candidates) {\n        candidates.sort(Comparator.comparing(w -> w.distanceTo(order.address())));\n        return candidates;\n    }\n}',
    versions: [
      ['2.4', '2026-09-10', { zh: '预售订单尾款提醒', en: 'Balance reminders for pre-sales' }],
      ['2.3', '2026-05-22', { zh: '按温层拆单', en: 'Split by temperature zone' }],
    ],
  },
  'lcp-tms': {
    overview: { zh: '运输管理 TMS 统一调度干线与城配运力，从排线、装车到签收全程可视，运费按合同自动结算。', en: 'Transport management TMS plans line haul and city delivery together, shows every load from routing to proof of delivery, and settles freight by contract.' },
    architecture: { zh: '计划层生成运输计划与线路；执行层对接司机端与车载设备采集轨迹；结算层按合同价格计算运费并对账。', en: 'The planning layer builds transport plans and routes; the execution layer collects tracks from driver apps and vehicle devices; the settlement layer prices freight by contract and reconciles it.' },
    diagram: {
      nodes: [
        ['O', { zh: '运输需求', en: 'Transport orders' }],
        ['P', { zh: '计划层', en: 'Planning' }],
        ['E', { zh: '执行层', en: 'Execution' }],
        ['S', { zh: '结算层', en: 'Settlement' }],
      ],
      arrows: [['O', 'P'], ['P', 'E'], ['E', 'S']],
    },
    scenarios: [
      [{ zh: '仓间调拨', en: 'Transfers between warehouses' }, { zh: '夜间干线整车调拨，次日早班到仓。', en: 'Overnight full-truck transfers arrive for the morning shift.' }],
      [{ zh: '城市门店配送', en: 'City store delivery' }, { zh: '按门店收货时间窗排线，一车多点。', en: 'Routes follow each store\'s receiving window, many stops per truck.' }],
    ],
    functions: [
      [{ zh: '智能排线', en: 'Route planning' }, { zh: '考虑时间窗、限行与载重。', en: 'Time windows, traffic restrictions and load limits.' }],
      [{ zh: '在途可视', en: 'In-transit visibility' }, { zh: '每 30 秒一次定位，异常停留预警。', en: 'A position every 30 seconds; alerts on unusual stops.' }],
      [{ zh: '电子回单', en: 'Electronic proof of delivery' }, { zh: '签收拍照与电子签名。', en: 'Photos and e-signatures at delivery.' }],
      [{ zh: '运费结算', en: 'Freight settlement' }, { zh: '按合同价格自动计费与对账。', en: 'Priced and reconciled by contract.' }],
    ],
    extension: { zh: '计费规则可扩展，例如按燃油附加费或节假日加价；扩展在结算前调用。', en: 'Pricing rules can be extended, for example fuel surcharges or holiday rates; extensions run before settlement.' },
    extensionSample: 'public class FuelSurcharge implements FreightRuleExtension {\n    @Override\n    public Money adjust(Shipment shipment, Money base) {\n        return base.multiply(1 + shipment.fuelIndex() * 0.02);\n    }\n}',
    versions: [
      ['1.8', '2026-08-30', { zh: '异常停留预警', en: 'Alerts on unusual stops' }],
      ['1.7', '2026-04-12', { zh: '电子回单', en: 'Electronic proof of delivery' }],
    ],
  },
  'lcp-express': {
    overview: { zh: '快递开放服务一次接入即可下单、打印电子面单、查询与订阅轨迹，适合商家、ERP 与打单软件。', en: 'Express open service gives ordering, e-waybill printing and tracking in one integration, for merchants, ERPs and label-printing software.' },
    architecture: { zh: '下单接口校验地址并分配运单号；面单服务生成云打印模板；轨迹服务汇集揽收、中转与派送节点，并按订阅推送。', en: 'The ordering API checks the address and assigns a waybill number; the waybill service renders cloud-print templates; the tracking service gathers pickup, transit and delivery scans and pushes them to subscribers.' },
    diagram: {
      nodes: [
        ['M', { zh: '商家系统', en: 'Merchant system' }],
        ['O', { zh: '下单', en: 'Ordering' }],
        ['L', { zh: '电子面单', en: 'E-waybill' }],
        ['T', { zh: '轨迹', en: 'Tracking' }],
      ],
      arrows: [['M', 'O'], ['O', 'L'], ['O', 'T'], ['T', 'M']],
    },
    scenarios: [
      [{ zh: '电商发货', en: 'Online shop shipping' }, { zh: '打单软件批量下单并打印面单，揽收后自动回填运单号。', en: 'Label software orders and prints in bulk; waybill numbers are filled back after pickup.' }],
      [{ zh: '逆向退货', en: 'Returns' }, { zh: '消费者发起退货，上门取件并追踪到仓。', en: 'A customer starts a return; the parcel is collected and tracked back to the warehouse.' }],
    ],
    functions: [
      [{ zh: '下单与取消', en: 'Create and cancel' }, { zh: '支持预约取件时间。', en: 'With a pickup time slot.' }],
      [{ zh: '电子面单', en: 'E-waybills' }, { zh: '标准与自定义模板，云打印。', en: 'Standard and custom templates, cloud printing.' }],
      [{ zh: '轨迹订阅', en: 'Tracking subscription' }, { zh: '节点变化实时推送。', en: 'Each scan is pushed as it happens.' }],
      [{ zh: '时效与运费预估', en: 'Time and price estimates' }, { zh: '下单前预估。', en: 'Before ordering.' }],
    ],
    extension: { zh: '面单模板可扩展自定义区域，例如打印商品清单或店铺二维码。', en: 'Waybill templates can carry a custom area, such as a packing list or a shop QR code.' },
    extensionSample: 'public class PackingListArea implements WaybillAreaExtension {\n    @Override\n    public List<String> lines(ExpressOrder order) {\n        return order.items().stream().map(i -> i.sku() + " x" + i.quantity()).toList();\n    }\n}',
    versions: [
      ['4.0', '2026-10-01', { zh: '预约取件时间', en: 'Pickup time slots' }],
      ['3.9', '2026-06-18', { zh: '自定义面单区域', en: 'Custom waybill areas' }],
    ],
  },
  'lcp-cross-border': {
    overview: { zh: '跨境物流连接国内揽收、出口报关、国际干线、进口清关、海外仓与尾程派送，一单到门。', en: 'Cross-border logistics links domestic pickup, declaration, international line haul, import clearance, overseas warehouses and last-mile delivery in one order.' },
    architecture: { zh: '订单进入后拆为揽收、报关、干线与尾程四段，每段由对应服务商执行；清关服务对接各国海关申报，节点统一回传。', en: 'Each order is split into pickup, declaration, line haul and last mile, each run by its provider; the clearance service files with each country\'s customs and every step reports back in one format.' },
    diagram: {
      nodes: [
        ['O', { zh: '跨境订单', en: 'Cross-border order' }],
        ['C', { zh: '出口报关', en: 'Export declaration' }],
        ['L', { zh: '国际干线', en: 'Line haul' }],
        ['I', { zh: '进口清关', en: 'Import clearance' }],
        ['D', { zh: '尾程派送', en: 'Last mile' }],
      ],
      arrows: [['O', 'C'], ['C', 'L'], ['L', 'I'], ['I', 'D']],
    },
    scenarios: [
      [{ zh: '跨境电商 B2C', en: 'Cross-border B2C' }, { zh: '小包直邮，税费在下单时预估。', en: 'Small parcels shipped direct, duties estimated at checkout.' }],
      [{ zh: '海外仓备货', en: 'Overseas warehouse stocking' }, { zh: '整柜头程入海外仓，本地一件代发。', en: 'Full containers to the overseas warehouse, then local drop shipping.' }],
    ],
    functions: [
      [{ zh: '报关申报', en: 'Customs declaration' }, { zh: '商品归类与申报要素校验。', en: 'Classification and declaration elements checked.' }],
      [{ zh: '海外仓管理', en: 'Overseas warehouses' }, { zh: '入库、库存与一件代发。', en: 'Receiving, stock and drop shipping.' }],
      [{ zh: '多币种结算', en: 'Multi-currency billing' }, { zh: '按币种出账与汇率锁定。', en: 'Bills per currency with locked rates.' }],
    ],
    extension: { zh: '申报要素校验可扩展，便于按品类补充检查。', en: 'Declaration checks can be extended with checks per product category.' },
    extensionSample: 'public class BatteryCheck implements DeclarationCheckExtension {\n    @Override\n    public CheckResult check(DeclarationItem item) {\n        return item.containsBattery() && item.msdsFile() == null\n            ? CheckResult.reject("MSDS required")\n            : CheckResult.pass();\n    }\n}',
    versions: [
      ['2.1', '2026-09-25', { zh: '欧盟 IOSS 申报', en: 'EU IOSS declarations' }],
      ['2.0', '2026-05-05', { zh: '海外仓一件代发', en: 'Overseas drop shipping' }],
    ],
  },
};

/** The body's headings and table headers, per language (the page recognises either language's words: sectionKindOf). */
const HEADINGS: Readonly<Record<Language, Readonly<Record<'architecture' | 'scenarios' | 'functions' | 'extension' | 'versions', string>> & { readonly functionColumns: string; readonly versionColumns: string }>> = {
  zh: {
    architecture: '产品架构',
    scenarios: '应用场景',
    functions: '核心功能',
    extension: '扩展开发',
    versions: '版本说明',
    functionColumns: '| 功能 | 说明 |',
    versionColumns: '| 版本 | 日期 | 说明 |',
  },
  en: {
    architecture: 'Architecture',
    scenarios: 'Scenarios',
    functions: 'Functions',
    extension: 'Extension development',
    versions: 'Versions',
    functionColumns: '| Function | Description |',
    versionColumns: '| Version | Date | Changes |',
  },
};

/** The markdown body of a product page in one language. */
const contentOf = (name: string, body: ProductBody | undefined, features: readonly string[], language: Language): string => {
  const words = HEADINGS[language];
  const title = `# ${name}`;
  if (!body) return `${title}\n\n## ${words.functions}\n\n${features.map((feature) => `- ${feature}`).join('\n')}`;
  const diagram = ['flowchart LR', ...body.diagram.nodes.map(([id, label]) => `  ${id}["${label[language]}"]`), ...body.diagram.arrows.map(([from, to]) => `  ${from} --> ${to}`)];
  return [
    title,
    body.overview[language],
    `## ${words.architecture}`,
    body.architecture[language],
    ['```mermaid', ...diagram, '```'].join('\n'),
    `## ${words.scenarios}`,
    ...body.scenarios.map(([heading, text]) => `### ${heading[language]}\n\n${text[language]}`),
    `## ${words.functions}`,
    [words.functionColumns, '|---|---|', ...body.functions.map(([fn, text]) => `| ${fn[language]} | ${text[language]} |`)].join('\n'),
    `## ${words.extension}`,
    body.extension[language],
    ['```java', body.extensionSample, '```'].join('\n'),
    `## ${words.versions}`,
    [words.versionColumns, '|---|---|---|', ...body.versions.map(([version, date, text]) => `| ${version} | ${date} | ${text[language]} |`)].join('\n'),
  ].join('\n\n');
};

/** A product's detail page, built from its summary: a Chinese and an English body and feature list. */
export const productDetailOf = (code: string): ProductDetailDto | undefined => {
  for (const group of SEED_PRODUCTS) {
    const product = group.products.find((candidate) => candidate.productCode === code || String(candidate.id) === code);
    if (!product) continue;
    const features = FEATURES[product.productCode] ?? [];
    const body = BODIES[product.productCode];
    const nameEn = product.productNameEn ?? product.productName;
    return {
      ...product,
      classifyName: group.classifyName,
      classifyNameEn: group.classifyNameEn,
      features: features.map((feature) => feature.zh),
      featuresEn: features.map((feature) => feature.en),
      content: contentOf(product.productName, body, features.map((feature) => feature.zh), 'zh'),
      contentEn: contentOf(nameEn, body, features.map((feature) => feature.en), 'en'),
      updateTime: '2026-10-30 09:00:00',
    };
  }
  return undefined;
};
