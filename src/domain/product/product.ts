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

/** A text an old-style payload gives as "中文 / English" in one string. */
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

/** What a product page says in one language: its selling points and its markdown body, split at its headings. */
export interface ProductBody {
  /** Selling points: the "advantages" section, from the server's feature list. */
  readonly advantages: readonly string[];
  /** The markdown before the first `## ` heading (title and introduction). */
  readonly intro: string;
  /** The rest of the markdown body, one entry per `## ` heading, in the server's order. */
  readonly sections: readonly ProductSection[];
}

/** GET /product/show/details/{id}: a product page. */
export interface ProductDetail extends ProductSummary {
  readonly classifyName?: string;
  readonly classifyNameEn?: string;
  /** The page's body in Chinese and in English (the Chinese one where the server has no English body). */
  readonly body: { readonly zh: ProductBody; readonly en: ProductBody };
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
export const productOutline = (body: Pick<ProductBody, 'advantages' | 'sections'>): readonly { readonly id: string; readonly kind: ProductSectionKind | undefined; readonly title?: string }[] => [
  ...(body.advantages.length > 0 ? [{ id: 'advantages', kind: 'advantages' as const }] : []),
  ...body.sections.map((section) => ({ id: section.id, kind: section.kind, title: section.title })),
];

/** What the server gives for a product page: the Chinese and (when it has them) the English body and feature list. */
export interface ProductPageSource {
  readonly content?: string;
  readonly contentEn?: string;
  readonly features?: readonly string[];
  readonly featuresEn?: readonly string[];
}

const filled = (items: readonly string[] | undefined): readonly string[] => (items ?? []).map((item) => item.trim()).filter(Boolean);

/**
 * The page in both languages. The English body is `contentEn`, else the Chinese one; the English selling points are
 * `featuresEn`, else each Chinese feature's English half when it is written "中文 / English" (an old-style payload:
 * its Chinese half is then the Chinese point). A body without an English twin is also split like that at its `## `
 * headings ("联系我们 / Contact"), as before: the reader gets the heading's half in their language.
 */
export const productBodies = (source: ProductPageSource): ProductDetail['body'] => {
  const features = filled(source.features);
  const featuresEn = filled(source.featuresEn);
  const oldStyleFeatures = features.map(splitBilingual);
  const advantages = featuresEn.length > 0
    ? { zh: features.length > 0 ? features : featuresEn, en: featuresEn }
    : { zh: oldStyleFeatures.map((feature) => feature.zh), en: oldStyleFeatures.map((feature) => feature.en) };
  const content = source.content?.trim() ? source.content : '';
  const contentEn = source.contentEn?.trim() ? source.contentEn : '';
  if (contentEn) {
    return {
      zh: { advantages: advantages.zh, ...splitProductContent(content || contentEn) },
      en: { advantages: advantages.en, ...splitProductContent(contentEn) },
    };
  }
  const shared = splitProductContent(content);
  const titled = (half: keyof BilingualText) => shared.sections.map((section) => ({ ...section, title: splitBilingual(section.title)[half] }));
  return {
    zh: { advantages: advantages.zh, intro: shared.intro, sections: titled('zh') },
    en: { advantages: advantages.en, intro: shared.intro, sections: titled('en') },
  };
};

/** The page's body in the reader's language. */
export const productBody = (detail: Pick<ProductDetail, 'body'>, english: boolean): ProductBody => (english ? detail.body.en : detail.body.zh);

/** Groups without a product are not shown. */
export const visibleClassifications = (groups: readonly ProductClassification[]): readonly ProductClassification[] =>
  groups.filter((group) => group.products.length > 0);
