import { describe, expect, it } from 'vitest';
import { faceOf } from '../../../../src/domain/product/product-face';

describe('faceOf', () => {
  it('reads a face from the product code first', () => {
    expect(faceOf('lcp-wms', '云仓 WMS')).toBe('warehouse');
    expect(faceOf('lcp-oms')).toBe('order');
    expect(faceOf('lcp-tms')).toBe('transport');
    expect(faceOf('lcp-express')).toBe('express');
    expect(faceOf('lcp-cross-border')).toBe('international');
  });

  it('falls back to the next text (name, then category), Chinese or English', () => {
    expect(faceOf('p-001', '运输管理', '仓配一体')).toBe('transport');
    expect(faceOf('p-002', undefined, '仓配一体')).toBe('warehouse');
    expect(faceOf('p-003', 'Something new', 'International logistics')).toBe('international');
    expect(faceOf('p-004', '轨迹订阅')).toBe('tracking');
  });

  it('is general when nothing says what it is', () => {
    expect(faceOf('p-005', 'Miscellaneous', '')).toBe('general');
    expect(faceOf()).toBe('general');
  });
});
