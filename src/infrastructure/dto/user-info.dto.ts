import { z } from 'zod';

const yesNo = z.string().nullish();

/** GET /hrInfo/getUserInfo data. The contract uses `develop`; some answers carry `user_develop` instead. */
export const userInfoDto = z.object({
  headImg: z.string().nullish(),
  develop: yesNo,
  user_develop: yesNo,
  name: z.string().nullish(),
  userPin: z.string().nullish(),
  supplierId: z.union([z.number(), z.string().regex(/^-?\d+$/).transform(Number)]).nullish(),
  supplierCode: z.string().nullish(),
  loginUsername: z.string().nullish(),
});
export type UserInfoDto = z.input<typeof userInfoDto>;
