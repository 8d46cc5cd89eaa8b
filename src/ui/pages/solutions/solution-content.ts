import type { SolutionType } from '../../../domain/biz-unit/biz-unit';
import type { SolutionCode } from '../../portal/solution-codes';

/**
 * Products a solution page links to (/productDetail/<code>). These are the codes of the sandbox's product catalogue;
 * against a real backend they are references the page makes, and a code the backend does not know opens the product
 * page's own not-found state.
 */
export type SolutionProductCode = 'lcp-wms' | 'lcp-oms' | 'lcp-tms' | 'lcp-express' | 'lcp-cross-border';

/**
 * One solution page's structure. Texts live in the `solutions` locale area under `solutions.pages.<code>`:
 * `pitch`, `pains.<id>.title|body`, `scenarios.<id>.title|body`, `products.<productCode>`.
 */
export interface SolutionContent {
  readonly kind: 'industry' | 'scenario';
  readonly painPoints: readonly string[];
  readonly scenarios: readonly string[];
  readonly products: readonly SolutionProductCode[];
  /** Which classified business-unit list holds this solution's units. */
  readonly unitSolutionType: SolutionType;
  /** Lower-case words that, found in a unit's code, Chinese or English name, make the unit related. */
  readonly unitKeywords: readonly string[];
  /** The external apply form applies for a WMS system: offered where a warehouse is the heart of the solution. */
  readonly offersApply: boolean;
}

const warehouseSolution = (
  painPoints: readonly string[],
  scenarios: readonly string[],
  products: readonly SolutionProductCode[],
  unitKeywords: readonly string[],
): SolutionContent => ({ kind: 'industry', painPoints, scenarios, products, unitSolutionType: 1, unitKeywords, offersApply: true });

export const SOLUTION_CONTENT: Readonly<Record<SolutionCode, SolutionContent>> = {
  'wine-warehouse': warehouseSolution(
    ['counterfeit', 'breakage', 'peaks'],
    ['traceability', 'fragile', 'bonded', 'distribution'],
    ['lcp-wms', 'lcp-oms', 'lcp-express', 'lcp-tms'],
    ['liquor', 'wine', 'spirits', '酒'],
  ),
  'food-warehouse': warehouseSolution(
    ['expiry', 'temperature', 'recall'],
    ['coldChain', 'fefo', 'batchTrace', 'storeReplenishment'],
    ['lcp-wms', 'lcp-tms', 'lcp-oms', 'lcp-express'],
    ['food', 'fresh', 'cold chain', '食品', '生鲜', '冷链'],
  ),
  'makeup-warehouse': warehouseSolution(
    ['manySkus', 'promotions', 'compliance'],
    ['giftKitting', 'scanPicking', 'bondedImport', 'peakWaves'],
    ['lcp-wms', 'lcp-oms', 'lcp-cross-border', 'lcp-express'],
    ['beauty', 'makeup', 'cosmetic', 'personal care', '美妆', '化妆', '个护'],
  ),
  'maternalAndInfant-warehouse': warehouseSolution(
    ['safety', 'bulky', 'repeat'],
    ['batchTrace', 'bulkyHandling', 'crossBorderFormula', 'scheduledOrders'],
    ['lcp-wms', 'lcp-oms', 'lcp-cross-border', 'lcp-express'],
    ['maternal', 'infant', 'baby', '母婴', '婴'],
  ),
  'clothing-warehouse': warehouseSolution(
    ['sizeColour', 'returns', 'seasons'],
    ['returnsGrading', 'launchWaves', 'storeAllocation', 'hangingGoods'],
    ['lcp-wms', 'lcp-oms', 'lcp-express', 'lcp-tms'],
    ['apparel', 'clothing', 'fashion', 'footwear', '服装', '服饰', '鞋'],
  ),
  '3C-warehouse': warehouseSolution(
    ['highValue', 'serials', 'launches'],
    ['serialCapture', 'security', 'returns', 'launch'],
    ['lcp-wms', 'lcp-oms', 'lcp-express', 'lcp-tms'],
    ['3c', 'electronics', 'digital', '数码'],
  ),
  // The hospital service is a scenario solution: its business unit sits in the scenario list (solution type 3).
  'hospital-convenience-express': {
    kind: 'scenario',
    painPoints: ['waiting', 'privacy', 'medicineCare'],
    scenarios: ['pharmacyDelivery', 'records', 'privacy', 'serviceDesk'],
    products: ['lcp-express', 'lcp-tms', 'lcp-oms'],
    unitSolutionType: 3,
    unitKeywords: ['hospital', 'medical', 'medicine', 'pharmacy', '医院', '医疗', '医药'],
    offersApply: false,
  },
};
