/*
 * Products as the product pages show them (spec §1, §2 product and productDetail). The spec does not show the
 * backend's product fields; these follow our DTOs (src/infrastructure/dto/product.dto.ts, docs/sandbox.md).
 */
import { slugify } from '../doc/anchor';

/** A product in a list: the classified product page and the home page's showcase. */
export interface ProductSummary {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** The Chinese name when the server has no English one. */
  readonly nameEn: string;
  readonly description: string;
  readonly descriptionEn: string;
}

/** A group of products (GET /product/release/classifiedProducts). */
export interface ProductClassification {
  readonly name: string;
  readonly nameEn: string;
  readonly products: readonly ProductSummary[];
}

/** A text the server gives as "中文 / English" in one string. */
export interface BilingualText {
  readonly zh: string;
  readonly en: string;
}

/** The sections a product page is made of (issue 7), in the order the page shows them. */
export const PRODUCT_SECTION_KINDS = ['advantages', 'architecture', 'scenarios', 'functions', 'extension', 'versions'] as const;
export type ProductSectionKind = (typeof PRODUCT_SECTION_KINDS)[number];

/** One `## ` part of the product's markdown body. */
export interface ProductSection {
  /** Anchor id, unique within the page. */
  readonly id: string;
  readonly title: string;
  /** Which of the page's sections this is; undefined for a heading that names none of them. */
  readonly kind: ProductSectionKind | undefined;
  /** The markdown under the heading (the heading itself excluded). */
  readonly markdown: string;
}

/** GET /product/show/details/{id}: a product page. */
export interface ProductDetail extends ProductSummary {
  readonly classifyName?: string;
  readonly classifyNameEn?: string;
  /** Selling points: the "advantages" section, from the server's feature list. */
  readonly advantages: readonly BilingualText[];
  /** The markdown before the first `## ` heading (title and introduction). */
  readonly intro: string;
  /** The rest of the markdown body, one entry per `## ` heading, in the server's order. */
  readonly sections: readonly ProductSection[];
  readonly updateTime?: string;
}

/** Name in the reader's language, falling back to the other one. */
export const productName = (product: Pick<ProductSummary, 'name' | 'nameEn'>, english: boolean): string =>
  (english ? product.nameEn : product.name) || product.name || product.nameEn;

export const productDescription = (product: Pick<ProductSummary, 'description' | 'descriptionEn'>, english: boolean): string =>
  (english ? product.descriptionEn : product.description) || product.description || product.descriptionEn;

/** "多仓管理 / Many warehouses" → both halves; a text without the separator is the same in both languages. */
export const splitBilingual = (text: string): BilingualText => {
  const at = text.indexOf(' / ');
  if (at < 0) return { zh: text.trim(), en: text.trim() };
  const zh = text.slice(0, at).trim();
  const en = text.slice(at + 3).trim();
  return { zh: zh || en, en: en || zh };
};

export const bilingual = (text: BilingualText, english: boolean): string => (english ? text.en : text.zh);

const KIND_PATTERNS: readonly (readonly [ProductSectionKind, RegExp])[] = [
  ['architecture', /架构|architecture/i],
  ['scenarios', /场景|scenario/i],
  ['extension', /扩展|extension/i],
  ['versions', /版本|version|release note/i],
  ['advantages', /优势|亮点|advantage|highlight|benefit/i],
  ['functions', /功能|能力|function|capabilit|feature/i],
];

/** The page section a heading stands for, by its words in either language ('产品架构 / Architecture'). */
export const sectionKindOf = (title: string): ProductSectionKind | undefined =>
  KIND_PATTERNS.find(([, pattern]) => pattern.test(title))?.[0];

const FENCE = /^\s{0,3}(```|~~~)/;
const SECTION_HEADING = /^##\s+(.+?)\s*#*\s*$/;

/**
 * Splits a product's markdown body at its `## ` headings (never inside a fenced code block): the introduction before
 * the first one, then one section per heading.
 */
export const splitProductContent = (markdown: string): { readonly intro: string; readonly sections: readonly ProductSection[] } => {
  const intro: string[] = [];
  const parts: { title: string; lines: string[] }[] = [];
  let fence: string | undefined;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fenceMark && (fence === undefined || fence === fenceMark)) fence = fence === undefined ? fenceMark : undefined;
    const heading = fence === undefined && !fenceMark ? SECTION_HEADING.exec(line) : null;
    if (heading?.[1]) parts.push({ title: heading[1], lines: [] });
    else (parts.at(-1)?.lines ?? intro).push(line);
  }
  const ids = new Map<string, number>();
  const idOf = (title: string) => {
    const base = slugify(title);
    const count = (ids.get(base) ?? 0) + 1;
    ids.set(base, count);
    return count === 1 ? base : `${base}-${String(count)}`;
  };
  return {
    intro: intro.join('\n').trim(),
    sections: parts.map(({ title, lines }) => ({ id: idOf(title), title, kind: sectionKindOf(title), markdown: lines.join('\n').trim() })),
  };
};

/** The product page's navigation: advantages (when there are any), then each section. */
export const productOutline = (detail: Pick<ProductDetail, 'advantages' | 'sections'>): readonly { readonly id: string; readonly kind: ProductSectionKind | undefined; readonly title?: string }[] => [
  ...(detail.advantages.length > 0 ? [{ id: 'advantages', kind: 'advantages' as const }] : []),
  ...detail.sections.map((section) => ({ id: section.id, kind: section.kind, title: section.title })),
];

/** Groups without a product are not shown. */
export const visibleClassifications = (groups: readonly ProductClassification[]): readonly ProductClassification[] =>
  groups.filter((group) => group.products.length > 0);
