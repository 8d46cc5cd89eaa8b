import { describe, expect, it } from 'vitest';
import { fieldsLeft } from '../../../../src/domain/api-test/fields-left';
import { fillExamples, prepareTestParams, setValue } from '../../../../src/domain/api-test/test-params';
import { initialTestSettings } from '../../../../src/domain/api-test/test-settings';
import { leaf } from '../../../fakes/sample-test-param';


/** orderId and sku are required; weight is not. */
const tree = prepareTestParams([
  leaf('1', 'orderId', { required: true, example: 'A1' }),
  leaf('2', 'weight', { example: '1.5' }),
  leaf('3', 'sku', { required: true, example: 'SKU-1' }),
]);
const merchant = initialTestSettings('merchant');
const credentials = { ...merchant, appKey: 'K', appSecret: 'S', accessToken: 'T' };

describe('fields left before Send', () => {
  it('counts blank credentials and blank required parameters, as Send would mark them', () => {
    expect(fieldsLeft(merchant, { mode: 'form', tree })).toBe(5);
    expect(fieldsLeft({ ...merchant, appType: 'partner' }, { mode: 'form', tree })).toBe(4);
    expect(fieldsLeft(credentials, { mode: 'form', tree: setValue(tree, ['1'], 'A9') })).toBe(1);
    expect(fieldsLeft(credentials, { mode: 'form', tree: fillExamples(tree).tree })).toBe(0);
  });

  it('counts a blank JSON body once; broken JSON is not a blank field', () => {
    expect(fieldsLeft(credentials, { mode: 'json', text: '  ' })).toBe(1);
    expect(fieldsLeft(credentials, { mode: 'json', text: '[{' })).toBe(0);
    expect(fieldsLeft(merchant, { mode: 'json', text: '[{}]' })).toBe(3);
  });
});
