import type { ProductBody, ProductSection, ProductSectionKind } from '../../../domain/product/product';

/** How a product's data is presented: as a product (productDetail) or as a solution (solveDetail, internal). */
export type ProductViewMode = 'product' | 'solution';

/** One part of the page: the advantages (the selling points) or one `## ` section of the body. */
export type ProductPart =
  | { readonly type: 'advantages'; readonly id: 'advantages'; readonly kind: 'advantages' }
  | { readonly type: 'section'; readonly id: string; readonly kind: ProductSectionKind | undefined; readonly section: ProductSection };

/** A solution leads with where it is used and how it is built, then what it does; selling points come after. */
const SOLUTION_ORDER: readonly (ProductSectionKind | undefined)[] = ['scenarios', 'architecture', 'functions', 'advantages', 'extension', 'versions', undefined];

/**
 * The page's parts in reading order. As a product: advantages, then the body's sections in the server's order. As a
 * solution: scenarios and architecture first, then functions, then the rest (the sort is stable, so sections of one
 * kind keep the server's order).
 */
export const productParts = (body: Pick<ProductBody, 'advantages' | 'sections'>, mode: ProductViewMode): readonly ProductPart[] => {
  const parts: ProductPart[] = [
    ...(body.advantages.length > 0 ? [{ type: 'advantages', id: 'advantages', kind: 'advantages' } as const] : []),
    ...body.sections.map((section) => ({ type: 'section', id: section.id, kind: section.kind, section }) as const),
  ];
  if (mode === 'product') return parts;
  return [...parts].sort((a, b) => SOLUTION_ORDER.indexOf(a.kind) - SOLUTION_ORDER.indexOf(b.kind));
};

/** The heading of a part: the translated name of its kind, else the server's own heading (the body is the reader's language's). */
export const partTitle = (part: ProductPart, kindLabel: (kind: ProductSectionKind) => string): string =>
  part.kind ? kindLabel(part.kind) : part.type === 'section' ? part.section.title : '';

/** The introduction without its level-one title (the page's own heading names the product). */
export const introBody = (intro: string): string => intro.replace(/^\s*#\s[^\n]*\n?/, '').trim();
