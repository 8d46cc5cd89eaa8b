/** The parameter form as the JSON value it stands for, and back (switching between form and JSON mode). */
import { idMaker, instantiate } from './param-form-editing';
import { isCollection, isLeaf, type TestParam, type TestParamTree } from './test-param-tree';

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
