/** What the user does to the parameter form: type, add and remove items, fill examples, and what is still missing. */
import { isExtensible, isLeaf, updateAt, type ParamPath, type TestParam, type TestParamTree } from './test-param-tree';

/** Types a value into a leaf; anything else is left as it is. */
export const setValue = (tree: TestParamTree, path: ParamPath, value: string): TestParamTree =>
  updateAt(tree, path, (node) => (isLeaf(node) && node.value !== value ? { ...node, value } : node));

const idsOf = (nodes: TestParamTree): string[] =>
  nodes.flatMap((node) => [node.id, ...idsOf(node.children), ...(node.itemTemplate ? idsOf([node.itemTemplate]) : [])]);

/**
 * Fresh ids: numeric ones after the largest numeric id when the server numbers its parameters (the platform's own
 * console does the same), otherwise '<template id>~n'.
 */
export const idMaker = (tree: TestParamTree): ((base: string) => string) => {
  const used = new Set(idsOf(tree));
  const numeric = [...used].filter((id) => /^\d+$/.test(id)).map(Number);
  let next = numeric.length ? Math.max(...numeric) + 1 : 1;
  return (base) => {
    if (/^\d+$/.test(base) && numeric.length) {
      while (used.has(String(next))) next += 1;
      const id = String(next);
      used.add(id);
      next += 1;
      return id;
    }
    let n = 1;
    while (used.has(`${base}~${String(n)}`)) n += 1;
    const id = `${base}~${String(n)}`;
    used.add(id);
    return id;
  };
};

export const instantiate = (template: TestParam, freshId: (base: string) => string): TestParam => ({
  ...template,
  id: freshId(template.id),
  value: '',
  children: template.children.map((child) => instantiate(child, freshId)),
});

/** Appends an empty copy of the list's (or map's) template with fresh ids; the template keeps its example values. */
export const addListItem = (tree: TestParamTree, listPath: ParamPath): TestParamTree => {
  const freshId = idMaker(tree);
  return updateAt(tree, listPath, (node) =>
    isExtensible(node) && node.itemTemplate
      ? { ...node, children: [...node.children, { ...instantiate(node.itemTemplate, freshId), canDelete: true }] }
      : node,
  );
};

/** Removes an item of a list (or an entry of a map). A list may become empty: its template stays for "add". */
export const removeListItem = (tree: TestParamTree, itemPath: ParamPath): TestParamTree => {
  const parentPath = itemPath.slice(0, -1);
  const itemId = itemPath[itemPath.length - 1];
  return updateAt(tree, parentPath, (node) =>
    isExtensible(node) && node.children.some((child) => child.id === itemId)
      ? { ...node, children: node.children.filter((child) => child.id !== itemId) }
      : node,
  );
};

export interface FilledExamples {
  readonly tree: TestParamTree;
  /** Some typed value differs from the example that would replace it: ask before overwriting. */
  readonly overwrites: boolean;
}

/**
 * The tree with every leaf that has an example set to it. `keepTyped`: only empty leaves are filled (the answer to
 * "no, keep what I typed"); `overwrites` always says whether the full fill would replace something typed.
 */
export const fillExamples = (tree: TestParamTree, options: { readonly keepTyped?: boolean } = {}): FilledExamples => {
  let overwrites = false;
  const fill = (nodes: TestParamTree): TestParamTree =>
    nodes.map((node) => {
      if (!isLeaf(node)) return { ...node, children: fill(node.children) };
      if (!node.example || node.value === node.example) return node;
      if (node.value.trim() !== '') {
        overwrites = true;
        if (options.keepTyped) return node;
      }
      return { ...node, value: node.example };
    });
  const filled = fill(tree);
  return { tree: filled, overwrites };
};
const hasTypedValue = (node: TestParam): boolean =>
  isLeaf(node) ? node.value.trim() !== '' : node.children.some(hasTypedValue);

/**
 * The required leaves left blank ('Mandatory and not be blank'), as paths. A required list with no item counts as
 * blank. Inside an optional object (or list item) nothing is typed: it is left out of the check, since the caller did
 * not fill that part at all; once anything inside is typed, its required fields are checked.
 */
export const missingRequired = (tree: TestParamTree): readonly ParamPath[] => {
  /** `items`: the nodes are the items of a list the check covers, so each of them is checked like a required one. */
  const walk = (nodes: TestParamTree, prefix: ParamPath, checked: boolean, items: boolean): ParamPath[] =>
    nodes.flatMap((node) => {
      const path = [...prefix, node.id];
      if (isLeaf(node)) return checked && node.required && node.value.trim() === '' ? [path] : [];
      if (checked && node.required && isExtensible(node) && node.children.length === 0) return [path];
      const inner = checked && (items || node.required || hasTypedValue(node));
      return walk(node.children, path, inner, inner && isExtensible(node));
    });
  return walk(tree, [], true, false);
};
