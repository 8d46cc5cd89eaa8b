import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { signInputOf, validateSignForm, type SignFormValues } from '../../../../src/domain/signature/validate-sign-form';

const NOW = new Date(Date.UTC(2026, 0, 1, 19, 4, 5)); // 2026-01-02 03:04:05 GMT+8

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

const SIGN_URL =
  'https://api.jdl.com/ecap/v1/orders/create?LOP-DN=ECAP&app_key=appkey123&access_token=token789&timestamp=2026-01-02+03%3A04%3A05&v=2.0';

const URL_MODE: SignFormValues = {
  ...FIELDS,
  mode: 'url',
  accessToken: '',
  appKey: '',
  method: '',
  timestamp: '',
  paramJson: '',
  url: SIGN_URL,
  requestBody: '[{"orderId":"A1","weight":1.5}]',
};

const errorsOf = (values: SignFormValues) => validateSignForm(values, NOW).errors;

describe('validateSignForm, fields mode', () => {
  it('passes a complete form', () => {
    expect(validateSignForm(FIELDS, NOW)).toEqual({ errors: {}, warnings: {}, compacted: {} });
  });

  it('requires every field, naming each (a blank value counts as empty); url and requestBody are not asked', () => {
    const blank = { ...FIELDS, accessToken: '', appKey: ' ', appSecret: '', method: '', timestamp: '', paramJson: '  \n' };
    expect(errorsOf(blank)).toEqual({
      accessToken: 'required',
      appKey: 'required',
      appSecret: 'required',
      method: 'required',
      timestamp: 'required',
      paramJson: 'required',
    });
  });

  it('does not ask a partner app for an access_token', () => {
    expect(errorsOf({ ...FIELDS, partner: true, accessToken: '' })).toEqual({});
  });

  it.each(['accessToken', 'appKey', 'appSecret', 'method'] as const)('refuses spaces, tabs and newlines in %s', (field) => {
    expect(errorsOf({ ...FIELDS, [field]: 'ab c' })).toEqual({ [field]: 'noSpaces' });
    expect(errorsOf({ ...FIELDS, [field]: 'abc\t' })).toEqual({ [field]: 'noSpaces' });
    expect(errorsOf({ ...FIELDS, [field]: '\nabc' })).toEqual({ [field]: 'noSpaces' });
  });

  it.each(['2026-01-02T03:04:05', '2026-01-02  03:04:05', '2026-01-02 03:04', '2026-02-30 03:04:05', ' 2026-01-02 03:04:05'])(
    'refuses the timestamp %j',
    (timestamp) => {
      expect(errorsOf({ ...FIELDS, timestamp })).toEqual({ timestamp: 'timestampFormat' });
    },
  );

  it('refuses invalid JSON', () => {
    expect(errorsOf({ ...FIELDS, paramJson: '{"a":' })).toEqual({ paramJson: 'invalidJson' });
  });

  it('refuses whitespace outside JSON strings and offers the compacted body', () => {
    const check = validateSignForm({ ...FIELDS, paramJson: '{ "a" : "x y" }' }, NOW);
    expect(check.errors).toEqual({ paramJson: 'whitespaceOutsideJsonStrings' });
    expect(check.compacted).toEqual({ paramJson: '{"a":"x y"}' });
  });

  it('warns, without blocking, when the timestamp is more than 6 minutes from now', () => {
    expect(validateSignForm({ ...FIELDS, timestamp: '2026-01-02 03:10:06' }, NOW)).toEqual({
      errors: {},
      warnings: { timestamp: 'clockSkew' },
      compacted: {},
    });
    expect(validateSignForm({ ...FIELDS, timestamp: '2026-01-02 02:58:05' }, NOW).warnings).toEqual({});
  });
});

describe('validateSignForm, URL mode', () => {
  it('passes a complete URL with its body and secret; the fields of the other mode are not asked', () => {
    expect(validateSignForm(URL_MODE, NOW)).toEqual({ errors: {}, warnings: {}, compacted: {} });
  });

  it('requires url, requestBody and app_secret', () => {
    expect(errorsOf({ ...URL_MODE, url: '', requestBody: '', appSecret: '' })).toEqual({
      url: 'required',
      requestBody: 'required',
      appSecret: 'required',
    });
  });

  it('refuses spaces in the URL and in the secret', () => {
    expect(errorsOf({ ...URL_MODE, url: `${SIGN_URL} `, appSecret: 'a b' })).toEqual({ url: 'noSpaces', appSecret: 'noSpaces' });
  });

  it('refuses what is not an http(s) URL', () => {
    expect(errorsOf({ ...URL_MODE, url: '/ecap/v1/orders/create?app_key=k' })).toEqual({ url: 'invalidUrl' });
  });

  it.each([
    ['app_key', SIGN_URL.replace('app_key=appkey123&', '')],
    ['access_token', SIGN_URL.replace('access_token=token789&', '')],
    ['timestamp', SIGN_URL.replace('&timestamp=2026-01-02+03%3A04%3A05', '')],
    ['v', SIGN_URL.replace('&v=2.0', '')],
    ['method', SIGN_URL.replace('/ecap/v1/orders/create', '/')],
  ])('names the missing %s', (param, url) => {
    expect(errorsOf({ ...URL_MODE, url })).toEqual({ url: `missingInUrl:${param}` });
  });

  it('does not ask a partner app’s URL for an access_token', () => {
    expect(errorsOf({ ...URL_MODE, partner: true, url: SIGN_URL.replace('access_token=token789&', '') })).toEqual({});
  });

  it('refuses a decoded space in the URL’s app_key or access_token', () => {
    expect(errorsOf({ ...URL_MODE, url: SIGN_URL.replace('appkey123', 'app+key') })).toEqual({ url: 'noSpaces' });
    expect(errorsOf({ ...URL_MODE, url: SIGN_URL.replace('token789', 'tok%20en') })).toEqual({ url: 'noSpaces' });
  });

  it('checks the URL’s timestamp format and protocol version', () => {
    expect(errorsOf({ ...URL_MODE, url: SIGN_URL.replace('2026-01-02+03%3A04%3A05', '2026-01-02T03%3A04%3A05') })).toEqual({
      url: 'timestampFormat',
    });
    expect(errorsOf({ ...URL_MODE, url: SIGN_URL.replace('v=2.0', 'v=1.0') })).toEqual({ url: 'unsupportedVersion' });
  });

  it('applies the JSON rules to requestBody', () => {
    expect(errorsOf({ ...URL_MODE, requestBody: 'not json' })).toEqual({ requestBody: 'invalidJson' });
    const check = validateSignForm({ ...URL_MODE, requestBody: '[\n  1\n]' }, NOW);
    expect(check.errors).toEqual({ requestBody: 'whitespaceOutsideJsonStrings' });
    expect(check.compacted).toEqual({ requestBody: '[1]' });
  });

  it('warns when the URL’s timestamp is stale', () => {
    expect(validateSignForm({ ...URL_MODE, url: SIGN_URL.replace('03%3A04%3A05', '04%3A04%3A05') }, NOW).warnings).toEqual({
      url: 'clockSkew',
    });
  });
});

describe('signInputOf', () => {
  it('takes the fields as they are', () => {
    expect(signInputOf({ ...FIELDS, lopDn: 'ECAP' })).toEqual(
      E.right({
        appSecret: 'secret456',
        algorithm: 'md5-salt',
        version: '2.0',
        accessToken: 'token789',
        appKey: 'appkey123',
        method: '/ecap/v1/orders/create',
        timestamp: '2026-01-02 03:04:05',
        paramJson: '[{"orderId":"A1","weight":1.5}]',
        lopDn: 'ECAP',
      }),
    );
  });

  it('leaves out a partner app’s access_token', () => {
    const input = signInputOf({ ...FIELDS, partner: true });
    expect(E.isRight(input) && 'accessToken' in input.right).toBe(false);
  });

  it('takes the URL’s values and the request body in URL mode, with the form’s algorithm', () => {
    expect(signInputOf({ ...URL_MODE, algorithm: 'HMacSHA256' })).toEqual(
      E.right({
        appSecret: 'secret456',
        algorithm: 'HMacSHA256',
        version: '2.0',
        accessToken: 'token789',
        appKey: 'appkey123',
        method: '/ecap/v1/orders/create',
        timestamp: '2026-01-02 03:04:05',
        paramJson: '[{"orderId":"A1","weight":1.5}]',
        baseUrl: 'https://api.jdl.com',
        lopDn: 'ECAP',
      }),
    );
  });
});
