import { z } from 'zod';

export const bizUnitSummaryDto = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string().nullish(),
  code: z.string().nullish(),
  remark: z.string().nullish(),
  publishRange: z.number().nullish(),
});

/** POST /bizunit/findClassifiedBizUnitList data (optional query solutionType 1, 2 or 3). */
export const classifiedBizUnitListDto = z.array(
  z.object({
    id: z.number().nullish(),
    classifyName: z.string(),
    classifyNameEn: z.string().nullish(),
    classifyCode: z.string().nullish(),
    bizUnits: z.array(bizUnitSummaryDto).nullish(),
  }),
);
export type ClassifiedBizUnitListDto = z.input<typeof classifiedBizUnitListDto>;
