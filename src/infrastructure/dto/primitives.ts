import { z } from 'zod/mini';

/** A number the backend sends either as a number or as a numeric string ("-1"). */
export const numberLike = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+$/)), z.transform(Number))]);
