import { describe, expect, it } from 'vitest';
import { canEnterSystem, copyableLink, mySystemStatusOf, scenarioOf, subscriptionOf, systemName } from '../../../../src/domain/product/my-system';

describe('My System row', () => {
  it('reads status 1 under review, 2 creating, 3 running, 4 rejected; other codes are unknown', () => {
    expect([1, 2, 3, 4, 0, 5].map(mySystemStatusOf)).toEqual(['underReview', 'creating', 'running', 'rejected', undefined, undefined]);
  });

  it('reads schemeType 0 as fast-moving consumer goods and 1 as apparel', () => {
    expect([0, 1, 2].map(scenarioOf)).toEqual(['fmcg', 'apparel', undefined]);
  });

  it('reads the subscription length: limitType 1 years, 2 months', () => {
    expect(subscriptionOf(2, 1)).toEqual({ amount: 2, unit: 'year' });
    expect(subscriptionOf(6, 2)).toEqual({ amount: 6, unit: 'month' });
    expect(subscriptionOf(6, 3)).toBeUndefined();
    expect(subscriptionOf(0, 1)).toBeUndefined();
  });

  it('offers "enter system" only for a running system with a web address', () => {
    const url = 'https://wms.example.com/wms1/';
    expect(canEnterSystem({ status: 'running', url })).toBe(true);
    for (const status of ['underReview', 'creating', 'rejected', undefined] as const) expect(canEnterSystem({ status, url })).toBe(false);
    expect(canEnterSystem({ status: 'running' })).toBe(false);
    expect(canEnterSystem({ status: 'running', url: 'javascript:alert(1)' })).toBe(false);
  });

  it('names a row in the reader language: the English name when there is one, else the name as given', () => {
    expect(systemName({ name: '云仓 WMS', nameEn: 'Cloud WMS' }, true)).toBe('Cloud WMS');
    expect(systemName({ name: '云仓 WMS', nameEn: 'Cloud WMS' }, false)).toBe('云仓 WMS');
    expect(systemName({ name: '华东仓' }, true)).toBe('华东仓');
    expect(systemName({ name: '华东仓', nameEn: ' ' }, true)).toBe('华东仓');
  });

  it('copies the link once there is one', () => {
    expect(copyableLink({ url: ' https://wms.example.com/x ' })).toBe('https://wms.example.com/x');
    expect(copyableLink({ url: '' })).toBeUndefined();
    expect(copyableLink({})).toBeUndefined();
  });
});
