import { productBodies, type ProductClassification, type ProductDetail } from '../../../../src/domain/product/product';

export const wms = { id: 1, code: 'lcp-wms', name: '云仓 WMS', nameEn: 'Cloud WMS', description: '多仓多货主的仓储管理系统。', descriptionEn: 'Warehouse management for many warehouses.' };
export const tms = { id: 3, code: 'lcp-tms', name: '运输管理 TMS', nameEn: 'Transport TMS', description: '干线与城配。', descriptionEn: 'Line haul and city delivery.' };

export const sampleCatalogue: readonly ProductClassification[] = [
  { name: '仓配一体', nameEn: 'Warehousing and delivery', products: [wms] },
  { name: '运输配送', nameEn: 'Transport and delivery', products: [tms] },
];

const CONTENT = `# 云仓 WMS

云仓概述。

## 产品架构

接入层与作业层。

## 应用场景

### 大促

波次拣货。

## 核心功能

| 功能 | 说明 |
|---|---|
| 库存查询 | 实时 |

## 扩展开发

<img src="x" onerror="window.hacked=1">SPI 扩展。

## 版本说明

- 3.2 波次模板

## 联系我们

销售热线。`;

const CONTENT_EN = `# Cloud WMS

Cloud WMS overview.

## Architecture

Access and operations layers.

## Scenarios

### Big sales

Wave picking.

## Functions

| Function | Description |
|---|---|
| Stock query | Live |

## Extension development

<img src="x" onerror="window.hacked=1">SPI extensions.

## Versions

- 3.2 Wave templates

## Contact

Sales line.`;

/** A product page as the gateway gives it: a Chinese and an English body (productBodies, as the real mapper). */
export const wmsDetail: ProductDetail = {
  ...wms,
  classifyName: '仓配一体',
  classifyNameEn: 'Warehousing and delivery',
  body: productBodies({ content: CONTENT, contentEn: CONTENT_EN, features: ['多仓统一管理', '效期管理'], featuresEn: ['Many warehouses in one place', 'Expiry control'] }),
  updateTime: '2026-10-30 09:00:00',
};
