import { z } from 'zod';

/** POST /user/getTeamListInfo data. */
export const teamListDto = z.array(z.object({ id: z.number(), name: z.string(), code: z.string().nullish() }));
export type TeamListDto = z.input<typeof teamListDto>;

/** GET /user/getSelectedSupplierId data: the chosen team, -2 when none is chosen. */
export const selectedSupplierDto = z.number();
export type SelectedSupplierDto = z.input<typeof selectedSupplierDto>;

/** GET /user/saveOutDeveloper data. roleType tells an administrator from other members (see docs). */
export const saveOutDeveloperDto = z.object({
  supplierId: z.union([z.number(), z.string().regex(/^-?\d+$/).transform(Number)]),
  develop: z.string().nullish(),
  actionType: z.union([z.number(), z.string()]).nullish(),
  roleType: z.union([z.number(), z.string()]).nullish(),
});
export type SaveOutDeveloperDto = z.input<typeof saveOutDeveloperDto>;
