import { describe, expect, it } from 'vitest';
import { makeChooseTeam, makeTakeTeamSwitched } from '../../../../src/application/use-cases/choose-team.use-case';
import { createFakeLocation } from '../../../fakes/fake-location';
import { createMemoryCookieJar } from '../../../fakes/memory-cookie-jar';
import { createMemoryStore } from '../../../fakes/memory-store';
import { TEAM_SWITCHED_KEY, RETURN_URL_KEY } from '../../../../src/application/session/storage-keys';

const TEAM = { id: 1002, name: '跨境物流技术部', code: 'SUP-CB-1002' };

const setup = (options: { returnUrl?: string; cookieDomain?: string; allowed?: boolean } = {}) => {
  const cookies = createMemoryCookieJar();
  const sessionStorage = createMemoryStore(options.returnUrl ? { [RETURN_URL_KEY]: options.returnUrl } : {});
  const location = createFakeLocation('https://test-open-staff.example.com/?variant=internal#/chooseSupplier');
  const chooseTeam = makeChooseTeam({
    cookies,
    sessionStorage,
    location,
    cookieDomain: options.cookieDomain ?? '.example.com',
    isAllowedRedirect: () => options.allowed ?? true,
  });
  return { chooseTeam, cookies, sessionStorage, location };
};

describe('choose a team', () => {
  it('stores the team id and code in the supplierId and groupCode cookies on the cookie domain', () => {
    const { chooseTeam, cookies } = setup();
    chooseTeam(TEAM)();
    expect(cookies.writes).toEqual([
      { op: 'set', name: 'supplierId', value: '1002', options: { path: '/', domain: '.example.com' } },
      { op: 'set', name: 'groupCode', value: 'SUP-CB-1002', options: { path: '/', domain: '.example.com' } },
    ]);
  });

  it('uses host-only cookies where there is no cookie domain (local)', () => {
    const { chooseTeam, cookies } = setup({ cookieDomain: '' });
    chooseTeam(TEAM)();
    expect(cookies.writes.map((write) => write.options)).toEqual([{ path: '/' }, { path: '/' }]);
  });

  it('loads the remembered return address and marks the switch for the next start', () => {
    const { chooseTeam, sessionStorage, location } = setup({ returnUrl: 'https://test-open-staff.example.com/#/apiStore' });
    chooseTeam(TEAM)();
    expect(location.assigned).toEqual(['https://test-open-staff.example.com/#/apiStore']);
    expect(sessionStorage.get(RETURN_URL_KEY)).toBeNull();
    expect(sessionStorage.get(TEAM_SWITCHED_KEY)).toBe('1');
  });

  it.each([
    ['nothing remembered', undefined, true],
    ['a refused return address', 'https://evil.example.org/', false],
    ['the team page itself', 'https://test-open-staff.example.com/#/chooseSupplier', true],
  ])('goes home (keeping the query) with %s, reloading the page', (_case, returnUrl, allowed) => {
    const { chooseTeam, location } = setup({ returnUrl, allowed });
    chooseTeam(TEAM)();
    expect(location.href()).toBe('https://test-open-staff.example.com/?variant=internal#/home');
    expect(location.reloads).toBe(1);
    expect(location.assigned).toEqual([]);
  });

  it('goes back to the route the team page was opened from (Quick start), before anything remembered', () => {
    const { chooseTeam, location, sessionStorage } = setup({ returnUrl: 'https://test-open-staff.example.com/#/apiStore' });
    chooseTeam(TEAM, '/quick')();
    expect(location.assigned).toEqual([]);
    expect(location.href()).toBe('https://test-open-staff.example.com/?variant=internal#/quick');
    expect(location.reloads).toBe(1);
    expect(sessionStorage.get(RETURN_URL_KEY)).toBeNull();
  });

  it.each([
    ['another site', 'https://evil.example.org/#/quick'],
    ['a protocol-relative address', '//evil.example.org/'],
    ['the team page', '/chooseSupplier'],
  ])('ignores a return route that is %s: home instead', (_case, route) => {
    const { chooseTeam, location } = setup();
    chooseTeam(TEAM, route)();
    expect(location.href()).toBe('https://test-open-staff.example.com/?variant=internal#/home');
  });

  it('ignores a return route the allow-list refuses', () => {
    const { chooseTeam, location } = setup({ allowed: false });
    chooseTeam(TEAM, '/quick')();
    expect(location.href()).toBe('https://test-open-staff.example.com/?variant=internal#/home');
  });

  it('the switch is reported once', () => {
    const sessionStorage = createMemoryStore({ [TEAM_SWITCHED_KEY]: '1' });
    const takeTeamSwitched = makeTakeTeamSwitched({ sessionStorage });
    expect([takeTeamSwitched(), takeTeamSwitched()]).toEqual([true, false]);
  });
});
