import { splitProductContent, type ProductClassification, type ProductDetail } from '../../../../src/domain/product/product';

export const wms = { id: 1, code: 'lcp-wms', name: '云仓 WMS', nameEn: 'Cloud WMS', description: '多仓多货主的仓储管理系统。', descriptionEn: 'Warehouse management for many warehouses.' };
export const tms = { id: 3, code: 'lcp-tms', name: '运输管理 TMS', nameEn: 'Transport TMS', description: '干线与城配。', descriptionEn: 'Line haul and city delivery.' };

export const sampleCatalogue: readonly ProductClassification[] = [
  { name: '仓配一体', nameEn: 'Warehousing and delivery', products: [wms] },
  { name: '运输配送', nameEn: 'Transport and delivery', products: [tms] },
];

const CONTENT = `# 云仓 WMS / Cloud WMS

云仓概述。/ Cloud WMS overview.

## 产品架构 / Architecture

接入层与作业层。/ Access and operations layers.

## 应用场景 / Scenarios

### 大促 / Big sales

波次拣货。/ Wave picking.

## 核心功能 / Functions

| 功能 / Function | 说明 / Description |
|---|---|
| 库存查询 / Stock query | 实时 / Live |

## 扩展开发 / Extension development

<img src="x" onerror="window.hacked=1">SPI 扩展。/ SPI extensions.

## 版本说明 / Versions

- 3.2 波次模板 / Wave templates

## 联系我们 / Contact

销售热线。/ Sales line.`;

export const wmsDetail: ProductDetail = {
  ...wms,
  classifyName: '仓配一体',
  classifyNameEn: 'Warehousing and delivery',
  advantages: [
    { zh: '多仓统一管理', en: 'Many warehouses in one place' },
    { zh: '效期管理', en: 'Expiry control' },
  ],
  ...splitProductContent(CONTENT),
  updateTime: '2026-10-30 09:00:00',
};
