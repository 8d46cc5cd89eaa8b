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
      content: `# ${product.productName} / ${product.productNameEn ?? ''}\n\n${product.description ?? ''}\n\n${product.descriptionEn ?? ''}\n\n## 核心能力 / Capabilities\n\n${features.map((feature) => `- ${feature}`).join('\n')}\n\n## 申请使用 / Applying\n\n管理员账号可在本页申请使用，审核通过后在「我的系统」中查看。/ An administrator account can apply here; once approved it appears under My System.`,
      updateTime: '2026-10-30 09:00:00',
    };
  }
  return undefined;
};
