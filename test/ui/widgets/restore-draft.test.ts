import { describe, expect, it } from 'vitest';
import { restoreDraft } from '../../../src/ui/widgets/restore-draft';

const initial = { systemName: '', scenario: undefined as string | undefined, term: 1 as number | undefined, agreed: false };
const offered = (field: keyof typeof initial, value: unknown) => field !== 'term' || [1, 2, 3].includes(value as number);

describe('restoreDraft', () => {
  it('takes every fitting field from the draft', () => {
    expect(restoreDraft(initial, { systemName: 'Hub', scenario: 'apparel', term: 2, agreed: true }, offered)).toEqual({
      systemName: 'Hub',
      scenario: 'apparel',
      term: 2,
      agreed: true,
    });
  });

  it('drops values of another type, terms no longer offered and unknown fields', () => {
    expect(restoreDraft(initial, { systemName: 7, term: 9, agreed: 'yes', extra: 1 }, offered)).toBe(initial);
  });

  it('starts from the form when there is no draft or it is not an object', () => {
    expect(restoreDraft(initial, undefined, offered)).toBe(initial);
    expect(restoreDraft(initial, ['Hub'], offered)).toBe(initial);
  });
});
