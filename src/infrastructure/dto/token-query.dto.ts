import { z } from 'zod/mini';

/**
 * GET /oauth/getInfoByToken?accessToken data: where the token is valid. The pin is masked (and appKey contains '*')
 * when the caller is signed out or the app is not the account's own.
 */
export const tokenInfoListDto = z.array(
  z.object({
    env: z.string(),
    appKey: z.string(),
    pin: z.string(),
    authorizationTime: z.nullish(z.string()),
    expirationTime: z.nullish(z.string()),
  }),
);
export type TokenInfoListDto = z.input<typeof tokenInfoListDto>;
