import { describe, expect, it } from 'vitest';
import { algorithmOfParam, algorithmParam, collectParameters, maskSecret, SIGN_ALGORITHM_OPTIONS, signedUrl, signParameters, stringToSign, type SignInput } from '../../../../src/domain/signature/signature';
import { DEFAULT_SIGN_ALGORITHM, SIGN_ALGORITHMS } from '../../../../src/domain/signature/sign-settings';

/** signature.md's worked example. */
const WORKED: SignInput = {
  accessToken: 'token789',
  appKey: 'appkey123',
  appSecret: 'secret456',
  method: '/ecap/v1/orders/create',
  paramJson: '[{"orderId":"A1","weight":1.5}]',
  timestamp: '2026-01-02 03:04:05',
  version: '2.0',
  algorithm: 'md5-salt',
};
const { accessToken: _token, ...PARTNER } = WORKED;

describe('algorithms', () => {
  it('offers the six algorithms of the spec, md5-salt first and by default', () => {
    expect(SIGN_ALGORITHMS).toEqual(['md5-salt', 'sm3-salt', 'hmac-sha1', 'HMacSHA256', 'HMacSHA512', 'HMacMD5']);
    expect(DEFAULT_SIGN_ALGORITHM).toBe('md5-salt');
    expect(SIGN_ALGORITHM_OPTIONS.map((o) => o.label)).toEqual(['md5-salt', 'sm3-salt', 'hmac-sha1', 'HMacSHA256', 'HMacSHA512', 'HMacMD5']);
  });

  it('sends hmac-sha1 as HMacSHA1 and every other option as it reads', () => {
    expect(algorithmParam('hmac-sha1')).toBe('HMacSHA1');
    for (const a of SIGN_ALGORITHMS.filter((x) => x !== 'hmac-sha1')) expect(algorithmParam(a)).toBe(a);
  });

  it('reads an algorithm query value back, case-insensitively, by param or label', () => {
    expect(algorithmOfParam('HMacSHA1')).toBe('hmac-sha1');
    expect(algorithmOfParam('hmac-sha1')).toBe('hmac-sha1');
    expect(algorithmOfParam('hmacsha256')).toBe('HMacSHA256');
    expect(algorithmOfParam('MD5-SALT')).toBe('md5-salt');
    expect(algorithmOfParam('sha256')).toBeUndefined();
  });
});

describe('signParameters', () => {
  it('collects the six parameters and sorts them by key', () => {
    expect(collectParameters(WORKED).map((p) => p.key)).toEqual(['access_token', 'app_key', 'method', 'timestamp', 'param_json', 'v']);
    expect(signParameters(WORKED)).toEqual([
      { key: 'access_token', value: 'token789' },
      { key: 'app_key', value: 'appkey123' },
      { key: 'method', value: '/ecap/v1/orders/create' },
      { key: 'param_json', value: '[{"orderId":"A1","weight":1.5}]' },
      { key: 'timestamp', value: '2026-01-02 03:04:05' },
      { key: 'v', value: '2.0' },
    ]);
  });

  it('keeps a partner app’s access_token with an empty value', () => {
    expect(signParameters(PARTNER)[0]).toEqual({ key: 'access_token', value: '' });
  });
});

describe('stringToSign', () => {
  it('is the worked example’s content exactly', () => {
    expect(stringToSign(WORKED)).toBe(
      'secret456access_tokentoken789app_keyappkey123method/ecap/v1/orders/createparam_json[{"orderId":"A1","weight":1.5}]timestamp2026-01-02 03:04:05v2.0secret456',
    );
  });

  it('writes the literal access_token label with an empty value for a partner app', () => {
    expect(stringToSign(PARTNER)).toBe(
      'secret456access_tokenapp_keyappkey123method/ecap/v1/orders/createparam_json[{"orderId":"A1","weight":1.5}]timestamp2026-01-02 03:04:05v2.0secret456',
    );
  });

  it('is the same whatever the algorithm (the secret wraps the HMAC content too)', () => {
    expect(stringToSign({ ...WORKED, algorithm: 'HMacSHA256' })).toBe(stringToSign(WORKED));
  });

  it('keeps the body byte for byte, whitespace inside strings included', () => {
    const paramJson = '{"a":"x  y\\t","收件人":"张三 😀"}';
    expect(stringToSign({ ...WORKED, paramJson })).toContain(`param_json${paramJson}timestamp`);
  });
});

describe('maskSecret', () => {
  it('replaces every occurrence of the secret with as many bullets', () => {
    expect(maskSecret(stringToSign(WORKED), 'secret456')).toBe(
      '•••••••••access_tokentoken789app_keyappkey123method/ecap/v1/orders/createparam_json[{"orderId":"A1","weight":1.5}]timestamp2026-01-02 03:04:05v2.0•••••••••',
    );
  });

  it('masks an occurrence inside the values too', () => {
    expect(maskSecret('abcXYZabc{"k":"abc"}abc', 'abc')).toBe('•••XYZ•••{"k":"•••"}•••');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskSecret('密🔑x密🔑', '密🔑')).toBe('••x••');
  });

  it('leaves the content alone for an empty secret', () => {
    expect(maskSecret('abc', '')).toBe('abc');
  });
});

describe('signedUrl', () => {
  it('builds the final URL in the spec’s parameter order, form-encoded', () => {
    expect(signedUrl({ ...WORKED, lopDn: 'ECAP' }, '326c9ebb5f3b825318bdb921ca9ccc6b')).toBe(
      'https://api.example.com/ecap/v1/orders/create?LOP-DN=ECAP&app_key=appkey123&access_token=token789' +
        '&timestamp=2026-01-02+03%3A04%3A05&v=2.0&sign=326c9ebb5f3b825318bdb921ca9ccc6b&algorithm=md5-salt',
    );
  });

  it('percent-encodes a Base64 sign (+ %2B, / %2F, = %3D)', () => {
    const url = signedUrl({ ...WORKED, algorithm: 'HMacSHA256' }, 'JK0WRxwmbNHgLeGwXoWIsmOVQbC9/X0axluKKVCotQs=');
    expect(url).toContain('&sign=JK0WRxwmbNHgLeGwXoWIsmOVQbC9%2FX0axluKKVCotQs%3D&algorithm=HMacSHA256');
    expect(signedUrl(WORKED, 'a+b/c==')).toContain('sign=a%2Bb%2Fc%3D%3D');
    expect(new URL(url).searchParams.get('sign')).toBe('JK0WRxwmbNHgLeGwXoWIsmOVQbC9/X0axluKKVCotQs=');
  });

  it('omits access_token and LOP-DN when absent, and always sends the algorithm (partner app)', () => {
    expect(signedUrl({ ...PARTNER, algorithm: 'hmac-sha1' }, 's')).toBe(
      'https://api.example.com/ecap/v1/orders/create?app_key=appkey123&timestamp=2026-01-02+03%3A04%3A05&v=2.0&sign=s&algorithm=HMacSHA1',
    );
    expect(signedUrl({ ...WORKED, accessToken: '' }, 's')).not.toContain('access_token');
  });

  it('uses the given base URL, without a doubled slash, and adds a missing leading slash to the method', () => {
    expect(signedUrl({ ...WORKED, baseUrl: 'https://uat-api.example.com/', method: 'ecap/v1/x' }, 's')).toMatch(
      /^https:\/\/uat-api\.example\.com\/ecap\/v1\/x\?app_key=/,
    );
  });
});
