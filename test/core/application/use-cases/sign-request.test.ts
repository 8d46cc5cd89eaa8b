import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Digest } from '../../../../src/application/ports/digest.port';
import { makeSignRequest, signInput } from '../../../../src/application/use-cases/sign-request.use-case';
import type { SignFormValues } from '../../../../src/domain/signature/validate-sign-form';
import { nobleDigest } from '../../../../src/infrastructure/crypto/digest.adapter';

/** A digest that records what it is asked and answers a fixed Base64-looking value. */
const recordingDigest = () => {
  const calls: { algorithm: string; secret: string; content: string }[] = [];
  const digest: Digest = {
    sign: (algorithm, secret, content) => {
      calls.push({ algorithm, secret, content });
      return 'ab+/cd==';
    },
  };
  return { digest, calls };
};

const NOW = new Date(Date.UTC(2026, 0, 1, 19, 4, 5)); // 2026-01-02 03:04:05 GMT+8
const now = () => NOW;

const FIELDS: SignFormValues = {
  mode: 'fields',
  partner: false,
  algorithm: 'md5-salt',
  appSecret: 'secret456',
  accessToken: 'token789',
  appKey: 'appkey123',
  method: '/ecap/v1/orders/create',
  timestamp: '2026-01-02 03:04:05',
  paramJson: '[{"orderId":"A1","weight":1.5}]',
  url: '',
  requestBody: '',
};
const WORKED_CONTENT =
  'secret456access_tokentoken789app_keyappkey123method/ecap/v1/orders/createparam_json[{"orderId":"A1","weight":1.5}]timestamp2026-01-02 03:04:05v2.0secret456';

describe('makeSignRequest', () => {
  it("signs for the deployment's gateway when the form names none, and for the typed one when it does", () => {
    const sign = makeSignRequest({ digest: nobleDigest, now, gatewayBaseUrl: 'https://gateway.example.org' });
    const urlOf = (values: SignFormValues) => (E.isRight(sign(values)) ? (sign(values) as E.Right<{ url: string }>).right.url : undefined);
    expect(urlOf(FIELDS)).toMatch(/^https:\/\/gateway\.example\.org\/ecap\/v1\/orders\/create\?/);
    expect(urlOf({ ...FIELDS, baseUrl: 'https://uat-api.example.com' })).toMatch(/^https:\/\/uat-api\.example\.com\/ecap\//);
  });

  it('shows the five steps of signature.md’s worked example', () => {
    const result = makeSignRequest({ digest: nobleDigest, now })({ ...FIELDS, lopDn: 'ECAP' });
    expect(result).toEqual(
      E.right(
        expect.objectContaining({
          params: [
            { key: 'access_token', value: 'token789' },
            { key: 'app_key', value: 'appkey123' },
            { key: 'method', value: '/ecap/v1/orders/create' },
            { key: 'timestamp', value: '2026-01-02 03:04:05' },
            { key: 'param_json', value: '[{"orderId":"A1","weight":1.5}]' },
            { key: 'v', value: '2.0' },
          ],
          sortedKeys: ['access_token', 'app_key', 'method', 'param_json', 'timestamp', 'v'],
          content: WORKED_CONTENT,
          maskedContent: WORKED_CONTENT.replaceAll('secret456', '•••••••••'),
          sign: '326c9ebb5f3b825318bdb921ca9ccc6b',
          url:
            'https://api.example.com/ecap/v1/orders/create?LOP-DN=ECAP&app_key=appkey123&access_token=token789' +
            '&timestamp=2026-01-02+03%3A04%3A05&v=2.0&sign=326c9ebb5f3b825318bdb921ca9ccc6b&algorithm=md5-salt',
          warnings: {},
        }),
      ),
    );
  });

  it('hands the digest the chosen algorithm, the secret and the exact content', () => {
    const { digest, calls } = recordingDigest();
    const result = makeSignRequest({ digest, now })({ ...FIELDS, algorithm: 'hmac-sha1' });
    expect(calls).toEqual([{ algorithm: 'hmac-sha1', secret: 'secret456', content: WORKED_CONTENT }]);
    expect(E.isRight(result) && result.right.url).toMatch(/&sign=ab%2B%2Fcd%3D%3D&algorithm=HMacSHA1$/);
  });

  it('signs a partner app without access_token and sends the algorithm', () => {
    const result = makeSignRequest({ digest: nobleDigest, now })({ ...FIELDS, partner: true, accessToken: '' });
    if (E.isLeft(result)) throw new Error('expected a sign');
    expect(result.right.content).toContain('secret456access_tokenapp_key');
    // openssl dgst -md5 of the partner content (see digest.adapter.test.ts)
    expect(result.right.sign).toBe('5864add2eff04876032b4e04d0c10abf');
    expect(result.right.url).not.toContain('access_token');
    expect(result.right.url).toContain('&algorithm=md5-salt');
  });

  it('signs from a pasted URL and the request body', () => {
    const result = makeSignRequest({ digest: nobleDigest, now })({
      ...FIELDS,
      mode: 'url',
      appKey: '',
      accessToken: '',
      url: 'https://uat-api.example.com/ecap/v1/orders/create?app_key=appkey123&access_token=token789&timestamp=2026-01-02+03%3A04%3A05&v=2.0&sign=old',
      requestBody: '[{"orderId":"A1","weight":1.5}]',
    });
    if (E.isLeft(result)) throw new Error('expected a sign');
    expect(result.right.content).toBe(WORKED_CONTENT);
    expect(result.right.sign).toBe('326c9ebb5f3b825318bdb921ca9ccc6b');
    expect(result.right.url).toBe(
      'https://uat-api.example.com/ecap/v1/orders/create?app_key=appkey123&access_token=token789' +
        '&timestamp=2026-01-02+03%3A04%3A05&v=2.0&sign=326c9ebb5f3b825318bdb921ca9ccc6b&algorithm=md5-salt',
    );
  });

  it('refuses an invalid form with the field map, the offers and the warnings, and signs nothing', () => {
    const { digest, calls } = recordingDigest();
    const result = makeSignRequest({ digest, now })({ ...FIELDS, appKey: '', paramJson: '{ "a": 1 }', timestamp: '2026-01-02 04:04:05' });
    expect(result).toEqual(
      E.left({
        kind: 'Invalid',
        errors: { appKey: 'required', paramJson: 'whitespaceOutsideJsonStrings' },
        warnings: { timestamp: 'clockSkew' },
        compacted: { paramJson: '{"a":1}' },
      }),
    );
    expect(calls).toEqual([]);
  });

  it('signs despite a clock-skew warning, and passes the warning on', () => {
    const result = makeSignRequest({ digest: nobleDigest, now })({ ...FIELDS, timestamp: '2026-01-02 04:04:05' });
    expect(E.isRight(result) && result.right.warnings).toEqual({ timestamp: 'clockSkew' });
  });
});

describe('signInput', () => {
  it('signs already-valid values (the API test console’s path) with the non-ASCII vector', () => {
    const result = signInput(nobleDigest, {
      accessToken: 'token789',
      appKey: 'appkey123',
      appSecret: 'secret456',
      method: '/ecap/v1/orders/create',
      paramJson: String.raw`{"收件人":"张三 😀","note":"a\"b\\c $x"}`,
      timestamp: '2026-01-02 03:04:05',
      version: '2.0',
      algorithm: 'HMacSHA256',
    });
    // openssl dgst -sha256 -hmac secret456 -binary (see digest.adapter.test.ts)
    expect(result.sign).toBe('JK0WRxwmbNHgLeGwXoWIsmOVQbC9/X0axluKKVCotQs=');
    expect(result.url).toContain('&sign=JK0WRxwmbNHgLeGwXoWIsmOVQbC9%2FX0axluKKVCotQs%3D&algorithm=HMacSHA256');
  });
});
