import { z } from 'zod/mini';
import { numberLike } from './primitives';

/** Every lcp-rest answer: {code, message, error, data}. `data` is parsed separately with the call's DTO. */
export const envelopeDto = z.object({
  code: numberLike,
  message: z.nullish(z.string()),
  msg: z.nullish(z.string()),
  error: z.nullish(z.string()),
  /** A Chinese description some list calls add to a failure (the business-unit list: spec §8). */
  zh_desc: z.nullish(z.string()),
  data: z.optional(z.unknown()),
});
export type EnvelopeDto = z.infer<typeof envelopeDto>;

/** Builds a typed envelope (used by the sandbox to type its answers). */
export interface Envelope<T> {
  code: number;
  message?: string | null;
  error?: string | null;
  data?: T;
}
