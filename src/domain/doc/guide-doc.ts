/** A node of a unit's access-guide tree (left menu of the access-guide tab). */
export interface GuideTreeNode {
  readonly id: number;
  readonly title: string;
  readonly children: readonly GuideTreeNode[];
}

/** One markdown document: an access guide, a help document, a development-support page. */
export interface MarkdownDoc {
  readonly title: string;
  readonly markdown: string;
  readonly updateTime?: string;
}

/** The first page of a tree, in reading order: where the access-guide tab opens. */
export const firstGuideId = (nodes: readonly GuideTreeNode[]): number | undefined => nodes[0]?.id;

/** The titles from the root to `id` (breadcrumbs), or undefined when `id` is not in the tree. */
export const guidePath = (nodes: readonly GuideTreeNode[], id: number): string[] | undefined => {
  for (const node of nodes) {
    if (node.id === id) return [node.title];
    const below = guidePath(node.children, id);
    if (below) return [node.title, ...below];
  }
  return undefined;
};
