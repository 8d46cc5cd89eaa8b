import { describe, expect, it } from 'vitest';
import { applyResultSearch, NOT_FOUND_ADDRESS_MAX_LENGTH, notFoundSearch, pageSearch } from '../../../src/ui/portal/search-params';

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

describe('notFoundSearch: the unknown address /404 repeats', () => {
  it('keeps a portal path as it was opened, its query and hash too', () => {
    expect(notFoundSearch({ from: '/solution/wine' })).toEqual({ from: '/solution/wine' });
    expect(notFoundSearch({ from: '/searchResult/x?q=a&tab=b#top' })).toEqual({ from: '/searchResult/x?q=a&tab=b#top' });
    expect(notFoundSearch({ from: '/出库/<script>' })).toEqual({ from: '/出库/<script>' });
  });

  it('drops anything that is not one: another origin, a scheme, control characters, no value, too long', () => {
    for (const from of ['//evil.example.com/x', 'https://evil.example.com/', 'javascript:alert(1)', 'solution', '/a\nb', '/a\u0000', '', 42, undefined, { a: 1 }]) {
      expect(notFoundSearch({ from })).toEqual({});
    }
    expect(notFoundSearch({ from: `/${'a'.repeat(NOT_FOUND_ADDRESS_MAX_LENGTH)}` })).toEqual({});
    expect(notFoundSearch({ from: `/${'a'.repeat(NOT_FOUND_ADDRESS_MAX_LENGTH - 1)}` }).from).toHaveLength(NOT_FOUND_ADDRESS_MAX_LENGTH);
  });
});
