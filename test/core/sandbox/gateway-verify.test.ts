import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GATEWAY_REFUSALS, refusalBody, verifyGatewayCall, type GatewayCall } from '../../../src/sandbox/gateway-verify';

const APPS = [
  { appKey: 'appkey123', appSecret: 'secret456', partner: false },
  { appKey: 'partner1', appSecret: 'psecret', partner: true },
];
const NOW = new Date('2026-01-01T19:04:05Z'); // 2026-01-02 03:04:05 in GMT+8
const PARAM_JSON = '[{"orderId":"A1","weight":1.5}]';
/** signature.md's worked example: md5 of this content (computed with openssl / node:crypto, not our adapter). */
const CALL: GatewayCall = {
  appKey: 'appkey123',
  accessToken: 'token789',
  method: '/ecap/v1/orders/create',
  paramJson: PARAM_JSON,
  timestamp: '2026-01-02 03:04:05',
  version: '2.0',
  sign: '326c9ebb5f3b825318bdb921ca9ccc6b',
  algorithm: 'md5-salt',
};
const content = (secret: string, call: GatewayCall) =>
  `${secret}access_token${call.accessToken ?? ''}app_key${call.appKey}method${call.method}param_json${call.paramJson}timestamp${call.timestamp}v2.0${secret}`;

describe('the sandbox gateway verification', () => {
  it('accepts the worked md5-salt example, in either hex case', () => {
    expect(verifyGatewayCall(CALL, APPS, NOW)).toMatchObject({ ok: true, app: { appKey: 'appkey123' } });
    expect(verifyGatewayCall({ ...CALL, sign: CALL.sign.toUpperCase() }, APPS, NOW).ok).toBe(true);
  });

  it('accepts HMAC signs (Base64) under the gateway names, and a partner call signed without a token', () => {
    const sha1 = createHmac('sha1', 'secret456').update(content('secret456', CALL)).digest('base64');
    expect(verifyGatewayCall({ ...CALL, algorithm: 'HMacSHA1', sign: sha1 }, APPS, NOW).ok).toBe(true);
    const partner: GatewayCall = { ...CALL, appKey: 'partner1', accessToken: undefined, sign: '' };
    const sign = createHash('md5').update(content('psecret', partner)).digest('hex');
    expect(content('psecret', partner)).toContain('access_tokenapp_key');
    expect(verifyGatewayCall({ ...partner, sign }, APPS, NOW).ok).toBe(true);
  });

  it('refuses a sign made with another secret, and a body changed after signing', () => {
    const wrong = createHash('md5').update(content('not-the-secret', CALL)).digest('hex');
    expect(verifyGatewayCall({ ...CALL, sign: wrong }, APPS, NOW)).toEqual({ ok: false, refusal: 'sign' });
    expect(verifyGatewayCall({ ...CALL, paramJson: '[{"orderId":"A2","weight":1.5}]' }, APPS, NOW)).toEqual({ ok: false, refusal: 'sign' });
  });

  it('refuses an unknown app key before anything else', () => {
    expect(verifyGatewayCall({ ...CALL, appKey: 'nobody', timestamp: 'bad' }, APPS, NOW)).toEqual({ ok: false, refusal: 'appKey' });
  });

  it('refuses a timestamp more than 6 minutes from its clock, either way, and a malformed one', () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    expect(verifyGatewayCall(CALL, APPS, at(6)).ok).toBe(true);
    expect(verifyGatewayCall(CALL, APPS, at(-6)).ok).toBe(true);
    expect(verifyGatewayCall(CALL, APPS, at(6.1))).toEqual({ ok: false, refusal: 'timestamp' });
    expect(verifyGatewayCall(CALL, APPS, at(-6.1))).toEqual({ ok: false, refusal: 'timestamp' });
    expect(verifyGatewayCall({ ...CALL, timestamp: '2026-01-02T03:04:05' }, APPS, NOW)).toEqual({ ok: false, refusal: 'timestamp' });
  });

  it('refuses another protocol version and an unknown algorithm', () => {
    expect(verifyGatewayCall({ ...CALL, version: '1.0' }, APPS, NOW)).toEqual({ ok: false, refusal: 'version' });
    expect(verifyGatewayCall({ ...CALL, algorithm: 'sha1-salt' }, APPS, NOW)).toEqual({ ok: false, refusal: 'algorithm' });
  });

  it('answers a refusal with the gateway error body', () => {
    expect(JSON.parse(refusalBody('sign'))).toEqual({ code: '1000', message: 'sign 验证失败 / invalid sign' });
    expect(new Set(Object.values(GATEWAY_REFUSALS).map((body) => body.code)).size).toBe(5);
  });
});
