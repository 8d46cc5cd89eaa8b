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

/** GET /product/show/details/{id} data: a product page (the backend's shape is not in the spec; our model). */
export const productDetailDto = z.extend(productSummaryDto, {
  classifyName: z.nullish(z.string()),
  classifyNameEn: z.nullish(z.string()),
  /**
   * Selling points in Chinese. An old-style payload without `featuresEn` writes each "中文 / English" (the page
   * splits it at the first " / ").
   */
  features: z.nullish(z.array(z.string())),
  /** Selling points in English (like productNameEn: absent or empty, the English reader gets the Chinese ones). */
  featuresEn: z.nullish(z.array(z.string())),
  /** Markdown body in Chinese. */
  content: z.nullish(z.string()),
  /** Markdown body in English (absent or blank: the English reader gets the Chinese body). */
  contentEn: z.nullish(z.string()),
  updateTime: z.nullish(z.string()),
});
export type ProductDetailDto = z.input<typeof productDetailDto>;
