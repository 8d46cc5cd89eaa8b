import { z } from 'zod/mini';

/** A product as the lists show it (the backend's product payloads are not in the spec: see docs/sandbox.md). */
export const productSummaryDto = z.object({
  id: z.number(),
  productCode: z.string(),
  productName: z.string(),
  productNameEn: z.nullish(z.string()),
  description: z.nullish(z.string()),
  descriptionEn: z.nullish(z.string()),
});

/** GET /product/release/classifiedProducts data: products by classification. */
export const classifiedProductsDto = z.array(
  z.object({ classifyName: z.string(), classifyNameEn: z.nullish(z.string()), products: z.array(productSummaryDto) }),
);
export type ClassifiedProductsDto = z.input<typeof classifiedProductsDto>;

/** GET /product/release/facadeProductShowList data. */
export const productShowListDto = z.array(productSummaryDto);
export type ProductShowListDto = z.input<typeof productShowListDto>;

/** GET /product/release/findMiniProductInfo?productCode data: the name in the document layout header. */
export const miniProductDto = z.object({ productCode: z.string(), name: z.string(), nameEn: z.nullish(z.string()) });
export type MiniProductDto = z.input<typeof miniProductDto>;
