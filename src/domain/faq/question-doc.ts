/** The FAQ centre (question docs): work-order types, their problems in pages of 10, and one problem's detail. */

/** Spec: the FAQ centre lists problems in pages of 10. */
export const FAQ_PAGE_SIZE = 10;

/** A work-order type (a channel of the FAQ centre); the type tree is the centre's menu. */
export interface FaqType {
  readonly code: string;
  readonly name: string;
  readonly children: readonly FaqType[];
}

export interface ProblemSummary {
  readonly code: string;
  readonly title: string;
  /** Views so far; undefined when the backend does not say. */
  readonly views: number | undefined;
}

export interface ProblemPage {
  readonly problems: readonly ProblemSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}

export interface ProblemDetail {
  readonly code: string;
  readonly title: string;
  /** Server HTML: sanitized before it reaches the DOM. */
  readonly contentHtml: string;
  readonly views: number | undefined;
  /** As the backend sent it ('2026-10-10 11:00:00'), or an epoch in milliseconds. */
  readonly updatedAt: string | number | undefined;
}

export interface ProblemLink {
  readonly code: string;
  readonly title: string;
}

export interface ProblemNeighbours {
  readonly previous: ProblemLink | undefined;
  readonly next: ProblemLink | undefined;
}

export const pageCountOf = (total: number, size = FAQ_PAGE_SIZE): number => Math.max(1, Math.ceil(Math.max(0, total) / size));

/** The path from a root type down to `code` (for breadcrumbs); empty when the tree has no such type. */
export const typePath = (types: readonly FaqType[], code: string): readonly FaqType[] => {
  for (const type of types) {
    if (type.code === code) return [type];
    const below = typePath(type.children, code);
    if (below.length > 0) return [type, ...below];
  }
  return [];
};

/** The first type of the tree (the FAQ centre opens on it). */
export const firstType = (types: readonly FaqType[]): FaqType | undefined => types[0];
