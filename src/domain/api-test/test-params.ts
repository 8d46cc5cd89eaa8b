/**
 * The API test console's parameter editor: the tree the server sends, prepared for the form (items removable, a
 * template for "add", hidden parameters left out, the document's examples added). The tree's shape and navigation are
 * in test-param-tree.ts, editing in param-form-editing.ts, JSON mode in param-form-json.ts; all are exported from here.
 */
import { isCollection, isExtensible, isLeaf, type TestParam, type TestParamTree, type VisibilityMap } from './test-param-tree';

export {
  TEST_PARAM_TYPES,
  displayPath,
  findParam,
  isCollection,
  isExtensible,
  isLeaf,
  isTestParamType,
  type ParamPath,
  type TestParam,
  type TestParamTree,
  type TestParamType,
  type VisibilityMap,
} from './test-param-tree';
export { addListItem, fillExamples, missingRequired, removeListItem, setValue, type FilledExamples } from './param-form-editing';
export { fromJsonValue, scalarOf, toJsonValue, type FromJsonResult } from './param-form-json';

// ---------------------------------------------------------------------------------------------------- building

const emptied = (node: TestParam): TestParam => ({
  ...node,
  value: '',
  children: node.children.map(emptied),
  ...(node.itemTemplate ? { itemTemplate: emptied(node.itemTemplate) } : {}),
});

/** The element type of `List<String>`, `java.util.List<java.lang.Long>`, `String[]`; 'String' when not written. */
const elementTypeOf = (objectType: string): string => {
  const generic = /<\s*([^,<>]+?)\s*>$/.exec(objectType);
  if (generic?.[1]) return generic[1];
  if (objectType.endsWith('[]')) return objectType.slice(0, -2);
  return 'String';
};

const scalarTemplate = (node: TestParam, name: string, objectType: string): TestParam => ({
  id: `${node.id}.${name}`,
  paramId: `${node.paramId}.${name}`,
  name,
  type: 'Single',
  objectType,
  required: false,
  example: '',
  value: '',
  canDelete: false,
  children: [],
});

/** The template of a list or map with no item to copy: a scalar of the element type, or a key/value entry. */
const syntheticTemplate = (node: TestParam): TestParam => {
  if (node.type === 'Map')
    return {
      ...scalarTemplate(node, 'entry', ''),
      type: 'MapKeyValuePair',
      canDelete: true,
      children: [scalarTemplate(node, 'key', 'String'), scalarTemplate(node, 'value', 'String')],
    };
  return { ...scalarTemplate(node, 'item', elementTypeOf(node.objectType)), canDelete: true };
};

/**
 * Prepares a tree as the server sends it for editing: items of lists and entries of maps may be removed, and each
 * list or map keeps an empty copy of its first item as the template of "add".
 */
export const prepareTestParams = (tree: TestParamTree): TestParamTree =>
  tree.map((node) => {
    const extensible = isExtensible(node);
    const children = prepareTestParams(node.children).map((child) => (extensible ? { ...child, canDelete: true } : child));
    if (!extensible) return { ...node, children };
    const first = children[0];
    return { ...node, children, itemTemplate: first ? emptied(first) : syntheticTemplate(node) };
  });

// ---------------------------------------------------------------------------------------------------- visibility

/** The form without the parameters the platform hides for this API (visibility 0); absent ids stay shown. */
export const applyVisibility = (tree: TestParamTree, visible: VisibilityMap): TestParamTree =>
  tree
    .filter((node) => visible[node.paramId] !== 0)
    .map((node) => ({
      ...node,
      children: applyVisibility(node.children, visible),
      ...(node.itemTemplate ? { itemTemplate: applyVisibility([node.itemTemplate], visible)[0] ?? emptied(node.itemTemplate) } : {}),
    }));

// ---------------------------------------------------------------------------------------------------- doc examples

/** The documented parameters, as far as examples go (ParamNode of the API document fits). */
export interface DocumentedParam {
  readonly name: string;
  readonly example?: string;
  readonly children: readonly DocumentedParam[];
}

/**
 * The tree with the API document's example values where the test tree has none, matched by name path. The document
 * lists a list's element fields under the list itself; here they are under each item.
 */
export const withDocExamples = (tree: TestParamTree, documented: readonly DocumentedParam[]): TestParamTree => {
  const enrich = (node: TestParam, doc: DocumentedParam | undefined): TestParam => {
    if (!doc) return node;
    if (isLeaf(node)) return node.example || !doc.example ? node : { ...node, example: doc.example };
    if (isCollection(node)) {
      const forItem = (item: TestParam): TestParam => (isLeaf(item) ? enrich(item, { ...doc, name: item.name }) : enrichAll(item, doc.children));
      return { ...node, children: node.children.map(forItem), ...(node.itemTemplate ? { itemTemplate: forItem(node.itemTemplate) } : {}) };
    }
    return enrichAll(node, doc.children);
  };
  const enrichAll = (node: TestParam, docs: readonly DocumentedParam[]): TestParam => ({
    ...node,
    children: node.children.map((child) => enrich(child, docs.find((doc) => doc.name === child.name))),
  });
  return tree.map((node) => enrich(node, documented.find((doc) => doc.name === node.name)));
};
