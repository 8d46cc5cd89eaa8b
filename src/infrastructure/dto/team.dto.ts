import { z } from 'zod/mini';
import { numberLike } from './primitives';

/** POST /user/getTeamListInfo data. */
export const teamListDto = z.array(z.object({ id: z.number(), name: z.string(), code: z.nullish(z.string()) }));
export type TeamListDto = z.input<typeof teamListDto>;

/** GET /user/getSelectedSupplierId data: the chosen team, -2 when none is chosen. */
export const selectedSupplierDto = z.number();
export type SelectedSupplierDto = z.input<typeof selectedSupplierDto>;

/** GET /user/saveOutDeveloper data. roleType tells an administrator from other members (see docs). */
export const saveOutDeveloperDto = z.object({
  supplierId: numberLike,
  develop: z.nullish(z.string()),
  actionType: z.nullish(z.union([z.number(), z.string()])),
  roleType: z.nullish(z.union([z.number(), z.string()])),
});
export type SaveOutDeveloperDto = z.input<typeof saveOutDeveloperDto>;
