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
