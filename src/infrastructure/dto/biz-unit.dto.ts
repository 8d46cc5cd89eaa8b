import { z } from 'zod/mini';

/** GET /bizunit/getBizUnitById?id data (and /bizview/getBizUnitById for the preview). */
export const bizUnitDto = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.nullish(z.string()),
  code: z.nullish(z.string()),
  remark: z.nullish(z.string()),
  hasUat: z.nullish(z.union([z.boolean(), z.number()])),
  /** 1: docs visible to listed suppliers only. */
  publishRange: z.nullish(z.number()),
});
export type BizUnitDto = z.input<typeof bizUnitDto>;

/** GET /bizvisiblesupplier/checkBizUnitVisibleSupplier?unitId data: may the current team read the unit. */
export const visibleSupplierDto = z.boolean();
export type VisibleSupplierDto = z.input<typeof visibleSupplierDto>;

/** GET /bizapinterface/getBizUnitApiScrollPage?unitId&lastId&size data: a page of a unit's APIs. */
export const apiScrollPageDto = z.array(
  z.object({ id: z.number(), apiCode: z.string(), apiName: z.string(), apiUrl: z.string(), updateTime: z.nullish(z.string()) }),
);
export type ApiScrollPageDto = z.input<typeof apiScrollPageDto>;
