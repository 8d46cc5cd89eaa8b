import { z } from 'zod/mini';

/**
 * A My System (WMS) row. schemeType 0 fast-moving consumer goods, 1 apparel; limitType 1 years, 2 months;
 * status 1 under review, 2 creating, 3 running, 4 rejected.
 */
export const mySystemRowDto = z.object({
  number: z.nullish(z.number()),
  systemId: z.string(),
  systemName: z.string(),
  schemeType: z.number(),
  limitNum: z.number(),
  limitType: z.number(),
  status: z.number(),
  applyTime: z.nullish(z.string()),
  statusUpdateTime: z.nullish(z.string()),
  url: z.nullish(z.string()),
});
export type MySystemRowDto = z.input<typeof mySystemRowDto>;

/** POST /wms/queryList {pageSize, pageNum} data. */
export const mySystemPageDto = z.object({ total: z.number(), list: z.array(mySystemRowDto) });
export type MySystemPageDto = z.input<typeof mySystemPageDto>;

/** POST /wms/queryList body. */
export const mySystemQueryRequestDto = z.object({ pageSize: z.optional(z.number()), pageNum: z.optional(z.number()) });

/** POST /wms/apply body. */
export const mySystemApplyRequestDto = z.object({
  systemName: z.string().check(z.minLength(1)),
  schemeType: z.number(),
  limitNum: z.number().check(z.positive()),
  limitType: z.number(),
});
export type MySystemApplyRequestDto = z.input<typeof mySystemApplyRequestDto>;

/** POST /wms/apply data: the new system's id. */
export const mySystemApplyResultDto = z.nullish(z.string());
export type MySystemApplyResultDto = z.input<typeof mySystemApplyResultDto>;
