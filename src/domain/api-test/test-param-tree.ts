/**
 * The API test console's parameter tree (GET /bizapinterface/getMethodDetailsForApiTestUtil): its nodes and how to
 * find one. Immutable: every operation returns a new tree.
 *
 * Shape (the one the platform's own console reads): the children of a List/Set/Array are its items, the first one
 * being the template that "add" copies; the children of a Map are MapKeyValuePair entries whose first child is the key
 * and second the value. A MapKeyValuePair without children is a leaf named by its key (the sandbox's shape).
 */

export const TEST_PARAM_TYPES = ['Single', 'Obj', 'List', 'Set', 'Array', 'Map', 'MapKeyValuePair'] as const;
export type TestParamType = (typeof TEST_PARAM_TYPES)[number];

export interface TestParam {
  /** Unique in the tree (items added in the form get fresh ids). */
  readonly id: string;
  /** The server's parameter id: the key of the visibility map. */
  readonly paramId: string;
  readonly name: string;
  readonly type: TestParamType;
  /** The Java type as the server names it (String, java.lang.Integer, List<Order> …); '' when unknown. */
  readonly objectType: string;
  /** The server's hint for the input (webShowType), shown as a placeholder. */
  readonly hint?: string;
  readonly required: boolean;
  /** Server HTML: sanitized before it reaches the DOM. */
  readonly remark?: string;
  /** The example value offered by "fill examples" ('' none). */
  readonly example: string;
  /** What the user typed ('' empty). Only leaves carry one. */
  readonly value: string;
  /** An item of a list or an entry of a map: the form offers to remove it. */
  readonly canDelete: boolean;
  readonly children: readonly TestParam[];
  /** List/Set/Array/Map: the empty item that "add" copies, kept even when every item has been removed. */
  readonly itemTemplate?: TestParam;
}

export type TestParamTree = readonly TestParam[];
/** The ids from the root to a node. */
export type ParamPath = readonly string[];
/** paramId → 0 hidden, 1 shown (POST /bizapinterface/getBizApiMethodParamsVisibleMap); absent ids are shown. */
export type VisibilityMap = Readonly<Record<string, number>>;

const COLLECTIONS: readonly TestParamType[] = ['List', 'Set', 'Array'];

export const isTestParamType = (value: string): value is TestParamType => (TEST_PARAM_TYPES as readonly string[]).includes(value);
/** List, Set and Array: their children are items. */
export const isCollection = (node: Pick<TestParam, 'type'>): boolean => COLLECTIONS.includes(node.type);
/** Nodes that can grow: collections and maps. */
export const isExtensible = (node: Pick<TestParam, 'type'>): boolean => isCollection(node) || node.type === 'Map';
/** A node that holds a typed value. */
export const isLeaf = (node: TestParam): boolean => node.type === 'Single' || (node.type === 'MapKeyValuePair' && node.children.length === 0);

// ---------------------------------------------------------------------------------------------------- navigation

export const findParam = (tree: TestParamTree, path: ParamPath): TestParam | undefined => {
  const [head, ...rest] = path;
  const node = tree.find((candidate) => candidate.id === head);
  if (!node || rest.length === 0) return node;
  return findParam(node.children, rest);
};

/** The tree with the node at `path` replaced (unchanged when there is none). */
export const updateAt = (tree: TestParamTree, path: ParamPath, update: (node: TestParam) => TestParam): TestParamTree => {
  const [head, ...rest] = path;
  if (head === undefined) return tree;
  let changed = false;
  const next = tree.map((node) => {
    if (node.id !== head) return node;
    const updated = rest.length === 0 ? update(node) : { ...node, children: updateAt(node.children, rest, update) };
    if (updated !== node) changed = true;
    return updated;
  });
  return changed ? next : tree;
};

/** 'orders[2].receiver.phone': the path as a person reads it (list items by position, from 1). */
export const displayPath = (tree: TestParamTree, path: ParamPath): string => {
  let nodes = tree;
  let parent: TestParam | undefined;
  let text = '';
  for (const id of path) {
    const index = nodes.findIndex((node) => node.id === id);
    const node = nodes[index];
    if (!node) break;
    if (parent && isCollection(parent)) text += `[${String(index + 1)}]`;
    else text += text ? `.${node.name}` : node.name;
    parent = node;
    nodes = node.children;
  }
  return text;
};
