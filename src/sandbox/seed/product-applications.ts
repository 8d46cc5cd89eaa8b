import type { ProductApplicationDto } from '../../infrastructure/dto/product-apply.dto.ts';

/** Applications already made, by user pin. status 1 under review, 2 approved, 3 rejected. */
export const SEED_PRODUCT_APPLICATIONS: Readonly<Record<string, readonly ProductApplicationDto[]>> = {
  'merchant.dev': [{ id: 9001, productId: 1, productCode: 'lcp-wms', productName: '云仓 WMS', term: 2, status: 2, applyTime: '2026-03-01 09:30:00' }],
};
