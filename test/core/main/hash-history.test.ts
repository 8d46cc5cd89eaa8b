import { describe, expect, it } from 'vitest';
import { parseHashRoute } from '../../../src/main/hash-history';

const STATE = { __TSR_index: 3, key: 'k', __TSR_key: 'k' };

describe('hash routes', () => {
  it.each([
    ['#/oauth?appKey=A1', { pathname: '/oauth', search: '?appKey=A1', hash: '' }],
    ['#/doc/1?x=1#field-a', { pathname: '/doc/1', search: '?x=1', hash: '#field-a' }],
    ['#/home', { pathname: '/home', search: '', hash: '' }],
    ['', { pathname: '/', search: '', hash: '' }],
    ['#home', { pathname: '/home', search: '', hash: '' }],
    ['#/ho\tme', { pathname: '/home', search: '', hash: '' }],
  ])('%s → %o', (hash, expected) => {
    expect(parseHashRoute(hash, STATE)).toMatchObject({ ...expected, state: STATE });
  });

  it('a fresh entry gets a history key of its own', () => {
    const { state } = parseHashRoute('#/home', undefined);
    expect(state.__TSR_index).toBe(0);
    expect(state.key).toMatch(/^\w+$/);
  });
});
