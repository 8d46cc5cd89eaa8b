import { describe, expect, it } from 'vitest';
import { normalizePaging, pageCount, pageOf } from '../../../../src/domain/product/paging';

describe('paging', () => {
  it('pages from 1, 10 rows by default, at most 100', () => {
    expect(normalizePaging()).toEqual({ pageNum: 1, pageSize: 10 });
    expect(normalizePaging({ pageNum: 0, pageSize: 0 })).toEqual({ pageNum: 1, pageSize: 1 });
    expect(normalizePaging({ pageNum: 2.7, pageSize: 500 })).toEqual({ pageNum: 2, pageSize: 100 });
    expect(normalizePaging({ pageNum: Number.NaN })).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('cuts a whole list into pages; a page past the end is the last one', () => {
    const all = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(pageOf(all, { pageNum: 2, pageSize: 5 })).toEqual({ pageNum: 2, pageSize: 5, total: 12, items: [6, 7, 8, 9, 10] });
    expect(pageOf(all, { pageNum: 9, pageSize: 5 })).toEqual({ pageNum: 3, pageSize: 5, total: 12, items: [11, 12] });
    expect(pageOf([], {})).toEqual({ pageNum: 1, pageSize: 10, total: 0, items: [] });
  });
});
