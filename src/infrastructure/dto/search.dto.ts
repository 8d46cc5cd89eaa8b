import { z } from 'zod/mini';

const text = z.nullish(z.string());
const id = z.nullish(z.union([z.number(), z.string()]));

/** One hit of the site search: highlight holds HTML snippets with the matched words in <em>. */
export const searchRowDto = z.object({
  businessType: text,
  type: text,
  scope: text,
  title: z.string(),
  content: text,
  highlight: z.nullish(z.object({ title: z.nullish(z.array(z.string())), content: z.nullish(z.array(z.string())) })),
  raw: z.object({
    id,
    unitId: id,
    objId: id,
    type: id,
    code: text,
    workOrderTypeCode: text,
    qualifiedName: text,
    name: text,
    businessName: text,
  }),
});
export type SearchRowDto = z.input<typeof searchRowDto>;

/** GET /search, /search/api, /search/doc, /search/biz_unit, /search/message (each also …/inner) ?q&from&size data. */
export const searchPageDto = z.object({
  rows: z.array(searchRowDto),
  from: z.nullish(z.number()),
  size: z.nullish(z.number()),
  total: z.number(),
});
export type SearchPageDto = z.input<typeof searchPageDto>;

/** GET /search/question?q&from&size=5 data: FAQ problems matching a question (rows[].raw.code is the problem code). */
export const questionSearchDto = searchPageDto;
export type QuestionSearchDto = z.input<typeof questionSearchDto>;
