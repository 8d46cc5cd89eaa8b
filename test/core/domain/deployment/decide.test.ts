import { describe, expect, it } from 'vitest';
import { decide } from '../../../../src/domain/deployment/decide';

type Assistant = 'aiChat' | 'faqRobot' | 'liveAgent';

describe('decide: a deployment difference decided for each of its values', () => {
  it('gives the choice of the value', () => {
    expect(decide<'lcp' | 'openapi', boolean>('openapi', { lcp: false, openapi: true })).toBe(true);
    const pageSet = ((): 'staff' | 'customer' => 'staff')();
    expect(decide(pageSet, { staff: 'pages.home.subtitleInternal', customer: 'pages.home.subtitleExternal' })).toBe('pages.home.subtitleInternal');
  });

  it('refuses, by type, choices that leave a value out (where a comparison would quietly pick its other branch)', () => {
    const kind = 'liveAgent' as Assistant;
    // @ts-expect-error: 'liveAgent' has no choice
    expect(decide(kind, { aiChat: 'chat', faqRobot: 'robot' })).toBeUndefined();
  });
});
