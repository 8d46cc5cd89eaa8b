import { describe, expect, it } from 'vitest';
import { codeSamples } from '../../../../src/domain/signature/code-samples';
import { signedUrl } from '../../../../src/domain/signature/signature';
import { gatewayBaseOf, SIGNED_CALL_PLACEHOLDERS, signedCallBody, signedUrlTemplate } from '../../../../src/domain/signature/signed-call-template';

const OUTBOUND = {
  method: '/ecap/v1/orders/create',
  address: 'https://test-api.example.com/ecap/v1/orders/create',
  lopDn: 'lcp.orders',
  partner: false,
  algorithm: 'md5-salt',
} as const;

describe('gatewayBaseOf', () => {
  it('takes the method path off an API document’s address', () => {
    expect(gatewayBaseOf('https://api.example.com/ecap/v1/orders/create', '/ecap/v1/orders/create')).toBe('https://api.example.com');
    expect(gatewayBaseOf('https://api.example.com/ecap/v1/orders/create/', 'ecap/v1/orders/create')).toBe('https://api.example.com');
  });

  it('keeps an address that is the gateway alone, or ends with another path', () => {
    expect(gatewayBaseOf('https://api.example.com/', '/ecap/v1/orders/create')).toBe('https://api.example.com');
    expect(gatewayBaseOf('https://api.example.com/other/create', '/ecap/v1/orders/create')).toBe('https://api.example.com/other/create');
    expect(gatewayBaseOf('https://api.example.com/x', '')).toBe('https://api.example.com/x');
  });
});

describe('signedUrlTemplate', () => {
  it('is the signed URL of the API’s own address, with the reader’s values as readable placeholders', () => {
    expect(signedUrlTemplate(OUTBOUND)).toBe(
      'https://test-api.example.com/ecap/v1/orders/create?LOP-DN=lcp.orders&app_key=<YOUR_APP_KEY>&access_token=<YOUR_ACCESS_TOKEN>' +
        '&timestamp=<TIMESTAMP>&v=2.0&sign=<SIGN>&algorithm=md5-salt',
    );
  });

  it('has the same parameters in the same order as the signed URL the signature tool builds', () => {
    const template = new URL(signedUrlTemplate({ ...OUTBOUND, algorithm: 'hmac-sha1' }));
    const signed = new URL(
      signedUrl(
        {
          method: OUTBOUND.method,
          baseUrl: 'https://test-api.example.com',
          lopDn: OUTBOUND.lopDn,
          appKey: 'k',
          accessToken: 't',
          timestamp: '2026-01-02 03:04:05',
          version: '2.0',
          algorithm: 'hmac-sha1',
        },
        's',
      ),
    );
    expect([...template.searchParams.keys()]).toEqual([...signed.searchParams.keys()]);
    expect(template.searchParams.get('algorithm')).toBe('HMacSHA1');
    expect(template.origin + template.pathname).toBe(signed.origin + signed.pathname);
  });

  it('leaves access_token out for a partner app, and LOP-DN when the API has none', () => {
    const url = signedUrlTemplate({ ...OUTBOUND, partner: true, lopDn: undefined });
    expect(url).not.toContain('access_token');
    expect(url).not.toContain('LOP-DN');
    expect(url).toContain('?app_key=<YOUR_APP_KEY>&timestamp=<TIMESTAMP>&v=2.0&sign=<SIGN>&algorithm=md5-salt');
  });

  it('form-encodes the API’s own values', () => {
    expect(signedUrlTemplate({ ...OUTBOUND, lopDn: 'a b&c' })).toContain('LOP-DN=a+b%26c&');
  });

  it('goes into every language’s sample as the URL, placeholders and all', () => {
    const url = signedUrlTemplate(OUTBOUND);
    for (const code of Object.values(codeSamples({ url, body: '[{"a":1}]' }))) {
      for (const placeholder of Object.values(SIGNED_CALL_PLACEHOLDERS)) expect(code).toContain(placeholder);
      expect(code).toContain('/ecap/v1/orders/create?LOP-DN=lcp.orders');
    }
  });
});

describe('signedCallBody', () => {
  it('sends a JSON example laid out for reading without the whitespace between its tokens, keeping it inside strings', () => {
    expect(signedCallBody('[\n  {\n    "name": "Zhang San",\n    "weight": 1.50\n  }\n]')).toBe('[{"name":"Zhang San","weight":1.50}]');
  });

  it('sends compact JSON and anything that is not JSON as it is', () => {
    expect(signedCallBody('[{"a":1}]')).toBe('[{"a":1}]');
    expect(signedCallBody('orderId=A1 & x')).toBe('orderId=A1 & x');
  });
});
