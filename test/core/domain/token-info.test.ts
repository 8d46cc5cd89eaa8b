import { describe, expect, it } from 'vitest';
import { checkTokenInput, environmentOf, grantsIn, isMaskedGrant, type TokenGrant } from '../../../src/domain/token/token-info';

const grant = (env: string, appKey = 'APP'): TokenGrant => ({ env, environment: environmentOf(env), appKey, pin: 'p' });

describe('token environments', () => {
  it.each([
    ['生产环境 / Production', 'production'],
    ['预发环境 / Pre-release', 'preRelease'],
    ['测试环境 / Test', 'test'],
    ['美国生产 / US production', 'usProduction'],
    ['US pre-production', 'usPreProduction'],
    ['欧洲生产', 'euProduction'],
    ['欧洲预发 / EU pre-production', 'euPreProduction'],
    ['PROD', 'production'],
  ])('%s is %s', (env, expected) => {
    expect(environmentOf(env)).toBe(expected);
  });

  it('does not read "us" or "pre" inside other words', () => {
    expect(environmentOf('Business express production')).toBe('production');
    expect(environmentOf('sandbox')).toBeUndefined();
  });

  it('filters by environment and keeps names it cannot place', () => {
    const grants = [grant('生产环境 / Production'), grant('测试环境 / Test'), grant('灰度')];
    expect(grantsIn(grants, 'test').map((row) => row.env)).toEqual(['测试环境 / Test', '灰度']);
    expect(grantsIn(grants, undefined)).toHaveLength(3);
  });

  it('a masked app key marks a masked grant', () => {
    expect(isMaskedGrant({ appKey: 'FR********01' })).toBe(true);
    expect(isMaskedGrant({ appKey: 'FRESH0APPKEY0001' })).toBe(false);
  });

  it('the token is required and has no white space inside', () => {
    expect(checkTokenInput('  ')).toBe('required');
    expect(checkTokenInput('abc def')).toBe('noSpaces');
    expect(checkTokenInput(' abc\n')).toBeUndefined();
  });
});
