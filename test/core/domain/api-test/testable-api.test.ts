import { describe, expect, it } from 'vitest';
import { groupKeyOf, groupTestableApis, preselectedApi, type TestableApi } from '../../../../src/domain/api-test/testable-api';

const api = (id: number, path: string): TestableApi => ({ id, code: `C${String(id)}`, name: `API ${String(id)}`, path });

describe('testable API list', () => {
  it('groups by the path without its operation', () => {
    expect(groupKeyOf('/ecap/v1/orders/create')).toBe('/ecap/v1/orders');
    expect(groupKeyOf('/inbound/create/')).toBe('/inbound');
    expect(groupKeyOf('/create')).toBe('/');
    expect(groupKeyOf('')).toBe('');
  });

  it('keeps the server order of groups and of APIs inside them', () => {
    const groups = groupTestableApis([api(1, '/ecap/v1/orders/create'), api(2, '/inbound/create'), api(3, '/ecap/v1/orders/cancel'), api(4, '')]);
    expect(groups.map((group) => [group.key, group.apis.map((member) => member.id)])).toEqual([
      ['/ecap/v1/orders', [1, 3]],
      ['/inbound', [2]],
      ['', [4]],
    ]);
  });

  it('preselects the API a doc page opened the console with, when the list has it', () => {
    const groups = groupTestableApis([api(1, '/a/b'), api(2, '/c/d')]);
    expect(preselectedApi(groups, 2)?.id).toBe(2);
    expect(preselectedApi(groups, 9)).toBeUndefined();
    expect(preselectedApi(groups, undefined)).toBeUndefined();
  });
});
