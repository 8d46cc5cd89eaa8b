import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSsoLoginAdapter } from '../../../../src/infrastructure/login/sso-login.adapter';
import { internalDeployment } from '../../../fakes/deployments';
import { createFakeLocation } from '../../../fakes/fake-location';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();
const RETURN = 'https://test-open-staff.example.com/#/product?id=1&x=y';

const adapter = (ssoOrigin: string, cookieDomain = '.example.com') => {
  const { client, failures } = createTestClient({ deployment: internalDeployment });
  const location = createFakeLocation('http://localhost:5173/#/home');
  return { login: createSsoLoginAdapter({ client, ssoOrigin, cookieDomain, location }), failures };
};

describe('single sign-on login adapter (internal)', () => {
  it('builds the login address on the environment single sign-on origin', async () => {
    const { login } = adapter('https://test-sso.example.net');
    expect(await login.loginUrl(RETURN)()).toEqual(
      E.right(`https://test-sso.example.net/sso/login?ReturnUrl=${encodeURIComponent(RETURN)}`),
    );
  });

  it('builds the logout address the same way', () => {
    const { login } = adapter('https://test-sso.example.net');
    expect(login.logoutUrl(RETURN)).toBe(`https://test-sso.example.net/sso/logout?ReturnUrl=${encodeURIComponent(RETURN)}`);
  });

  it('on the local environment (empty origin) uses the sandbox on the current origin', async () => {
    const { login } = adapter('');
    expect(await login.loginUrl('http://localhost:5173/#/home')()).toEqual(
      E.right(`http://localhost:5173/__sandbox/sso/login?ReturnUrl=${encodeURIComponent('http://localhost:5173/#/home')}`),
    );
    expect(login.logoutUrl('/')).toBe('http://localhost:5173/__sandbox/sso/logout?ReturnUrl=%2F');
  });

  it('ends the session with POST /cookies/erp/logout on the cookie domain', async () => {
    const urls: URL[] = [];
    server.use(
      http.post(api('/cookies/erp/logout'), ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json(ok(null));
      }),
    );
    const { login } = adapter('https://sso.example.net', '.example.com');
    expect(await login.endSession()()).toEqual(E.right(undefined));
    expect(urls.map((url) => url.searchParams.get('domain'))).toEqual(['.example.com']);
  });

  it('sends no domain when the cookie domain is empty (local)', async () => {
    const urls: URL[] = [];
    server.use(
      http.post(api('/cookies/erp/logout'), ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json(ok(null));
      }),
    );
    await adapter('', '').login.endSession()();
    expect(urls[0]!.search).toBe('');
  });

  it('a failed logout call is reported with no toast choice of its own (the logout use case says silent)', async () => {
    server.use(http.post(api('/cookies/erp/logout'), () => HttpResponse.json({ code: 30001, message: 'x' })));
    const { login, failures } = adapter('https://sso.example.net');
    expect(await login.endSession()()).toMatchObject(E.left({ kind: 'Business' }));
    expect(failures.map((failure) => failure.meta)).toEqual([{}]);
  });

  it('a login return needs no backend call: the ticket in the address is the proof', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(request.url));
    const { login } = adapter('https://test-sso.example.net');
    expect(await login.completeLogin()()).toEqual(E.right(undefined));
    server.events.removeAllListeners();
    expect(asked).toEqual([]);
  });
});
