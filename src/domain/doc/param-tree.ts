/** 'required' "1", 'optional' "0", 'conditional' "2" (required in some cases, the description says which). */
export type Requirement = 'required' | 'optional' | 'conditional';

/** Where a request parameter travels (OpenAPI); body fields say none. */
export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

/** A node whose children are the schema's alternatives (oneOf, anyOf) or its parts (allOf), not its fields. */
export type Composition = 'oneOf' | 'anyOf' | 'allOf';

/** What a schema says of a field beyond its type (OpenAPI documents; lcp documents say none of it). */
export interface FieldFacts {
  readonly in?: ParamLocation;
  /** Allowed values, as JSON text. */
  readonly enumValues?: readonly string[];
  readonly defaultValue?: string;
  readonly nullable?: boolean;
  readonly readOnly?: boolean;
  readonly writeOnly?: boolean;
  readonly deprecated?: boolean;
  readonly composition?: Composition;
  /** The field whose value says which alternative a oneOf / anyOf is (OpenAPI `discriminator.propertyName`). */
  readonly discriminator?: string;
  /** The named parts of an allOf whose fields were merged into this node's: said, so the merge is not silent. */
  readonly mergedFrom?: readonly string[];
  /**
   * A named type is drawn once in a tree, at its shallowest use; every other use (a recursion among them) stops here
   * and links to that row.
   */
  readonly drawnAt?: { readonly typeName: string; readonly anchor: string };
}

/** A parameter (or message property) of a document, with the anchor a deep link uses. */
export interface ParamNode {
  readonly id: string;
  /** Unique on the page: 'request-order.receiver.phone'. */
  readonly anchor: string;
  readonly name: string;
  readonly type: string;
  readonly requirement: Requirement;
  readonly example?: string;
  /** Server HTML: sanitized before it reaches the DOM. */
  readonly description?: string;
  readonly children: readonly ParamNode[];
  readonly facts?: FieldFacts;
}

/** One visible line of a parameter table. */
export interface ParamRow {
  readonly node: ParamNode;
  readonly depth: number;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
}

export const requirementOf = (value: string | number | null | undefined): Requirement => {
  const text = String(value ?? '');
  if (text === '1' || text === 'true') return 'required';
  if (text === '2') return 'conditional';
  return 'optional';
};

/** Every node with children, for unfold-all. */
export const parentIds = (nodes: readonly ParamNode[]): string[] =>
  nodes.flatMap((node) => (node.children.length ? [node.id, ...parentIds(node.children)] : []));

/** The lines a table shows: children of collapsed nodes are hidden (trees start unfolded). */
export const visibleRows = (nodes: readonly ParamNode[], collapsed: ReadonlySet<string>, depth = 0): ParamRow[] =>
  nodes.flatMap((node) => {
    const hasChildren = node.children.length > 0;
    const expanded = hasChildren && !collapsed.has(node.id);
    const row: ParamRow = { node, depth, hasChildren, expanded };
    return expanded ? [row, ...visibleRows(node.children, collapsed, depth + 1)] : [row];
  });

/** The ids of `anchor`'s ancestors, so a deep link can unfold the way to it. */
export const ancestorsOf = (nodes: readonly ParamNode[], anchor: string): string[] | undefined => {
  for (const node of nodes) {
    if (node.anchor === anchor) return [];
    const below = ancestorsOf(node.children, anchor);
    if (below) return [node.id, ...below];
  }
  return undefined;
};

/** Number of parameters in a tree (the page says how many). */
export const countParams = (nodes: readonly ParamNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countParams(node.children), 0);

/** The anchor of the first field named `name` (any case), depth first: where a link naming a field opens. */
export const anchorOfField = (nodes: readonly ParamNode[], name: string): string | undefined => {
  const wanted = name.toLowerCase();
  for (const node of nodes) {
    if (node.name.toLowerCase() === wanted) return node.anchor;
    const below = anchorOfField(node.children, name);
    if (below) return below;
  }
  return undefined;
};
