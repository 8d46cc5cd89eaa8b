import { z } from 'zod';

/** A product as the lists show it (the backend's product payloads are not in the spec: see docs/sandbox.md). */
export const productSummaryDto = z.object({
  id: z.number(),
  productCode: z.string(),
  productName: z.string(),
  productNameEn: z.string().nullish(),
  description: z.string().nullish(),
  descriptionEn: z.string().nullish(),
});

/** GET /product/release/classifiedProducts data: products by classification. */
export const classifiedProductsDto = z.array(
  z.object({ classifyName: z.string(), classifyNameEn: z.string().nullish(), products: z.array(productSummaryDto) }),
);
export type ClassifiedProductsDto = z.input<typeof classifiedProductsDto>;

/** GET /product/release/facadeProductShowList data. */
export const productShowListDto = z.array(productSummaryDto);
export type ProductShowListDto = z.input<typeof productShowListDto>;

/** GET /product/release/findMiniProductInfo?productCode data: the name in the document layout header. */
export const miniProductDto = z.object({ productCode: z.string(), name: z.string(), nameEn: z.string().nullish() });
export type MiniProductDto = z.input<typeof miniProductDto>;
