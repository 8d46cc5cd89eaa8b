import { describe, expect, it } from 'vitest';
import { applyResultSearch, pageSearch } from '../../../src/ui/routes/search-params';

describe('apply/result search (the new WMS system id)', () => {
  it('keeps an id made of letters, digits, _ and -', () => {
    expect(applyResultSearch({ systemId: 'WMS900013' })).toEqual({ systemId: 'WMS900013' });
    expect(applyResultSearch({ systemId: 900013 })).toEqual({ systemId: '900013' });
  });

  it('drops anything else, so the page never shows it', () => {
    expect(applyResultSearch({ systemId: '<script>' })).toEqual({});
    expect(applyResultSearch({ systemId: '' })).toEqual({});
    expect(applyResultSearch({ systemId: 'x'.repeat(65) })).toEqual({});
    expect(applyResultSearch({})).toEqual({});
  });
});

describe('a paged list search (My System)', () => {
  it('keeps pages from 2 on and drops page 1 and bad values', () => {
    expect(pageSearch({ page: '3' })).toEqual({ page: 3 });
    expect(pageSearch({ page: '1' })).toEqual({});
    expect(pageSearch({ page: 'x' })).toEqual({});
  });
});
