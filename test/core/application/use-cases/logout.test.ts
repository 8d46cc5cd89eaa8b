import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../src/application/session/session';
import { makeEndSession, makeLogout, makeRelogin } from '../../../../src/application/use-cases/logout.use-case';
import { createFakeLocation } from '../../../fakes/fake-location';
import { createFakeLogin } from '../../../fakes/fake-login';
import { aUser } from '../../../fakes/fake-user-port';
import { createMemoryCookieJar } from '../../../fakes/memory-cookie-jar';
import { createMemoryStore } from '../../../fakes/memory-store';
import { SESSION_COOKIES } from '../../../../src/application/session/storage-keys';
import { recordingFailures } from '../../../fakes/fake-failures';

const setup = (options: { cookieDomain?: string; endSessionFails?: boolean } = {}) => {
  const login = createFakeLogin(options.endSessionFails ? { endSession: { kind: 'Network' } } : {});
  const cookies = createMemoryCookieJar({ thor: 't', lcpinfo: 'l', supplierId: '42', groupCode: 'g', other: 'kept' });
  const sessionStorage = createMemoryStore({ returnUrl: '/#/apply' });
  const session = createSessionStore();
  session.signedIn(aUser());
  const endSession = makeEndSession({ login, cookies, sessionStorage, session, cookieDomain: options.cookieDomain ?? '.example.com', failures: recordingFailures() });
  return { login, cookies, sessionStorage, session, endSession };
};

describe('end session', () => {
  it('ends the backend session and clears the session cookies here and on the cookie domain, session storage and the user', async () => {
    const { login, cookies, sessionStorage, session, endSession } = setup();
    await endSession()();
    expect(login.endSessionCalls).toBe(1);
    expect(cookies.writes).toEqual(
      SESSION_COOKIES.flatMap((name) => [
        { op: 'remove', name, options: undefined },
        { op: 'remove', name, options: { domain: '.example.com' } },
      ]),
    );
    expect(SESSION_COOKIES.map((name) => cookies.get(name))).toEqual([undefined, undefined, undefined, undefined]);
    expect(cookies.get('other')).toBe('kept');
    expect(sessionStorage.entries()).toEqual({});
    expect(session.get()).toEqual({ loggedIn: false, checked: true });
  });

  it('removes host-only cookies only when there is no cookie domain (local)', async () => {
    const { cookies, endSession } = setup({ cookieDomain: '' });
    await endSession()();
    expect(cookies.writes.every((write) => write.options === undefined)).toBe(true);
  });

  it('still signs out when the backend call fails', async () => {
    const { session, sessionStorage, endSession } = setup({ endSessionFails: true });
    await endSession()();
    expect(session.get().loggedIn).toBe(false);
    expect(sessionStorage.entries()).toEqual({});
  });
});

describe('logout', () => {
  const logoutWith = (isAllowedRedirect: (url: string) => boolean, href = 'https://open.example.com/#/mySystem') => {
    const order: string[] = [];
    const location = createFakeLocation(href);
    const logout = makeLogout({
      endSession: () => () => Promise.resolve(void order.push('endSession')),
      login: createFakeLogin(),
      location: { ...location, assign: (url) => (order.push('assign'), location.assign(url)) },
      isAllowedRedirect,
    });
    return { logout, location, order };
  };

  it('ends the session, then goes to the logout page returning home by default', async () => {
    const { logout, location, order } = logoutWith(() => true);
    await logout()();
    expect(order).toEqual(['endSession', 'assign']);
    expect(location.assigned).toEqual([
      `https://login.test/logout?ReturnUrl=${encodeURIComponent('https://open.example.com/#/home')}`,
    ]);
  });

  it('returns to the given address', async () => {
    const { logout, location } = logoutWith(() => true);
    await logout('https://open.example.com/#/product')();
    expect(location.assigned).toEqual([
      `https://login.test/logout?ReturnUrl=${encodeURIComponent('https://open.example.com/#/product')}`,
    ]);
  });

  it('goes home instead of a logout page off the allow-list', async () => {
    const { logout, location } = logoutWith(() => false);
    await logout()();
    expect(location.assigned).toEqual(['https://open.example.com/#/home']);
  });

  it('on a local host returns to the same deployment: the query that chose it is kept, nothing else', async () => {
    const { logout, location } = logoutWith(() => true, 'http://localhost:5173/?variant=internal&env=test&foo=1#/mySystem');
    await logout()();
    expect(location.assigned).toEqual([
      `https://login.test/logout?ReturnUrl=${encodeURIComponent('http://localhost:5173/?variant=internal&env=test#/home')}`,
    ]);
  });

  it('keeps the international site prefix and, off the allow-list, still goes home on the same deployment', async () => {
    const { logout, location } = logoutWith((url) => !url.startsWith('https://login.test'), 'http://127.0.0.1:5173/eu/?variant=external&site=eu#/product');
    await logout()();
    expect(location.assigned).toEqual(['http://127.0.0.1:5173/eu/?variant=external&site=eu#/home']);
  });
});

describe('relogin (the prompt Login button)', () => {
  it('ends the session, then starts the login', async () => {
    const order: string[] = [];
    await makeRelogin({
      endSession: () => () => Promise.resolve(void order.push('endSession')),
      startLogin: () => TE.fromIO(() => (order.push('startLogin'), 'https://login.example.com/')),
    })()();
    expect(order).toEqual(['endSession', 'startLogin']);
  });
});
