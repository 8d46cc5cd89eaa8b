import { z } from 'zod';

/** GET /getLogin data: the identity service's login address (source and return URL are appended). */
export const getLoginDto = z.object({ returnUrl: z.string().min(1) });
export type GetLoginDto = z.input<typeof getLoginDto>;
