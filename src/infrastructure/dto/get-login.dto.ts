import { z } from 'zod/mini';

/** GET /getLogin data: the identity service's login address (source and return URL are appended). */
export const getLoginDto = z.object({ returnUrl: z.string().check(z.minLength(1)) });
export type GetLoginDto = z.input<typeof getLoginDto>;
