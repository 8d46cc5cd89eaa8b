import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { parseSignUrl } from '../../../../src/domain/signature/parse-sign-url';

describe('parseSignUrl', () => {
  it('reads base URL, method and the query, form-decoded', () => {
    const url =
      'https://api.jdl.com/ecap/v1/orders/create?LOP-DN=ECAP&app_key=appkey123&access_token=token789' +
      '&timestamp=2026-01-02+03%3A04%3A05&v=2.0&sign=abc&algorithm=HMacSHA1';
    expect(parseSignUrl(url)).toEqual(
      E.right({
        baseUrl: 'https://api.jdl.com',
        method: '/ecap/v1/orders/create',
        lopDn: 'ECAP',
        accessToken: 'token789',
        appKey: 'appkey123',
        timestamp: '2026-01-02 03:04:05',
        version: '2.0',
        algorithm: 'HMacSHA1',
        missing: [],
      }),
    );
  });

  it('decodes %20 and a raw colon the same way', () => {
    const parsed = parseSignUrl('http://localhost:8080/a/b?timestamp=2026-01-02%2003:04:05');
    expect(E.isRight(parsed) && parsed.right.timestamp).toBe('2026-01-02 03:04:05');
    expect(E.isRight(parsed) && parsed.right.baseUrl).toBe('http://localhost:8080');
  });

  it('reports every needed parameter the URL lacks or leaves empty, and leaves optional ones out', () => {
    expect(parseSignUrl('https://api.jdl.com/?app_key=&v=2.0')).toEqual(
      E.right({ baseUrl: 'https://api.jdl.com', method: '', version: '2.0', missing: ['method', 'access_token', 'app_key', 'timestamp'] }),
    );
    const partner = parseSignUrl('https://api.jdl.com/m?app_key=k&timestamp=2026-01-02+03%3A04%3A05&v=2.0');
    expect(E.isRight(partner) && partner.right.missing).toEqual(['access_token']);
  });

  it.each(['', 'not a url', '/ecap/v1/orders/create?app_key=k', 'ftp://api.jdl.com/x', 'mailto:a@b.c'])('refuses %j', (text) => {
    expect(parseSignUrl(text)).toEqual(E.left({ kind: 'invalidUrl' }));
  });
});
