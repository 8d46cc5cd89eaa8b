import { z } from 'zod';

/** Every lcp-rest answer: {code, message, error, data}. `data` is parsed separately with the call's DTO. */
export const envelopeDto = z.object({
  code: z.union([z.number(), z.string().regex(/^-?\d+$/).transform(Number)]),
  message: z.string().nullish(),
  msg: z.string().nullish(),
  error: z.string().nullish(),
  data: z.unknown().optional(),
});
export type EnvelopeDto = z.infer<typeof envelopeDto>;

/** Builds a typed envelope (used by the sandbox to type its answers). */
export interface Envelope<T> {
  code: number;
  message?: string | null;
  error?: string | null;
  data?: T;
}
