/**
 * The API test tool's parameter tree in the sandbox: built from the API document's request tree, and read back as the
 * JSON value the gateway receives.
 */
import type { ApiParamNodeDto } from '../../infrastructure/dto/api-doc.dto.ts';
import type { TestParamNodeDto } from '../../infrastructure/dto/api-test.dto.ts';

const testTypeOf = (node: ApiParamNodeDto): 'Single' | 'Obj' | 'List' | 'Map' => {
  const type = node.logogramType ?? '';
  if (/^(java\.util\.)?(List|Set|Collection)\b/.test(type) || type.endsWith('[]')) return 'List';
  if (/^(java\.util\.)?Map\b/.test(type)) return 'Map';
  if (type === 'Object' || (node.children?.length ?? 0) > 0) return 'Obj';
  return 'Single';
};

/** `List<Order>` → `Order`; `Map<String, Long>` → `Long` (the value); `String[]` → `String`. */
const elementTypeOf = (objectType: string): string => {
  const generic = /<\s*(?:[^,<>]+,\s*)?([^,<>]+?)\s*>$/.exec(objectType);
  if (generic?.[1]) return generic[1];
  return objectType.endsWith('[]') ? objectType.slice(0, -2) : 'String';
};

const single = (id: string, paramId: number | string, name: string, objectType: string, value: string, required: boolean): TestParamNodeDto => ({
  id,
  paramId,
  name,
  type: 'Single',
  objectType,
  webShowType: 'input',
  value,
  required: required ? 1 : 0,
  remark: null,
  canDelete: 0,
  children: [],
});

/**
 * The one item of a list (the template "add" copies) or the value of a map entry: the element's fields in one `Obj`
 * when the document lists any, else a scalar of the element type.
 */
const elementOf = (node: ApiParamNodeDto, id: string, name: string): TestParamNodeDto => {
  const fields = node.children ?? [];
  if (fields.length === 0) return single(id, node.id, name, elementTypeOf(node.logogramType ?? ''), node.exampleValue ?? '', false);
  return { id, paramId: node.id, name, type: 'Obj', objectType: elementTypeOf(node.logogramType ?? ''), webShowType: 'group', value: null, required: 0, remark: null, canDelete: 1, children: toTestTree(fields) };
};

/**
 * The API document's request tree as the test tool edits it, in the platform's shape (domain/api-test/test-params):
 * a list's children are its items (here one, the template), a map's children are MapKeyValuePair entries whose first
 * child is the key and second the value.
 */
export const toTestTree = (nodes: readonly ApiParamNodeDto[] | null | undefined): TestParamNodeDto[] =>
  (nodes ?? []).map((node): TestParamNodeDto => {
    const type = testTypeOf(node);
    const base = {
      id: node.id,
      paramId: node.id,
      name: node.name,
      type,
      objectType: node.logogramType ?? null,
      webShowType: type === 'Single' ? 'input' : 'group',
      value: type === 'Single' ? (node.exampleValue ?? '') : null,
      required: node.required === '1' ? 1 : 0,
      remark: node.remark ?? null,
      canDelete: node.required === '1' ? 0 : 1,
    };
    if (type === 'Single') return { ...base, children: [] };
    if (type === 'List') return { ...base, children: [elementOf(node, `${String(node.id)}-1`, node.name)] };
    if (type === 'Map') {
      const entryId = `${String(node.id)}-1`;
      const entry: TestParamNodeDto = {
        id: entryId,
        paramId: node.id,
        name: 'entry',
        type: 'MapKeyValuePair',
        objectType: null,
        webShowType: 'group',
        value: null,
        required: 0,
        remark: null,
        canDelete: 1,
        children: [single(`${entryId}-key`, node.id, 'key', 'String', 'key', true), elementOf(node, `${entryId}-value`, 'value')],
      };
      return { ...base, children: [entry] };
    }
    return { ...base, children: toTestTree(node.children) };
  });

const NUMERIC = /^(int|integer|long|short|byte|double|float|bigdecimal|biginteger|number)$/i;
const COLLECTIONS: readonly string[] = ['List', 'Set', 'Array'];

const isLeafNode = (node: TestParamNodeDto): boolean => node.type === 'Single' || (node.type === 'MapKeyValuePair' && (node.children?.length ?? 0) === 0);

/** A leaf's JSON value: a number for numeric types, a boolean for Boolean, text otherwise. */
const scalarOf = (node: TestParamNodeDto): unknown => {
  const value = node.value ?? '';
  const type = (node.objectType ?? '').split('.').pop() ?? '';
  if (NUMERIC.test(type) && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (/^boolean$/i.test(type) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
};

const valueOf = (node: TestParamNodeDto): unknown => {
  const children = node.children ?? [];
  if (isLeafNode(node)) return scalarOf(node);
  if (COLLECTIONS.includes(node.type)) return children.map(valueOf);
  if (node.type === 'Map')
    return Object.fromEntries(
      children.flatMap((entry): [string, unknown][] => {
        if (isLeafNode(entry)) return [[entry.name, scalarOf(entry)]];
        const [key, value] = entry.children ?? [];
        const name = key ? String(valueOf(key)) : '';
        return name ? [[name, value ? valueOf(value) : null]] : [];
      }),
    );
  return toValue(children);
};

/** The edited parameter tree as the JSON value the gateway receives (lists as arrays of their items, maps by key). */
export const toValue = (nodes: readonly TestParamNodeDto[]): Record<string, unknown> => Object.fromEntries(nodes.map((node) => [node.name, valueOf(node)]));

/** Every parameter id of the document's request tree (all shown: the visibility map). */
export const paramIds = (nodes: readonly ApiParamNodeDto[] | null | undefined): string[] =>
  (nodes ?? []).flatMap((node) => [String(node.id), ...paramIds(node.children)]);
