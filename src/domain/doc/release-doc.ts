/** One released platform document in a list (GET /doc/getReleaseDocList?type). */
export interface ReleaseDocSummary {
  readonly id: number;
  readonly title: string;
}

/** The released documents of type 1: development support, the getting-started guide, the document centre. */
export const PLATFORM_DOC_TYPE = 1;

/** The four tabs of the document layout, in order, and the docType each asks for (ours: docs/routes.md). */
export const PRODUCT_DOC_TABS = ['develop-guide', 'manaul', 'apidoc', 'extensiondoc'] as const;
export type ProductDocTab = (typeof PRODUCT_DOC_TABS)[number];
export const PRODUCT_DOC_TYPE: Readonly<Record<ProductDocTab, number>> = { 'develop-guide': 1, manaul: 2, apidoc: 3, extensiondoc: 4 };

/** The product named in the document layout's header (GET /product/release/findMiniProductInfo). */
export interface ProductName {
  readonly productCode: string;
  readonly name: string;
  readonly nameEn: string;
}
