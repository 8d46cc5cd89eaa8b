import type { TestParam } from '../../src/domain/api-test/test-params';

/** A field of the API test form as the server describes it: a text leaf, optional and empty unless `extra` says. */
export const leaf = (id: string, name: string, extra: Partial<TestParam> = {}): TestParam => ({
  id,
  paramId: id,
  name,
  type: 'Single',
  objectType: 'String',
  required: false,
  example: '',
  value: '',
  canDelete: false,
  children: [],
  ...extra,
});
