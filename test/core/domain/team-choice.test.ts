import { describe, expect, it } from 'vitest';
import { currentTeamId, preselectedTeam, teamReturnRoute } from '../../../src/domain/user/team-choice';

const A = { id: 1001, name: '华东仓配运营组', code: 'SUP-EC-1001' };
const B = { id: 1002, name: '跨境物流技术部', code: 'SUP-CB-1002' };

describe('the current team', () => {
  it.each([
    ['1002', 1001, 1002],
    [undefined, 1001, 1001],
    [null, 1001, 1001],
    ['-1', 1001, 1001],
    ['abc', 2001, 2001],
    [undefined, -1, undefined],
    [undefined, undefined, undefined],
  ] as const)('cookie %s, user %s -> %s', (cookie, user, expected) => {
    expect(currentTeamId(cookie, user)).toBe(expected);
  });
});

describe('the preselected team of the dialog', () => {
  it('is the only team', () => expect(preselectedTeam([A], undefined)).toBe(1001));
  it('is the current team when listed', () => expect(preselectedTeam([A, B], 1002)).toBe(1002));
  it('is none among several without a listed current team', () => {
    expect(preselectedTeam([A, B], undefined)).toBeUndefined();
    expect(preselectedTeam([A, B], 1009)).toBeUndefined();
  });
  it('is the only team even when the current one is gone', () => expect(preselectedTeam([B], 1009)).toBe(1002));
  it('is none without teams', () => expect(preselectedTeam([], 1001)).toBeUndefined());
});

describe('the return route after a team choice', () => {
  it.each(['/quick', '/openBusiness?fromUrl=noAuthority', '/apply/lcp-tms', '/home'])('accepts %s', (route) => {
    expect(teamReturnRoute(route)).toBe(route);
  });
  it.each([
    'https://evil.example.org/',
    '//evil.example.org/',
    '/\\evil.example.org',
    'quick',
    '/chooseSupplier',
    '/chooseSupplier?from=/quick',
    '/a b',
    '/a\nb',
    `/${'x'.repeat(600)}`,
    42,
    undefined,
  ])('refuses %s', (route) => {
    expect(teamReturnRoute(route)).toBeUndefined();
  });
});
