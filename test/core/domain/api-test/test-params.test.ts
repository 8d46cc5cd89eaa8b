import { describe, expect, it } from 'vitest';
import {
  addListItem,
  applyVisibility,
  displayPath,
  fillExamples,
  findParam,
  fromJsonValue,
  missingRequired,
  prepareTestParams,
  removeListItem,
  setValue,
  toJsonValue,
  withDocExamples,
  type TestParam,
} from '../../../../src/domain/api-test/test-params';
import { leaf } from '../../../fakes/sample-test-param';

const node = (id: string, name: string, type: TestParam['type'], children: TestParam[], extra: Partial<TestParam> = {}): TestParam =>
  leaf(id, name, { type, objectType: '', children, ...extra });

/** orderId (required), weight (Double), items: List of {sku (required), qty (Integer)}, tags: List<String>, ext: Map. */
const tree = () =>
  prepareTestParams([
    leaf('1', 'orderId', { required: true, example: 'A1' }),
    leaf('2', 'weight', { objectType: 'java.lang.Double', example: '1.5' }),
    node('3', 'items', 'List', [node('4', 'item', 'Obj', [leaf('5', 'sku', { required: true, example: 'SKU-1' }), leaf('6', 'qty', { objectType: 'Integer' })])], {
      objectType: 'List<Item>',
      required: true,
    }),
    node('7', 'tags', 'List', [], { objectType: 'List<String>' }),
    node('8', 'ext', 'Map', [node('9', 'pair', 'MapKeyValuePair', [leaf('10', 'key'), leaf('11', 'value')])]),
    node('12', 'insurance', 'Obj', [leaf('13', 'amount', { required: true, objectType: 'BigDecimal' }), leaf('14', 'note')]),
    leaf('15', 'urgent', { objectType: 'boolean' }),
  ]);

describe('preparing the tree', () => {
  it('marks list items and map entries deletable and keeps an empty template of the first one', () => {
    const items = findParam(tree(), ['3']);
    expect(items?.children[0]?.canDelete).toBe(true);
    expect(items?.itemTemplate).toMatchObject({ id: '4', value: '', children: [{ id: '5' }, { id: '6' }] });
    expect(findParam(tree(), ['1'])?.canDelete).toBe(false);
    expect(findParam(tree(), ['8', '9'])?.canDelete).toBe(true);
  });

  it('gives a list without items a scalar template of its element type', () => {
    expect(findParam(tree(), ['7'])?.itemTemplate).toMatchObject({ type: 'Single', objectType: 'String', value: '' });
  });
});

describe('visibility', () => {
  it('removes the parameters the map hides (0), keeps shown (1) and unknown ones, at any depth', () => {
    const shown = applyVisibility(tree(), { '2': 0, '6': 0, '1': 1 });
    expect(shown.map((param) => param.name)).toEqual(['orderId', 'items', 'tags', 'ext', 'insurance', 'urgent']);
    expect(findParam(shown, ['3', '4'])?.children.map((param) => param.name)).toEqual(['sku']);
    expect(findParam(shown, ['3'])?.itemTemplate?.children.map((param) => param.name)).toEqual(['sku']);
  });
});

describe('editing', () => {
  it('sets a leaf value by path and leaves a non-leaf or unknown path alone', () => {
    const edited = setValue(tree(), ['3', '4', '5'], 'SKU-9');
    expect(findParam(edited, ['3', '4', '5'])?.value).toBe('SKU-9');
    const before = tree();
    expect(setValue(before, ['3'], 'x')).toBe(before);
    expect(setValue(before, ['99'], 'x')).toBe(before);
  });

  it('adds a list item: an empty copy of the template with fresh ids', () => {
    const typed = setValue(tree(), ['3', '4', '5'], 'SKU-9');
    const added = addListItem(typed, ['3']);
    const items = findParam(added, ['3'])?.children ?? [];
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ name: 'item', canDelete: true, children: [{ name: 'sku', value: '', example: 'SKU-1' }, { name: 'qty', value: '' }] });
    const ids = [items[1]?.id, ...(items[1]?.children.map((child) => child.id) ?? [])];
    expect(new Set(ids).size).toBe(3);
    expect(ids.some((id) => ['3', '4', '5', '6'].includes(id ?? ''))).toBe(false);
    expect(items[0]?.children[0]?.value).toBe('SKU-9');
  });

  it('adds items to a list of scalars and entries to a map; not to a leaf', () => {
    expect(findParam(addListItem(tree(), ['7']), ['7'])?.children).toHaveLength(1);
    expect(findParam(addListItem(tree(), ['8']), ['8'])?.children).toHaveLength(2);
    const before = tree();
    expect(addListItem(before, ['1'])).toBe(before);
  });

  it('removes a list item; the list may become empty and "add" still works', () => {
    const empty = removeListItem(tree(), ['3', '4']);
    expect(findParam(empty, ['3'])?.children).toEqual([]);
    expect(findParam(addListItem(empty, ['3']), ['3'])?.children).toHaveLength(1);
  });

  it('does not remove a parameter that is not a list item', () => {
    const before = tree();
    expect(removeListItem(before, ['1'])).toBe(before);
    expect(removeListItem(before, ['12', '13'])).toBe(before);
  });
});

describe('fill examples', () => {
  it('fills every leaf that has an example and says nothing would be overwritten on an empty form', () => {
    const { tree: filled, overwrites } = fillExamples(tree());
    expect(overwrites).toBe(false);
    expect(findParam(filled, ['1'])?.value).toBe('A1');
    expect(findParam(filled, ['3', '4', '5'])?.value).toBe('SKU-1');
    expect(findParam(filled, ['3', '4', '6'])?.value).toBe('');
  });

  it('flags a typed value that an example would replace; keepTyped fills only the empty ones', () => {
    const typed = setValue(tree(), ['1'], 'MINE');
    expect(fillExamples(typed)).toMatchObject({ overwrites: true });
    expect(findParam(fillExamples(typed).tree, ['1'])?.value).toBe('A1');
    const kept = fillExamples(typed, { keepTyped: true }).tree;
    expect(findParam(kept, ['1'])?.value).toBe('MINE');
    expect(findParam(kept, ['2'])?.value).toBe('1.5');
  });

  it('a typed value equal to its example is no overwrite', () => {
    expect(fillExamples(setValue(tree(), ['1'], 'A1')).overwrites).toBe(false);
  });
});

describe('required fields', () => {
  it('lists the blank required leaves (white space is blank), including those of list items', () => {
    const paths = missingRequired(setValue(tree(), ['1'], '  '));
    expect(paths).toEqual([['1'], ['3', '4', '5']]);
    expect(paths.map((path) => displayPath(tree(), path))).toEqual(['orderId', 'items[1].sku']);
  });

  it('an optional object left untouched is not checked; once typed in, its required fields are', () => {
    const typed = setValue(setValue(tree(), ['1'], 'A'), ['3', '4', '5'], 'S');
    expect(missingRequired(typed)).toEqual([]);
    expect(missingRequired(setValue(typed, ['12', '14'], 'fragile'))).toEqual([['12', '13']]);
  });

  it('a required list with no item is blank', () => {
    expect(missingRequired(removeListItem(setValue(tree(), ['1'], 'A'), ['3', '4']))).toEqual([['3']]);
  });
});

describe('JSON', () => {
  it('turns the form into objects, arrays, maps, numbers for numeric types and booleans', () => {
    let form = tree();
    form = setValue(form, ['1'], 'A1');
    form = setValue(form, ['2'], '1.50');
    form = setValue(form, ['3', '4', '6'], '3');
    form = addListItem(form, ['7']);
    const tag = findParam(form, ['7'])?.children[0]?.id ?? '';
    form = setValue(form, ['7', tag], 'x');
    form = setValue(form, ['8', '9', '10'], 'color');
    form = setValue(form, ['8', '9', '11'], 'red');
    form = setValue(form, ['15'], 'true');
    expect(toJsonValue(form)).toEqual({
      orderId: 'A1',
      weight: 1.5,
      items: [{ sku: '', qty: 3 }],
      tags: ['x'],
      ext: { color: 'red' },
      insurance: { amount: '', note: '' },
      urgent: true,
    });
  });

  it('keeps a numeric type\'s non-number text as text, and leaves a map entry without key out', () => {
    const form = setValue(tree(), ['2'], 'heavy');
    expect(toJsonValue(form)).toMatchObject({ weight: 'heavy', ext: {} });
  });

  it('reads a JSON value back into the form by name path: list lengths follow the JSON, existing ids stay', () => {
    const { tree: form, ignored } = fromJsonValue(tree(), {
      orderId: 'B2',
      weight: 2,
      items: [{ sku: 'S1', qty: 1 }, { sku: 'S2' }],
      tags: ['a', 'b'],
      ext: { size: 'L', color: 'blue' },
      insurance: { amount: 10, extra: 1 },
      unknown: true,
    });
    expect(ignored).toEqual(['unknown', 'insurance.extra']);
    expect(findParam(form, ['1'])?.value).toBe('B2');
    expect(findParam(form, ['2'])?.value).toBe('2');
    const items = findParam(form, ['3'])?.children ?? [];
    expect(items.map((item) => item.children.map((child) => child.value))).toEqual([
      ['S1', '1'],
      ['S2', ''],
    ]);
    expect(items[0]?.id).toBe('4');
    expect(toJsonValue(form)).toEqual({
      orderId: 'B2',
      weight: 2,
      items: [
        { sku: 'S1', qty: 1 },
        { sku: 'S2', qty: '' },
      ],
      tags: ['a', 'b'],
      ext: { size: 'L', color: 'blue' },
      insurance: { amount: 10, note: '' },
      urgent: '',
    });
  });

  it('an absent key empties its field and an absent list has no items', () => {
    const typed = setValue(tree(), ['1'], 'A1');
    const { tree: form } = fromJsonValue(typed, {});
    expect(findParam(form, ['1'])?.value).toBe('');
    expect(findParam(form, ['3'])?.children).toEqual([]);
  });

  it('round-trips a filled form through JSON unchanged', () => {
    const filled = fillExamples(addListItem(tree(), ['3'])).tree;
    expect(toJsonValue(fromJsonValue(filled, toJsonValue(filled)).tree)).toEqual(toJsonValue(filled));
  });

  it('reads map entries that are leaves (named by their key) by name', () => {
    const form = prepareTestParams([node('1', 'attrs', 'Map', [leaf('2', 'color', { type: 'MapKeyValuePair' })])]);
    expect(toJsonValue(fromJsonValue(form, { attrs: { color: 'red' } }).tree)).toEqual({ attrs: { color: 'red' } });
  });
});

describe('doc examples', () => {
  it('fills missing examples from the API document by name path, list element fields included', () => {
    const form = prepareTestParams([
      leaf('1', 'orderId', { example: 'KEEP' }),
      node('3', 'items', 'List', [node('4', 'item', 'Obj', [leaf('5', 'sku')])]),
      leaf('6', 'remark'),
    ]);
    const enriched = withDocExamples(form, [
      { name: 'orderId', example: 'DOC', children: [] },
      { name: 'items', children: [{ name: 'sku', example: 'SKU-DOC', children: [] }] },
    ]);
    expect(findParam(enriched, ['1'])?.example).toBe('KEEP');
    expect(findParam(enriched, ['3', '4', '5'])?.example).toBe('SKU-DOC');
    expect(findParam(enriched, ['3'])?.itemTemplate?.children[0]?.example).toBe('SKU-DOC');
    expect(findParam(enriched, ['6'])?.example).toBe('');
  });
});
