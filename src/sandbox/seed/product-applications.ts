import type { ProductApplicationDto } from '../../infrastructure/dto/product-apply.dto.ts';
import { systemPagePath } from '../application-progress.ts';

/**
 * Applications already made, by user pin, newest first. status: the My System codes, 1 under review, 2 creating,
 * 3 running, 4 rejected. A running one has the sandbox's own system page as its link (made absolute when read).
 */
export const SEED_PRODUCT_APPLICATIONS: Readonly<Record<string, readonly ProductApplicationDto[]>> = {
  'staff.dev': [
    { id: 8004, productId: 5, productCode: 'lcp-cross-border', productName: '跨境物流', productNameEn: 'Cross-border logistics', term: 1, status: 1, applyTime: '2026-11-20 10:30:00', statusUpdateTime: '2026-11-20 10:30:00' },
    { id: 8003, productId: 2, productCode: 'lcp-oms', productName: '订单中心 OMS', productNameEn: 'Order hub OMS', term: 2, status: 2, applyTime: '2026-11-02 09:12:00', statusUpdateTime: '2026-11-03 14:00:00' },
    { id: 8002, productId: 4, productCode: 'lcp-express', productName: '快递开放服务', productNameEn: 'Express open service', term: 1, status: 4, applyTime: '2026-07-15 16:45:00', statusUpdateTime: '2026-07-16 11:20:00' },
    {
      id: 8001,
      productId: 1,
      productCode: 'lcp-wms',
      productName: '云仓 WMS',
      productNameEn: 'Cloud WMS',
      term: 3,
      status: 3,
      applyTime: '2026-02-10 08:50:00',
      statusUpdateTime: '2026-02-12 17:05:00',
      url: systemPagePath('8001'),
    },
  ],
  'merchant.dev': [
    { id: 9001, productId: 1, productCode: 'lcp-wms', productName: '云仓 WMS', productNameEn: 'Cloud WMS', term: 2, status: 3, applyTime: '2026-03-01 09:30:00', statusUpdateTime: '2026-03-03 10:00:00', url: systemPagePath('9001') },
  ],
};
