import { describe, expect, it } from 'vitest';
import type { BizUnitClassification } from '../../../../src/domain/biz-unit/biz-unit';
import { relatedUnits } from '../../../../src/ui/pages/solutions/related-units';
import { SOLUTION_CONTENT } from '../../../../src/ui/pages/solutions/solution-content';

const group = (id: number, bizUnits: BizUnitClassification['bizUnits']): BizUnitClassification => ({
  id,
  classifyCode: `g${id}`,
  classifyName: `组${id}`,
  classifyNameEn: `Group ${id}`,
  bizUnits,
});

describe('relatedUnits', () => {
  it('relates a unit by a keyword in its code, Chinese name or English name, ignoring case', () => {
    const groups = [
      group(1, [
        { id: 1, code: 'IND-LIQUOR', name: '一号', nameEn: 'One' },
        { id: 2, code: 'x', name: '白酒经销', nameEn: 'Two' },
        { id: 3, code: 'y', name: '三号', nameEn: 'Wine Imports' },
        { id: 4, code: 'z', name: '冷链', nameEn: 'Cold chain' },
      ]),
    ];
    const { related, more } = relatedUnits(groups, SOLUTION_CONTENT['wine-warehouse'].unitKeywords);
    expect(related.map((unit) => unit.id)).toEqual([1, 2, 3]);
    expect(more.map((unit) => unit.id)).toEqual([4]);
  });

  it('lists a unit found in two classifications once', () => {
    const shared = { id: 7, code: 'ind-3c', name: '3C数码仓配', nameEn: '3C electronics fulfilment' };
    const { related, more } = relatedUnits([group(1, [shared]), group(2, [shared])], SOLUTION_CONTENT['3C-warehouse'].unitKeywords);
    expect(related).toEqual([shared]);
    expect(more).toEqual([]);
  });

  it('does not take electronic waybills for 3C electronics', () => {
    const waybills = { id: 8, code: 'express-waybill', name: '电子面单', nameEn: 'Electronic waybills' };
    expect(relatedUnits([group(1, [waybills])], SOLUTION_CONTENT['3C-warehouse'].unitKeywords).related).toEqual([]);
  });
});
