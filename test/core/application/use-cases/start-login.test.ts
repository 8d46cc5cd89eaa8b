import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { makeStartLogin } from '../../../../src/application/use-cases/start-login.use-case';
import { createFakeLocation } from '../../../fakes/fake-location';
import { createFakeLogin } from '../../../fakes/fake-login';
import { createMemoryStore } from '../../../fakes/memory-store';
import { LOGIN_PENDING_KEY } from '../../../../src/application/session/storage-keys';
import { recordingFailures } from '../../../fakes/fake-failures';

const HERE = 'https://open.example.com/#/mySystem';
const allowLoginTest = (url: string) => new URL(url).hostname === 'login.test';

describe('start login', () => {
  it('sends the browser to the login page returning to the current address', async () => {
    const location = createFakeLocation(HERE);
    const sessionStorage = createMemoryStore();
    const target = `https://login.test/login?ReturnUrl=${encodeURIComponent(HERE)}`;
    const result = await makeStartLogin({ login: createFakeLogin(), location, sessionStorage, isAllowedRedirect: allowLoginTest, failures: recordingFailures() })()();
    expect(result).toEqual(E.right(target));
    expect(location.assigned).toEqual([target]);
    expect(sessionStorage.get(LOGIN_PENDING_KEY)).toBe('1');
  });

  it('returns to the given address when there is one', async () => {
    const location = createFakeLocation(HERE);
    const sessionStorage = createMemoryStore();
    await makeStartLogin({ login: createFakeLogin(), location, sessionStorage, isAllowedRedirect: allowLoginTest, failures: recordingFailures() })('https://open.example.com/#/apply')();
    expect(location.assigned).toEqual([`https://login.test/login?ReturnUrl=${encodeURIComponent('https://open.example.com/#/apply')}`]);
  });

  it('refuses a login address off the allow-list and stays', async () => {
    const location = createFakeLocation(HERE);
    const sessionStorage = createMemoryStore();
    const result = await makeStartLogin({ login: createFakeLogin(), location, sessionStorage, isAllowedRedirect: () => false, failures: recordingFailures() })()();
    expect(result).toEqual(E.left({ kind: 'RedirectRefused', url: `https://login.test/login?ReturnUrl=${encodeURIComponent(HERE)}` }));
    expect(location.assigned).toEqual([]);
    expect(sessionStorage.get(LOGIN_PENDING_KEY)).toBeNull();
  });

  it('passes the login service failure on and stays', async () => {
    const location = createFakeLocation(HERE);
    const sessionStorage = createMemoryStore();
    const login = createFakeLogin({ loginUrl: { kind: 'Business', code: 50001, message: 'IDaaS down' } });
    const result = await makeStartLogin({ login, location, sessionStorage, isAllowedRedirect: allowLoginTest, failures: recordingFailures() })()();
    expect(result).toEqual(E.left({ kind: 'Business', code: 50001, message: 'IDaaS down' }));
    expect(location.assigned).toEqual([]);
  });
});
