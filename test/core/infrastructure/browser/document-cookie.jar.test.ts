import { describe, expect, it } from 'vitest';
import { createDocumentCookieJar } from '../../../../src/infrastructure/browser/document-cookie.jar';

const NOW = Date.UTC(2024, 0, 1);

/** Enough of document.cookie: records each assignment; reading lists the cookies not yet expired. */
const fakeDocument = (initial = '') => {
  const written: string[] = [];
  const jar = new Map<string, string>(
    initial
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      written.push(assignment);
      const [pair = '', ...attributes] = assignment.split('; ');
      const name = pair.slice(0, pair.indexOf('='));
      const expires = attributes.find((attribute) => attribute.startsWith('expires='))?.slice('expires='.length);
      if (expires && Date.parse(expires) <= NOW) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf('=') + 1));
    },
  };
};

describe('document.cookie jar', () => {
  it('reads a cookie by exact name, decoding its value', () => {
    const jar = createDocumentCookieJar(fakeDocument('xsupplierId=9; supplierId=42; groupCode=g%20one'));
    expect(jar.get('supplierId')).toBe('42');
    expect(jar.get('groupCode')).toBe('g one');
    expect(jar.get('thor')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(createDocumentCookieJar(fakeDocument('a=100%')).get('a')).toBe('100%');
  });

  it('writes a session cookie on path / with the value encoded', () => {
    const doc = fakeDocument();
    createDocumentCookieJar(doc, () => NOW).set('groupCode', 'a b;c');
    expect(doc.written).toEqual(['groupCode=a%20b%3Bc; path=/; samesite=lax']);
    expect(createDocumentCookieJar(doc).get('groupCode')).toBe('a b;c');
  });

  it('writes domain, path and an expiry `days` ahead', () => {
    const doc = fakeDocument();
    createDocumentCookieJar(doc, () => NOW).set('lcpinfo', 'x', { domain: '.example.com', days: 20000, path: '/p' });
    expect(doc.written).toEqual([
      `lcpinfo=x; path=/p; domain=.example.com; expires=${new Date(NOW + 20000 * 86_400_000).toUTCString()}; samesite=lax`,
    ]);
  });

  it('removes a cookie by expiring it on the same domain and path', () => {
    const doc = fakeDocument('supplierId=42');
    const jar = createDocumentCookieJar(doc, () => NOW);
    jar.remove('supplierId', { domain: '.example.com' });
    expect(doc.written).toEqual(['supplierId=; path=/; domain=.example.com; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax']);
    expect(jar.get('supplierId')).toBeUndefined();
  });

  it('marks its cookies Secure on a page served over https', () => {
    const doc = fakeDocument();
    const jar = createDocumentCookieJar(doc, () => NOW, true);
    jar.set('supplierId', '42');
    jar.remove('supplierId');
    expect(doc.written).toEqual(['supplierId=42; path=/; samesite=lax; secure', 'supplierId=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax; secure']);
  });
});
