import { z } from 'zod/mini';

export interface FaqTypeDto {
  code: string;
  typeName: string;
  children?: FaqTypeDto[] | null;
}
export const faqTypeDto: z.ZodMiniType<FaqTypeDto, FaqTypeDto> = z.lazy(() =>
  z.object({ code: z.string(), typeName: z.string(), children: z.nullish(z.array(faqTypeDto)) }),
);

/** GET /workOrder/typeList data: FAQ and work-order types. */
export const faqTypeListDto = z.array(faqTypeDto);
export type FaqTypeListDto = z.input<typeof faqTypeListDto>;

/** GET /workOrder/problem/problemRetrieval/{type} data: a page of problems. */
export const problemPageDto = z.object({
  list: z.array(z.object({ code: z.string(), title: z.string(), views: z.nullish(z.number()), content: z.nullish(z.string()) })),
  total: z.number(),
});
export type ProblemPageDto = z.input<typeof problemPageDto>;

/** GET /workOrder/problem/detail/{code} data. */
export const problemDetailDto = z.object({
  title: z.string(),
  content: z.string(),
  views: z.nullish(z.number()),
  updateTime: z.nullish(z.union([z.string(), z.number()])),
});
export type ProblemDetailDto = z.input<typeof problemDetailDto>;

const neighbourDto = z.nullish(z.object({ code: z.string(), title: z.string() }));
/** GET /workOrder/problem/neighbor/{code} data: the previous and next problems. */
export const problemNeighbourDto = z.object({ previous: neighbourDto, next: neighbourDto });
export type ProblemNeighbourDto = z.input<typeof problemNeighbourDto>;
