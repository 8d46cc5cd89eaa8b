import { describe, expect, it } from 'vitest';
import { makeEnsureVisitorCookie } from '../../../../src/application/use-cases/visitor-cookie.use-case';
import { createMemoryCookieJar } from '../../../fakes/memory-cookie-jar';

const ID = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

describe('lcpinfo visitor cookie', () => {
  it('is set with a random 32-character id for 20000 days when missing', () => {
    const cookies = createMemoryCookieJar();
    makeEnsureVisitorCookie({ cookies, randomId: () => ID })();
    expect(cookies.writes).toEqual([{ op: 'set', name: 'lcpinfo', value: ID, options: { days: 20000, path: '/' } }]);
  });

  it('is kept when present', () => {
    const cookies = createMemoryCookieJar({ lcpinfo: ID });
    makeEnsureVisitorCookie({ cookies, randomId: () => 'x'.repeat(32) })();
    expect(cookies.writes).toEqual([]);
  });

  it('is replaced when malformed', () => {
    const cookies = createMemoryCookieJar({ lcpinfo: 'short' });
    makeEnsureVisitorCookie({ cookies, randomId: () => ID })();
    expect(cookies.get('lcpinfo')).toBe(ID);
  });
});
