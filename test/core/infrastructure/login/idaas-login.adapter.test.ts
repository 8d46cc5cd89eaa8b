import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createIdaasLoginAdapter } from '../../../../src/infrastructure/login/idaas-login.adapter';
import { externalDeployment } from '../../../fakes/deployments';
import { createFakeLocation } from '../../../fakes/fake-location';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();
const RETURN = 'https://test-open.example.com/#/mySystem?a=1';
const encodedReturn = encodeURIComponent(RETURN);

const answerGetLogin = (body: unknown) => {
  server.use(http.get(api('/getLogin'), () => HttpResponse.json(body as object)));
};

const adapter = (source?: string) => {
  const { client } = createTestClient({ deployment: externalDeployment });
  return createIdaasLoginAdapter({ client, source, location: createFakeLocation('https://test-open.example.com/#/home') });
};

describe('identity-service login adapter (external)', () => {
  it.each([
    ['https://test-id.example.net/login', '?'],
    ['https://test-id.example.net/login?app=lcp', '&'],
  ])('appends source and the encoded return address to %s', async (returnUrl, separator) => {
    answerGetLogin(ok({ returnUrl }));
    expect(await adapter('portal-x').loginUrl(RETURN)()).toEqual(
      E.right(`${returnUrl}${separator}source=portal-x&ReturnUrl=${encodedReturn}`),
    );
  });

  it('does not double a trailing ? and keeps a fragment last', async () => {
    answerGetLogin(ok({ returnUrl: 'https://test-id.example.net/login?#/sso' }));
    expect(await adapter().loginUrl(RETURN)()).toEqual(
      E.right(`https://test-id.example.net/login?source=lcp-portal&ReturnUrl=${encodedReturn}#/sso`),
    );
  });

  it('uses the source lcp-portal by default', async () => {
    answerGetLogin(ok({ returnUrl: 'https://id.example.net/login' }));
    expect(await adapter().loginUrl('/')()).toEqual(E.right('https://id.example.net/login?source=lcp-portal&ReturnUrl=%2F'));
  });

  it('an answer without a login address is a Contract failure', async () => {
    answerGetLogin(ok({ returnUrl: '' }));
    expect(await adapter().loginUrl(RETURN)()).toMatchObject(E.left({ kind: 'Contract', endpoint: '/getLogin' }));
  });

  it('logs out through /lcp-rest/logout on the current origin', () => {
    expect(adapter().logoutUrl(RETURN)).toBe(`https://test-open.example.com/lcp-rest/logout?returnUrl=${encodedReturn}`);
  });

  it('ending the session needs no backend call', async () => {
    expect(await adapter().endSession()()).toEqual(E.right(undefined));
  });

  it('reports a failed login address with no toast choice of its own (start-login says silent)', async () => {
    answerGetLogin({ code: 500, message: 'identity service down' });
    const { client, failures } = createTestClient({ deployment: externalDeployment });
    const login = createIdaasLoginAdapter({ client, location: createFakeLocation('https://test-open.example.com/#/home') });
    expect(await login.loginUrl(RETURN)()).toMatchObject(E.left({ kind: 'Business', code: 500 }));
    expect(failures.map((failure) => failure.meta)).toEqual([{}]);
  });

  it('finishes a login return with GET /cookies/erp/setOidcToken; a failure carries no toast choice of its own', async () => {
    const asked: string[] = [];
    server.use(http.get(api('/cookies/erp/setOidcToken'), ({ request }) => (asked.push(new URL(request.url).pathname), HttpResponse.json(ok(true)))));
    const { client, failures } = createTestClient({ deployment: externalDeployment });
    const login = createIdaasLoginAdapter({ client, location: createFakeLocation('https://test-open.example.com/#/home') });
    expect(await login.completeLogin()()).toEqual(E.right(undefined));
    expect(asked).toEqual(['/lcp-rest/cookies/erp/setOidcToken']);

    server.use(http.get(api('/cookies/erp/setOidcToken'), () => HttpResponse.json({ code: 999999, error: 'NotLogin', data: null })));
    expect(await login.completeLogin()()).toMatchObject(E.left({ kind: 'NotLogin' }));
    expect(failures.map((failure) => failure.meta)).toEqual([{}]);
  });
});
