import { z } from 'zod';

export interface DocTreeNodeDto {
  id: number;
  title: string;
  children?: DocTreeNodeDto[] | null;
}
export const docTreeNodeDto: z.ZodType<DocTreeNodeDto, DocTreeNodeDto> = z.lazy(() =>
  z.object({ id: z.number(), title: z.string(), children: z.array(docTreeNodeDto).nullish() }),
);

/** GET /doc/getDocByGroupByTree?objId data: a unit's access-guide tree. */
export const docTreeDto = z.array(docTreeNodeDto);
export type DocTreeDto = z.input<typeof docTreeDto>;

/** GET /doc/findReleaseDocGroupById?id data (and /bizview/findDocGroupById): one guide page in markdown. */
export const docGroupDto = z.object({
  title: z.string(),
  content: z.string(),
  updateTime: z.union([z.string(), z.number()]).nullish(),
});
export type DocGroupDto = z.input<typeof docGroupDto>;

/** GET /doc/getReleaseDocList?type data. */
export const releaseDocListDto = z.object({
  list: z.array(z.object({ id: z.number(), title: z.string(), type: z.union([z.number(), z.string()]).nullish() })),
});
export type ReleaseDocListDto = z.input<typeof releaseDocListDto>;

/** GET /doc/getReleaseDoc?type&title data. */
export const releaseDocDto = docGroupDto;
