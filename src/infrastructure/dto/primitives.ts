import { z } from 'zod/mini';

/** The backend's yes/no flags (develop, user_develop): only 'yes' counts, in any case and spacing. */
export const isYes = (flag: string | null | undefined): boolean => flag?.trim().toLowerCase() === 'yes';

/** A number the backend sends either as a number or as a numeric string ("-1"). */
export const numberLike = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+$/)), z.transform(Number))]);
