import { z } from 'zod';

/** GET /bizunit/getBizUnitById?id data (and /bizview/getBizUnitById for the preview). */
export const bizUnitDto = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string().nullish(),
  code: z.string().nullish(),
  remark: z.string().nullish(),
  hasUat: z.union([z.boolean(), z.number()]).nullish(),
  /** 1: docs visible to listed suppliers only. */
  publishRange: z.number().nullish(),
});
export type BizUnitDto = z.input<typeof bizUnitDto>;

/** GET /bizvisiblesupplier/checkBizUnitVisibleSupplier?unitId data: may the current team read the unit. */
export const visibleSupplierDto = z.boolean();
export type VisibleSupplierDto = z.input<typeof visibleSupplierDto>;

/** GET /bizapinterface/getBizUnitApiScrollPage?unitId&lastId&size data: a page of a unit's APIs. */
export const apiScrollPageDto = z.array(
  z.object({ id: z.number(), apiCode: z.string(), apiName: z.string(), apiUrl: z.string(), updateTime: z.string().nullish() }),
);
export type ApiScrollPageDto = z.input<typeof apiScrollPageDto>;
