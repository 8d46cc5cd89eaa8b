import { describe, expect, it } from 'vitest';
import { createSandboxClient, ORIGIN } from './sandbox-client';

const RETURN = `${ORIGIN}/?variant=external`;
const authorize = (query: Record<string, string>) => `/__sandbox/oauth/authorize?${new URLSearchParams(query).toString()}`;
const request = { response_type: 'code', client_id: 'FRESH0APPKEY0001', redirect_uri: RETURN, state: 'S1' };

describe('sandbox OAuth authorization', () => {
  it('asks a signed-in user to allow the app; allowing returns a code the token endpoint exchanges once', async () => {
    const sandbox = createSandboxClient();
    await sandbox.signIn('merchant.dev');
    const page = await (await sandbox.call(authorize(request))).text();
    expect(page).toContain('FRESH0APPKEY0001');
    expect(page).toContain('Li Na');

    const allowed = await sandbox.form('/__sandbox/oauth/authorize', { ...request, decision: 'allow' });
    const back = new URL(allowed.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}?variant=${back.searchParams.get('variant') ?? ''}`).toBe(RETURN);
    expect(back.searchParams.get('state')).toBe('S1');
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^\w{16}$/);

    const exchange = { grant_type: 'authorization_code', client_id: 'FRESH0APPKEY0001', client_secret: 'secret', code, redirect_uri: RETURN };
    const token = (await (await sandbox.form('/__sandbox/oauth/token', exchange)).json()) as { access_token: string };
    expect(token.access_token).toMatch(/^\w{32}$/);
    expect(await sandbox.json(`/lcp-rest/oauth/getInfoByToken?accessToken=${token.access_token}`)).toMatchObject({
      data: [{ appKey: 'FRESH0APPKEY0001', pin: 'merchant.dev' }],
    });
    expect((await sandbox.form('/__sandbox/oauth/token', exchange)).status).toBe(400);
  });

  it('denying answers access_denied with the state', async () => {
    const sandbox = createSandboxClient();
    await sandbox.signIn('merchant.dev');
    const denied = await sandbox.form('/__sandbox/oauth/authorize', { ...request, decision: 'deny' });
    expect(Object.fromEntries(new URL(denied.headers.get('location') ?? '').searchParams)).toMatchObject({ error: 'access_denied', state: 'S1' });
  });

  it('a visitor and an unknown app key are answered with errors; a foreign return address is refused outright', async () => {
    const sandbox = createSandboxClient();
    const visitor = await sandbox.call(authorize(request));
    expect(new URL(visitor.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required');
    await sandbox.signIn('merchant.dev');
    const unknown = await sandbox.call(authorize({ ...request, client_id: 'bad key!' }));
    expect(new URL(unknown.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_client');
    const foreign = await sandbox.call(authorize({ ...request, redirect_uri: 'https://evil.example.org/' }));
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
  });
});
