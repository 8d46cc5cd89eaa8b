/** A page of a list, numbered from 1 (POST /wms/queryList {pageSize, pageNum} → {total, list}). */
export interface Paging {
  readonly pageNum: number;
  readonly pageSize: number;
}

export interface Page<T> extends Paging {
  readonly total: number;
  readonly items: readonly T[];
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const whole = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) ? Math.trunc(value) : fallback;

/** Page from 1, size 1–100 (default 10): what a caller asks for, made safe to send. */
export const normalizePaging = (paging: Partial<Paging> = {}): Paging => ({
  pageNum: Math.max(1, whole(paging.pageNum, 1)),
  pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, whole(paging.pageSize, DEFAULT_PAGE_SIZE))),
});

/** At least one page, so an empty list still shows "1 / 1". */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/** One page of a list the server gives whole. A page past the end is the last page. */
export const pageOf = <T>(all: readonly T[], paging: Partial<Paging> = {}): Page<T> => {
  const { pageSize, pageNum: asked } = normalizePaging(paging);
  const pageNum = Math.min(asked, pageCount(all.length, pageSize));
  const start = (pageNum - 1) * pageSize;
  return { pageNum, pageSize, total: all.length, items: all.slice(start, start + pageSize) };
};
