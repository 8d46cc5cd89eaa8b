import { z } from 'zod/mini';

/**
 * GET /productApply/findApplyUseProduct/{id} data: what the apply-for-use form needs. `admin` false means the
 * account may not apply (spec §6); terms are in years. (Not in the spec: our model, see docs/sandbox.md.)
 */
export const applyUseProductDto = z.object({
  productId: z.number(),
  productCode: z.string(),
  productName: z.string(),
  productNameEn: z.nullish(z.string()),
  terms: z.array(z.number()),
  admin: z.boolean(),
  /** An application of this product by the account is already under review or approved. */
  applied: z.boolean(),
});
export type ApplyUseProductDto = z.input<typeof applyUseProductDto>;

/** POST /productApply/submitApplication body: the agreement must be accepted. */
export const submitApplicationRequestDto = z.object({
  productId: z.union([z.number(), z.string()]),
  term: z.number().check(z.positive()),
  agree: z.literal(true),
});
export type SubmitApplicationRequestDto = z.input<typeof submitApplicationRequestDto>;

/**
 * An application. status: the My System codes (ours, docs/products.md): 1 under review, 2 creating, 3 running,
 * 4 rejected. statusUpdateTime and url (the system's address once running) are optional; productNameEn too (as in
 * findApplyUseProduct: absent or empty, the English reader gets productName).
 */
export const productApplicationDto = z.object({
  id: z.number(),
  productId: z.number(),
  productCode: z.string(),
  productName: z.string(),
  productNameEn: z.nullish(z.string()),
  term: z.number(),
  status: z.number(),
  applyTime: z.string(),
  statusUpdateTime: z.nullish(z.string()),
  url: z.nullish(z.string()),
});
export type ProductApplicationDto = z.input<typeof productApplicationDto>;

/** GET /productApply/selectProductApplyByUserId data. */
export const productApplicationListDto = z.array(productApplicationDto);
export type ProductApplicationListDto = z.input<typeof productApplicationListDto>;
