import { getResponse } from 'msw';
import { createSandboxHandlers } from '../../../src/sandbox/handlers';
import { createSandboxStore } from '../../../src/sandbox/store';

export const ORIGIN = 'http://sandbox.test';

/** Talks to the sandbox handlers as the browser would, keeping the cookie they set. */
export const createSandboxClient = (store = createSandboxStore()) => {
  const handlers = createSandboxHandlers(store);
  const cookies = new Map<string, string>();
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size && !headers.has('cookie')) headers.set('cookie', cookie());
    const response = await getResponse(handlers, new Request(`${ORIGIN}${path}`, { ...init, headers }), { baseUrl: ORIGIN });
    if (!response) throw new Error(`no sandbox answer for ${path}`);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/Max-Age=0/i.test(setCookie)) cookies.delete(name);
      else cookies.set(name, value.join('='));
    }
    return response;
  };
  const json = async (path: string, init?: RequestInit): Promise<{ code: number; data?: unknown; error?: string; message?: string }> =>
    (await call(path, init)).json() as Promise<{ code: number; data?: unknown; error?: string; message?: string }>;
  const form = (path: string, fields: Record<string, string>) =>
    call(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    json(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  const signIn = (pin: string) => form('/__sandbox/sign-in', { pin });
  /** The external login as the portal walks it: the identity service's page, then setOidcToken. */
  const identityLogin = async (pin: string) => {
    await form('/__sandbox/login', { pin, returnUrl: '/' });
    return json('/lcp-rest/cookies/erp/setOidcToken');
  };
  return { store, call, json, postJson, form, signIn, identityLogin, cookie };
};
