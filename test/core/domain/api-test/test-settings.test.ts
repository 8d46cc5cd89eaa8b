import { describe, expect, it } from 'vitest';
import {
  algorithmsFor,
  asksAccessToken,
  hasSettingsErrors,
  initialTestSettings,
  needsProductionConfirm,
  validateSettings,
  withAppType,
  type TestSettings,
} from '../../../../src/domain/api-test/test-settings';

const filled = (overrides: Partial<TestSettings> = {}): TestSettings => ({
  ...initialTestSettings(),
  appKey: 'APPKEY',
  appSecret: 'SECRET',
  accessToken: 'TOKEN',
  ...overrides,
});

describe('API test settings', () => {
  it('starts on the test environment, an open platform app and md5-salt', () => {
    expect(initialTestSettings()).toEqual({ environment: 'test', appSource: 'lop', appType: 'merchant', appKey: '', appSecret: '', accessToken: '', algorithm: 'md5-salt' });
  });

  it('offers md5-salt and the HMAC algorithms to merchants, and sm3-salt to partners in addition', () => {
    expect(algorithmsFor('merchant')).toEqual(['md5-salt', 'hmac-sha1', 'HMacSHA256', 'HMacSHA512', 'HMacMD5']);
    expect(algorithmsFor('partner')).toEqual(['md5-salt', 'sm3-salt', 'hmac-sha1', 'HMacSHA256', 'HMacSHA512', 'HMacMD5']);
  });

  it('falls back to md5-salt when the new app type is not offered the chosen algorithm', () => {
    expect(withAppType(filled({ appType: 'partner', algorithm: 'sm3-salt' }), 'merchant').algorithm).toBe('md5-salt');
    expect(withAppType(filled({ algorithm: 'HMacSHA256' }), 'partner').algorithm).toBe('HMacSHA256');
  });

  it('accepts complete settings', () => {
    expect(validateSettings(filled())).toEqual({});
    expect(hasSettingsErrors(validateSettings(filled()))).toBe(false);
  });

  it('asks for the app key first, and names every other blank field as mandatory', () => {
    const errors = validateSettings(filled({ appKey: ' ', appSecret: '', accessToken: '', algorithm: '' }));
    expect(errors).toEqual({ appKey: 'appKeyFirst', appSecret: 'required', accessToken: 'required', algorithm: 'required' });
    expect(hasSettingsErrors(errors)).toBe(true);
  });

  it('does not ask partners for an access token', () => {
    expect(asksAccessToken({ appType: 'partner' })).toBe(false);
    expect(validateSettings(filled({ appType: 'partner', accessToken: '' }))).toEqual({});
  });

  it('refuses an algorithm the app type is not offered', () => {
    expect(validateSettings(filled({ algorithm: 'sm3-salt' }))).toEqual({ algorithm: 'notOffered' });
    expect(validateSettings(filled({ appType: 'partner', algorithm: 'sm3-salt' }))).toEqual({});
  });

  it('warns before production only', () => {
    expect(needsProductionConfirm('production')).toBe(true);
    expect(needsProductionConfirm('preRelease')).toBe(false);
    expect(needsProductionConfirm('test')).toBe(false);
  });
});
