import { z } from 'zod';

export interface FaqTypeDto {
  code: string;
  typeName: string;
  children?: FaqTypeDto[] | null;
}
export const faqTypeDto: z.ZodType<FaqTypeDto, FaqTypeDto> = z.lazy(() =>
  z.object({ code: z.string(), typeName: z.string(), children: z.array(faqTypeDto).nullish() }),
);

/** GET /workOrder/typeList data: FAQ and work-order types. */
export const faqTypeListDto = z.array(faqTypeDto);
export type FaqTypeListDto = z.input<typeof faqTypeListDto>;

/** GET /workOrder/problem/problemRetrieval/{type} data: a page of problems. */
export const problemPageDto = z.object({
  list: z.array(z.object({ code: z.string(), title: z.string(), views: z.number().nullish(), content: z.string().nullish() })),
  total: z.number(),
});
export type ProblemPageDto = z.input<typeof problemPageDto>;

/** GET /workOrder/problem/detail/{code} data. */
export const problemDetailDto = z.object({
  title: z.string(),
  content: z.string(),
  views: z.number().nullish(),
  updateTime: z.union([z.string(), z.number()]).nullish(),
});
export type ProblemDetailDto = z.input<typeof problemDetailDto>;

const neighbourDto = z.object({ code: z.string(), title: z.string() }).nullish();
/** GET /workOrder/problem/neighbor/{code} data: the previous and next problems. */
export const problemNeighbourDto = z.object({ previous: neighbourDto, next: neighbourDto });
export type ProblemNeighbourDto = z.input<typeof problemNeighbourDto>;
