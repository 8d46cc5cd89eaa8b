import { describe, expect, it } from 'vitest';
import { createSandboxClient, ORIGIN } from './sandbox-client';

describe('sandbox identity', () => {
  it('a visitor gets 999999 NotLogin from user info', async () => {
    expect(await createSandboxClient().json('/lcp-rest/hrInfo/getUserInfo')).toMatchObject({ code: 999999, error: 'NotLogin' });
  });

  it('identity-service login returns to the portal with its own cookie, which setOidcToken turns into the session once', async () => {
    const sandbox = createSandboxClient();
    const response = await sandbox.form('/__sandbox/login', { pin: 'merchant.dev', returnUrl: `${ORIGIN}/#/mySystem` });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/#/mySystem`);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^lcp_sandbox_idaas=ST-\w+; Path=\/; HttpOnly/)]);
    expect(await sandbox.json('/lcp-rest/hrInfo/getUserInfo')).toMatchObject({ code: 999999 });
    const oidc = sandbox.cookie();

    const exchanged = await sandbox.call('/lcp-rest/cookies/erp/setOidcToken');
    expect(exchanged.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^lcp_sandbox_token=\w+; Path=\/; HttpOnly/),
      expect.stringMatching(/^lcp_sandbox_idaas=; .*Max-Age=0/),
    ]);
    expect(await sandbox.json('/lcp-rest/hrInfo/getUserInfo')).toMatchObject({ code: 20000, data: { userPin: 'merchant.dev', supplierId: 2001 } });
    expect(await sandbox.json('/lcp-rest/cookies/erp/setOidcToken', { headers: { cookie: oidc } })).toMatchObject({ code: 999999, error: 'NotLogin' });
  });

  it('setOidcToken without the identity service cookie says NotLogin', async () => {
    expect(await createSandboxClient().json('/lcp-rest/cookies/erp/setOidcToken')).toMatchObject({ code: 999999, error: 'NotLogin' });
  });

  it('refuses a foreign return address: the login goes back to the portal home', async () => {
    const sandbox = createSandboxClient();
    const response = await sandbox.form('/__sandbox/login', { pin: 'merchant.dev', returnUrl: 'https://evil.example.org/' });
    expect(response.headers.get('location')).toBe(`${ORIGIN}/`);
    const page = await (await sandbox.call('/__sandbox/login?ReturnUrl=//evil.example.org/x')).text();
    expect(page).toContain(`value="${ORIGIN}/"`);
  });

  it('single sign-on returns a one-time ticket that set_token exchanges for the cookie', async () => {
    const sandbox = createSandboxClient();
    const response = await sandbox.form('/__sandbox/sso/login', { pin: 'staff.dev', returnUrl: `${ORIGIN}/?variant=internal#/home` });
    const location = response.headers.get('location') ?? '';
    const ticket = new URL(location).searchParams.get('ticket') ?? '';
    expect(location).toMatch(/\?variant=internal&ticket=ST-\w+#\/home$/);
    expect(sandbox.cookie()).toBe('');
    expect(await sandbox.json(`/lcp-rest/cookies/erp/set_token?ticket=${ticket}&domain=`)).toMatchObject({ code: 20000 });
    expect(await sandbox.json('/lcp-rest/hrInfo/getUserInfo')).toMatchObject({ data: { userPin: 'staff.dev' } });
    const again = createSandboxClient();
    expect((await again.json(`/lcp-rest/cookies/erp/set_token?ticket=${ticket}`)).code).not.toBe(20000);
  });

  it('logout ends the session and clears the cookie', async () => {
    const sandbox = createSandboxClient();
    await sandbox.identityLogin('merchant.dev');
    const token = sandbox.cookie();
    const response = await sandbox.call(`/lcp-rest/logout?returnUrl=${encodeURIComponent(`${ORIGIN}/#/home`)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/#/home`);
    expect(sandbox.cookie()).toBe('');
    const reused = await sandbox.json('/lcp-rest/hrInfo/getUserInfo', { headers: { cookie: token } });
    expect(reused).toMatchObject({ code: 999999 });
  });

  it('the project classification is listed only for a signed-in user', async () => {
    const sandbox = createSandboxClient();
    const codes = async () =>
      ((await sandbox.json('/lcp-rest/bizunit/findClassifiedBizUnitList', { method: 'POST' })).data as { classifyCode: string }[]).map((group) => group.classifyCode);
    expect(await codes()).not.toContain('project');
    await sandbox.identityLogin('merchant.dev');
    expect(await codes()).toContain('project');
  });

  it('a restricted unit is visible only to its suppliers', async () => {
    const sandbox = createSandboxClient();
    expect((await sandbox.json('/lcp-rest/bizvisiblesupplier/checkBizUnitVisibleSupplier?unitId=302')).data).toBe(false);
    await sandbox.identityLogin('merchant.dev');
    expect((await sandbox.json('/lcp-rest/bizvisiblesupplier/checkBizUnitVisibleSupplier?unitId=302')).data).toBe(true);
    expect((await sandbox.json('/lcp-rest/bizvisiblesupplier/checkBizUnitVisibleSupplier?unitId=101')).data).toBe(true);
  });

  it('reset signs everyone out and restores the seed', async () => {
    const sandbox = createSandboxClient();
    await sandbox.signIn('staff.new');
    await sandbox.json('/lcp-rest/user/saveOutDeveloper');
    expect(sandbox.store.userByPin('staff.new')?.info.develop).toBe('yes');
    const token = sandbox.cookie();
    const reset = await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect(await reset.json()).toEqual({ reset: true });
    expect(await sandbox.json('/lcp-rest/hrInfo/getUserInfo', { headers: { cookie: token } })).toMatchObject({ code: 999999 });
    expect(sandbox.store.userByPin('staff.new')?.info.develop).toBe('no');
  });

  it('the control page names the signed-in user and offers reset', async () => {
    const sandbox = createSandboxClient();
    await sandbox.form('/__sandbox/sign-in', { pin: 'staff.dev' });
    const page = await (await sandbox.call('/__sandbox/')).text();
    expect(page).toContain('王立 (staff.dev)');
    expect(page).toContain('action="/__sandbox/reset"');
  });
});

describe('sandbox sign-out paths', () => {
  it('single sign-on logout clears the cookie and refuses a foreign return address', async () => {
    const sandbox = createSandboxClient();
    await sandbox.signIn('staff.dev');
    const token = sandbox.cookie();
    const response = await sandbox.call(`/__sandbox/sso/logout?ReturnUrl=${encodeURIComponent('https://evil.example.org/steal')}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/`);
    expect(response.headers.getSetCookie()[0]).toMatch(/^lcp_sandbox_token=; .*Max-Age=0/);
    expect(await sandbox.json('/lcp-rest/hrInfo/getUserInfo', { headers: { cookie: token } })).toMatchObject({ code: 999999 });
  });

  it('the external logout sends a foreign return address home, and cookies/erp/logout ends the session', async () => {
    const sandbox = createSandboxClient();
    await sandbox.signIn('merchant.dev');
    const response = await sandbox.call(`/lcp-rest/logout?returnUrl=${encodeURIComponent('http://evil.example.org/')}`);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/`);
    await sandbox.signIn('merchant.dev');
    expect(await sandbox.json('/lcp-rest/cookies/erp/logout?domain=', { method: 'POST' })).toMatchObject({ code: 20000 });
    expect(sandbox.cookie()).toBe('');
    expect(await sandbox.json('/lcp-rest/hrInfo/getUserInfo')).toMatchObject({ code: 999999 });
  });

  it('reset from the control page form redirects back to it', async () => {
    const sandbox = createSandboxClient();
    const response = await sandbox.form('/__sandbox/reset', {});
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/__sandbox/');
  });

  it('the login pages are bilingual forms with a labelled choice per user', async () => {
    const sandbox = createSandboxClient();
    const external = await (await sandbox.call('/__sandbox/login?ReturnUrl=%2F%23%2Fhome&source=portal')).text();
    expect(external).toContain('身份服务登录');
    expect(external).toContain('Identity service sign-in');
    expect(external).toMatch(/<label class="user"><input type="radio" name="pin" value="merchant.dev"/);
    expect(external).not.toContain('value="staff.dev"');
    const sso = await (await sandbox.call('/__sandbox/sso/login?ReturnUrl=%2F')).text();
    expect(sso).toContain('Staff single sign-on');
    expect(sso).toContain('value="staff.dev"');
  });
});
