/**
 * The API test console's parameter editor (GET /bizapinterface/getMethodDetailsForApiTestUtil): an editable tree and
 * its pure operations. Immutable: every operation returns a new tree.
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

// ---------------------------------------------------------------------------------------------------- navigation

export const findParam = (tree: TestParamTree, path: ParamPath): TestParam | undefined => {
  const [head, ...rest] = path;
  const node = tree.find((candidate) => candidate.id === head);
  if (!node || rest.length === 0) return node;
  return findParam(node.children, rest);
};

/** The tree with the node at `path` replaced (unchanged when there is none). */
const updateAt = (tree: TestParamTree, path: ParamPath, update: (node: TestParam) => TestParam): TestParamTree => {
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

// ---------------------------------------------------------------------------------------------------- editing

/** Types a value into a leaf; anything else is left as it is. */
export const setValue = (tree: TestParamTree, path: ParamPath, value: string): TestParamTree =>
  updateAt(tree, path, (node) => (isLeaf(node) && node.value !== value ? { ...node, value } : node));

const idsOf = (nodes: TestParamTree): string[] =>
  nodes.flatMap((node) => [node.id, ...idsOf(node.children), ...(node.itemTemplate ? idsOf([node.itemTemplate]) : [])]);

/**
 * Fresh ids: numeric ones after the largest numeric id when the server numbers its parameters (the platform's own
 * console does the same), otherwise '<template id>~n'.
 */
const idMaker = (tree: TestParamTree): ((base: string) => string) => {
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

const instantiate = (template: TestParam, freshId: (base: string) => string): TestParam => ({
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

// ---------------------------------------------------------------------------------------------------- checking

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

// ---------------------------------------------------------------------------------------------------- JSON

const NUMERIC = /^(int|integer|long|short|byte|double|float|bigdecimal|biginteger|number)$/i;
const BOOLEAN = /^boolean$/i;

/** 'java.lang.Integer' → 'Integer'. */
const simpleTypeOf = (objectType: string): string => objectType.split('.').pop() ?? objectType;

/** A leaf's JSON value: numbers for numeric types and booleans for Boolean when the text is one, text otherwise. */
export const scalarOf = (node: Pick<TestParam, 'objectType' | 'value'>): string | number | boolean => {
  const type = simpleTypeOf(node.objectType);
  const text = node.value;
  if (NUMERIC.test(type) && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (BOOLEAN.test(type) && (text === 'true' || text === 'false')) return text === 'true';
  return text;
};

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

const keyText = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));

const valueOf = (node: TestParam): Json => {
  if (isLeaf(node)) return scalarOf(node);
  if (isCollection(node)) return node.children.map(valueOf);
  if (node.type === 'Map') {
    const entries = node.children.flatMap((entry): [string, Json][] => {
      if (isLeaf(entry)) return [[entry.name, scalarOf(entry)]];
      const [key, value] = entry.children;
      const name = key ? keyText(valueOf(key)) : '';
      return name ? [[name, value ? valueOf(value) : null]] : [];
    });
    return Object.fromEntries(entries);
  }
  return objectOf(node.children);
};

const objectOf = (nodes: TestParamTree): { [key: string]: Json } => Object.fromEntries(nodes.map((node) => [node.name, valueOf(node)]));

/** The form as the JSON object it stands for: top-level parameters by name, lists as arrays, maps by their keys. */
export const toJsonValue = (tree: TestParamTree): Record<string, unknown> => objectOf(tree);

export interface FromJsonResult {
  readonly tree: TestParamTree;
  /** Name paths of JSON values the form has no field for (left out of the form). */
  readonly ignored: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/**
 * The form filled from a JSON value (switching from JSON mode keeps what was typed): values are matched by name path,
 * lists take the JSON's length (existing items keep their ids, new ones copy the template), maps one entry per key,
 * and a parameter the JSON does not mention is emptied.
 */
export const fromJsonValue = (tree: TestParamTree, value: unknown): FromJsonResult => {
  const freshId = idMaker(tree);
  const ignored: string[] = [];

  const fillObject = (nodes: TestParamTree, json: unknown, at: string): TestParamTree => {
    const record = isRecord(json) ? json : {};
    const known = new Set(nodes.map((node) => node.name));
    for (const key of Object.keys(record)) if (!known.has(key)) ignored.push(at ? `${at}.${key}` : key);
    return nodes.map((node) => fill(node, record[node.name], at ? `${at}.${node.name}` : node.name));
  };

  const itemsFor = (node: TestParam, count: number): TestParam[] => {
    const template = node.itemTemplate;
    return Array.from({ length: count }, (_, index) => {
      const existing = node.children[index];
      if (existing) return existing;
      return template ? { ...instantiate(template, freshId), canDelete: true } : undefined;
    }).filter((item): item is TestParam => item !== undefined);
  };

  const fill = (node: TestParam, json: unknown, at: string): TestParam => {
    if (isLeaf(node)) return { ...node, value: textOf(json) };
    if (isCollection(node)) {
      const array = Array.isArray(json) ? (json as unknown[]) : [];
      const items = itemsFor(node, array.length);
      return { ...node, children: items.map((item, index) => fill(item, array[index], `${at}[${String(index)}]`)) };
    }
    if (node.type === 'Map') {
      const entries = Object.entries(isRecord(json) ? json : {});
      const pairsAreLeaves = node.itemTemplate ? isLeaf(node.itemTemplate) : false;
      if (pairsAreLeaves || (node.children.length > 0 && node.children.every(isLeaf))) {
        return { ...node, children: fillObject(node.children, json, at) };
      }
      const items = itemsFor(node, entries.length);
      return {
        ...node,
        children: items.map((item, index) => {
          const [key, entryValue] = entries[index] ?? ['', undefined];
          const [keyNode, valueNode, ...others] = item.children;
          if (!keyNode) return item;
          const filledKey = fill(keyNode, key, `${at}.${key}`);
          const filledValue = valueNode ? [fill(valueNode, entryValue, `${at}.${key}`)] : [];
          return { ...item, children: [filledKey, ...filledValue, ...others] };
        }),
      };
    }
    return { ...node, children: fillObject(node.children, json, at) };
  };

  const filled = fillObject(tree, value, '');
  return { tree: filled, ignored };
};

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
