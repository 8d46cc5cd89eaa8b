import { z } from 'zod/mini';

const flag = z.union([z.boolean(), z.number(), z.string()]);

/** POST /evaluation/docEvaluation body: the page-level like / dislike widget (reason and description on dislike). */
export const docEvaluationRequestDto = z.object({
  url: z.string().check(z.minLength(1)),
  like: z.nullish(flag),
  reverse: z.nullish(flag),
  reason: z.nullish(z.union([z.string(), z.array(z.string())])),
  description: z.nullish(z.string()),
  /** The same reason and description under the names the backend may read (spec §3: reason/remarkReason, description/remarkDetail). */
  remarkReason: z.nullish(z.union([z.string(), z.array(z.string())])),
  remarkDetail: z.nullish(z.string()),
  /** Address of the feedback screenshot from POST /api/imageUpload (our model; not named in the spec). */
  imageUrl: z.nullish(z.string()),
});
export type DocEvaluationRequestDto = z.input<typeof docEvaluationRequestDto>;

/** POST /evaluate/submitQuestion body: "was this helpful" on API pages. docTypeMain 1 API, 2 message, 3 guide; questionCause 1-5. */
export const submitQuestionRequestDto = z.object({
  objId: z.union([z.number(), z.string()]),
  whetherHelp: flag,
  docTypeMain: z.number(),
  bizUnitId: z.nullish(z.union([z.number(), z.string()])),
  questionCause: z.nullish(z.union([z.number(), z.string()])),
  questionDesc: z.nullish(z.string()),
  createUser: z.nullish(z.string()),
});
export type SubmitQuestionRequestDto = z.input<typeof submitQuestionRequestDto>;

/** data of both evaluation calls (the backend's value is not in the spec; the portal only reads the code). */
export const evaluationResultDto = z.nullish(z.boolean());
export type EvaluationResultDto = z.input<typeof evaluationResultDto>;
