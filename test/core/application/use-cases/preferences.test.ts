import { describe, expect, it } from 'vitest';
import { makeChooseSite, makeGetLocale, makeGetThemeChoice, makeSetLocale, makeSetThemeChoice } from '../../../../src/application/use-cases/preferences.use-case';
import type { Deployment, Locale } from '../../../../src/domain/deployment/deployment';
import { HOST_TABLE } from '../../../../src/main/deployment/host-table.config';
import { externalDeployment, internationalDeployment, localDeployment } from '../../../fakes/deployments';
import { createFakeLocation } from '../../../fakes/fake-location';
import { createMemoryStore } from '../../../fakes/memory-store';
import { LOCALE_KEY, SITE_KEY, THEME_KEY } from '../../../../src/application/session/storage-keys';
import type { ThemeChoice } from '../../../../src/domain/theme/theme';

describe('locale preference', () => {
  it.each<[string | undefined, Deployment, Locale]>([
    [undefined, externalDeployment, 'zh-cn'],
    [undefined, internationalDeployment('us'), 'en-us'],
    ['en-us', externalDeployment, 'en-us'],
    ['zh-cn', internationalDeployment('eu'), 'zh-cn'],
    ['fr-fr', externalDeployment, 'zh-cn'],
  ])('stored %s on %j reads %s', (stored, deployment, expected) => {
    const local = createMemoryStore(stored ? { [LOCALE_KEY]: stored } : {});
    expect(makeGetLocale({ local, deployment })()).toBe(expected);
  });

  it('remembers a chosen locale and ignores anything else', () => {
    const local = createMemoryStore();
    makeSetLocale({ local })('en-us')();
    expect(local.get(LOCALE_KEY)).toBe('en-us');
    makeSetLocale({ local })('de-de' as Locale)();
    expect(local.get(LOCALE_KEY)).toBe('en-us');
  });
});

describe('choose site', () => {
  const choose = (options: { deployment: Deployment; href: string; allowed?: boolean; siteOrigin?: 'page' | 'siteHost' }) => {
    const local = createMemoryStore();
    const location = createFakeLocation(options.href);
    const chooseSite = makeChooseSite({
      local,
      location,
      siteOrigin: options.siteOrigin ?? 'siteHost',
      sites: HOST_TABLE.sites[options.deployment.environment],
      isAllowedRedirect: () => options.allowed ?? true,
    });
    return { chooseSite, local, location };
  };

  it("goes to the site's host with its prefix, keeping the route, and remembers it", () => {
    const { chooseSite, local, location } = choose({
      deployment: internationalDeployment('us'),
      href: 'https://global-open.example.com/us/?from=menu#/product',
    });
    expect(chooseSite('eu')()).toBe(true);
    expect(location.assigned).toEqual(['https://eu-open.example.com/eu/?from=menu#/product']);
    expect(local.get(SITE_KEY)).toBe('eu');
  });

  it('switches by prefix on the same host locally, dropping the site query and defaulting to home', () => {
    const { chooseSite, location } = choose({
      deployment: localDeployment({ site: 'us' }),
      href: 'http://localhost:5173/us/?site=us&variant=external',
      siteOrigin: 'page',
    });
    expect(chooseSite('eu')()).toBe(true);
    expect(location.assigned).toEqual(['http://localhost:5173/eu/?variant=external#/home']);
  });

  it('refuses a site the environment does not offer', () => {
    const { chooseSite, local, location } = choose({
      deployment: { ...internationalDeployment('us'), environment: 'prod' },
      href: 'https://global-open.example.com/us/#/home',
    });
    expect(chooseSite('xx' as 'eu')()).toBe(false);
    expect(location.assigned).toEqual([]);
    expect(local.get(SITE_KEY)).toBeNull();
  });

  it('neither goes nor remembers when the target is off the allow-list', () => {
    const { chooseSite, local, location } = choose({
      deployment: internationalDeployment('us'),
      href: 'https://global-open.example.com/us/#/home',
      allowed: false,
    });
    expect(chooseSite('eu')()).toBe(false);
    expect(location.assigned).toEqual([]);
    expect(local.get(SITE_KEY)).toBeNull();
  });
});

describe('theme preference', () => {
  it('follows the system until a theme is chosen, and again once following it is chosen', () => {
    const local = createMemoryStore();
    expect(makeGetThemeChoice({ local })()).toBe('system');
    makeSetThemeChoice({ local })('dark')();
    expect(local.get(THEME_KEY)).toBe('dark');
    expect(makeGetThemeChoice({ local })()).toBe('dark');
    makeSetThemeChoice({ local })('system')();
    expect(local.get(THEME_KEY)).toBeNull();
    expect(makeGetThemeChoice({ local })()).toBe('system');
  });

  it('ignores an unknown choice and reads an unknown stored value as following the system', () => {
    const local = createMemoryStore({ [THEME_KEY]: 'light' });
    makeSetThemeChoice({ local })('sepia' as ThemeChoice)();
    expect(local.get(THEME_KEY)).toBe('light');
    expect(makeGetThemeChoice({ local: createMemoryStore({ [THEME_KEY]: 'sepia' }) })()).toBe('system');
  });
});
