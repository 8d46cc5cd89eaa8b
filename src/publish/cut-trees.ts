import type { ApiDoc } from '../domain/doc/api-doc';
import type { MessageDoc } from '../domain/doc/message-doc';
import type { ParamNode } from '../domain/doc/param-tree';
import { escapeHtml } from './html/escape';

/**
 * Rows a published tree shows at most, in whole levels from its top: an OpenAPI document's trees grow with its types
 * (Stripe's median operation has 6,588 rows over its response and error trees), and a plain page that drew them all
 * would make its reader wait for megabytes. Below the cut, each row says how many fields the portal shows under it.
 */
export const PUBLISHED_TREE_ROWS = 250;

/** A row whose fields were cut: how many rows were below it. */
type CutNode = ParamNode & { readonly hiddenFields?: number };

const countRows = (nodes: readonly ParamNode[]): number => nodes.reduce((sum, node) => sum + 1 + countRows(node.children), 0);

/** How many levels from the top fit in `budget` rows (the top level always does). */
const levelsWithin = (nodes: readonly ParamNode[], budget: number): number => {
  let level: readonly ParamNode[] = nodes;
  let rows = 0;
  let depth = 0;
  while (level.length) {
    rows += level.length;
    if (rows > budget && depth > 0) return depth;
    depth += 1;
    level = level.flatMap((node) => node.children);
  }
  return depth;
};

/** `nodes` cut to whole levels within the budget; a row whose fields were cut keeps their number. */
export const cutTree = (nodes: readonly ParamNode[], budget = PUBLISHED_TREE_ROWS): readonly ParamNode[] => {
  const keep = levelsWithin(nodes, budget);
  const cut = (level: readonly ParamNode[], depth: number): CutNode[] =>
    level.map((node) => (depth + 1 < keep || node.children.length === 0 ? { ...node, children: cut(node.children, depth + 1) } : { ...node, children: [], hiddenFields: countRows(node.children) }));
  return cut(nodes, 0);
};

/** Each tree of a document, changed by `change`. */
const eachTree = <D extends ApiDoc | MessageDoc>(doc: D, change: (nodes: readonly ParamNode[]) => readonly ParamNode[]): D => {
  if ('properties' in doc) return { ...doc, properties: change(doc.properties) };
  const api: ApiDoc = {
    ...doc,
    requestParams: change(doc.requestParams),
    responseParams: change(doc.responseParams),
    ...(doc.responses ? { responses: doc.responses.map((response) => ({ ...response, params: change(response.params), headers: change(response.headers) })) } : {}),
    ...(doc.callbacks ? { callbacks: doc.callbacks.map((callback) => ({ ...callback, operations: callback.operations.map((operation) => ({ ...operation, requestParams: change(operation.requestParams) })) })) } : {}),
  };
  return api as D;
};

/** A document's trees as a published page shows them: each cut to PUBLISHED_TREE_ROWS (the reading keeps this copy). */
export const cutDocument = <D extends ApiDoc | MessageDoc>(doc: D): D => eachTree(doc, (nodes) => cutTree(nodes));

/**
 * A cut document with each cut row saying, in the page's language, how many fields the portal shows below it (in its
 * description, so the page and its Markdown twin both say it). A document never cut comes back as it is.
 */
export const sayCutFields = <D extends ApiDoc | MessageDoc>(doc: D, moreFields: (count: number) => string): D => {
  let cut = false;
  const say = (nodes: readonly ParamNode[]): readonly ParamNode[] =>
    nodes.map((node: CutNode) => {
      if (node.hiddenFields === undefined) return node.children.length ? { ...node, children: say(node.children) } : node;
      cut = true;
      return { ...node, description: `${node.description ?? ''}<p>${escapeHtml(moreFields(node.hiddenFields))}</p>` };
    });
  const said = eachTree(doc, say);
  return cut ? said : doc;
};
