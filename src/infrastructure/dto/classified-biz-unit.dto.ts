import { z } from 'zod/mini';

export const bizUnitSummaryDto = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.nullish(z.string()),
  code: z.nullish(z.string()),
  remark: z.nullish(z.string()),
  publishRange: z.nullish(z.number()),
});

/** POST /bizunit/findClassifiedBizUnitList data (optional query solutionType 1, 2 or 3). */
export const classifiedBizUnitListDto = z.array(
  z.object({
    id: z.nullish(z.number()),
    classifyName: z.string(),
    classifyNameEn: z.nullish(z.string()),
    classifyCode: z.nullish(z.string()),
    bizUnits: z.nullish(z.array(bizUnitSummaryDto)),
  }),
);
export type ClassifiedBizUnitListDto = z.input<typeof classifiedBizUnitListDto>;
