import { z } from 'zod/mini';
import { numberLike } from './primitives';

const yesNo = z.nullish(z.string());

/** GET /hrInfo/getUserInfo data. The contract uses `develop`; some answers carry `user_develop` instead. */
export const userInfoDto = z.object({
  headImg: z.nullish(z.string()),
  develop: yesNo,
  user_develop: yesNo,
  name: z.nullish(z.string()),
  userPin: z.nullish(z.string()),
  supplierId: z.nullish(numberLike),
  supplierCode: z.nullish(z.string()),
  loginUsername: z.nullish(z.string()),
});
export type UserInfoDto = z.input<typeof userInfoDto>;
