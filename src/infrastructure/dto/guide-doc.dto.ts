import { z } from 'zod/mini';

export interface DocTreeNodeDto {
  id: number;
  title: string;
  children?: DocTreeNodeDto[] | null;
}
export const docTreeNodeDto: z.ZodMiniType<DocTreeNodeDto, DocTreeNodeDto> = z.lazy(() =>
  z.object({ id: z.number(), title: z.string(), children: z.nullish(z.array(docTreeNodeDto)) }),
);

/** GET /doc/getDocByGroupByTree?objId data: a unit's access-guide tree. */
export const docTreeDto = z.array(docTreeNodeDto);
export type DocTreeDto = z.input<typeof docTreeDto>;

/** GET /doc/findReleaseDocGroupById?id data (and /bizview/findDocGroupById): one guide page in markdown. */
export const docGroupDto = z.object({
  title: z.string(),
  content: z.string(),
  updateTime: z.nullish(z.union([z.string(), z.number()])),
});
export type DocGroupDto = z.input<typeof docGroupDto>;

/** GET /doc/getReleaseDocList?type data. */
export const releaseDocListDto = z.object({
  list: z.array(z.object({ id: z.number(), title: z.string(), type: z.nullish(z.union([z.number(), z.string()])) })),
});
export type ReleaseDocListDto = z.input<typeof releaseDocListDto>;

/** GET /doc/getReleaseDoc?type&title data. */
export const releaseDocDto = docGroupDto;
