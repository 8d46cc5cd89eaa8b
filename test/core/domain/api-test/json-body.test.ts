import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { jsonTextOf, parseJsonBody, treeOfJsonText } from '../../../../src/domain/api-test/json-body';
import { findParam, prepareTestParams, setValue, type TestParam } from '../../../../src/domain/api-test/test-params';

const leaf = (id: string, name: string, objectType = 'String'): TestParam => ({
  id,
  paramId: id,
  name,
  type: 'Single',
  objectType,
  required: false,
  example: '',
  value: '',
  canDelete: false,
  children: [],
});
const form = prepareTestParams([leaf('1', 'orderId'), leaf('2', 'weight', 'Double')]);

describe('JSON mode text', () => {
  it('parses JSON, and names blank text and broken JSON (JSON analyzing failed)', () => {
    expect(parseJsonBody(' [{"a":1}] ')).toEqual(E.right([{ a: 1 }]));
    expect(parseJsonBody('  \n')).toEqual(E.left({ kind: 'EmptyJson' }));
    expect(parseJsonBody('{"a":')).toEqual(E.left({ kind: 'InvalidJson' }));
  });

  it('writes the form as the gateway body (an array of one object) or as the object of a direct call', () => {
    const typed = setValue(setValue(form, ['1'], 'A1'), ['2'], '1.5');
    expect(JSON.parse(jsonTextOf(typed, true))).toEqual([{ orderId: 'A1', weight: 1.5 }]);
    expect(JSON.parse(jsonTextOf(typed, false))).toEqual({ orderId: 'A1', weight: 1.5 });
  });

  it('reads the text back into the form, unwrapping the gateway array, and reports broken JSON', () => {
    const read = treeOfJsonText(form, '[{"orderId":"B2","weight":2}]', true);
    expect(E.isRight(read) && findParam(read.right.tree, ['1'])?.value).toBe('B2');
    const bare = treeOfJsonText(form, '{"orderId":"C3"}', true);
    expect(E.isRight(bare) && findParam(bare.right.tree, ['1'])?.value).toBe('C3');
    expect(treeOfJsonText(form, '[{', true)).toEqual(E.left({ kind: 'InvalidJson' }));
  });
});
