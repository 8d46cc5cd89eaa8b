import { describe, expect, it } from 'vitest';
import { filterCatalogue, unitDescription, unitMatches } from '../../../../src/ui/pages/capabilities/unit-catalogue';
import { sampleClassifications } from '../../../fakes/fake-use-cases';

const groups = sampleClassifications[2];
const names = (result: ReturnType<typeof filterCatalogue>) => result.map((group) => [group.classifyNameEn, group.bizUnits.map((unit) => unit.nameEn)]);

describe('the capability catalogue’s filters', () => {
  it('matches either name, ignoring case and surrounding spaces; blank matches all', () => {
    const unit = { id: 1, name: '电子面单', nameEn: 'Electronic waybills', code: 'ewb' };
    expect(['  WAYBILL ', '面单', '', '   '].map((query) => unitMatches(unit, query))).toEqual([true, true, true, true]);
    expect(unitMatches(unit, 'customs')).toBe(false);
  });

  it('keeps the chosen classification and drops groups left empty', () => {
    expect(names(filterCatalogue(groups, 'all', 'orders'))).toEqual([['Warehousing', ['Inbound orders', 'Outbound orders']]]);
    expect(names(filterCatalogue(groups, '2', ''))).toEqual([['Express', ['Waybills']]]);
    expect(filterCatalogue(groups, '2', 'orders')).toEqual([]);
  });

  it('shows a Chinese description to Chinese readers only', () => {
    const unit = { id: 1, name: '入库', nameEn: 'Inbound', code: 'in', remark: ' 入库预约 ' };
    expect(unitDescription(unit, false)).toBe('入库预约');
    expect(unitDescription(unit, true)).toBeUndefined();
    expect(unitDescription({ ...unit, remark: 'Inbound booking' }, true)).toBe('Inbound booking');
    expect(unitDescription({ ...unit, remark: '  ' }, false)).toBeUndefined();
  });
});
