import { http, HttpResponse } from 'msw';
import { readCookie, TOKEN_COOKIE } from '../cookies.ts';
import { escapeHtml, htmlPage } from '../pages/html.ts';
import type { SandboxStore } from '../store.ts';
import { platformTime } from './request.ts';

const randomHex = (): string => crypto.randomUUID().replaceAll('-', '');
const APP_KEY = /^[A-Za-z0-9]{6,64}$/;
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** `redirectUri` with the answer added to its query (RFC 6749 §4.1.2). */
const answer = (redirectUri: string, params: Readonly<Record<string, string>>): Response => {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return new HttpResponse(null, { status: 302, headers: { Location: url.href } });
};

/** The return address, if it is on the sandbox's own origin (the apps' registered addresses, here). */
const registeredRedirect = (request: Request, redirectUri: string | null): string | undefined => {
  if (!redirectUri) return undefined;
  try {
    const url = new URL(redirectUri);
    return url.origin === new URL(request.url).origin && !url.hash ? url.href : undefined;
  } catch {
    return undefined;
  }
};

const refusedPage = () =>
  htmlPage(
    'redirect_uri',
    '<h1>无效的回调地址 / Invalid redirect_uri</h1><p class="note">回调地址必须是门户自己的地址且不含 #。/ The return address must be the portal\'s own, without a fragment.</p>',
    400,
  );

/** The gateway's OAuth authorization (authorization-code grant) as the /oauth page meets it. */
export const oauthHandlers = (store: SandboxStore) => {
  const paramsOf = async (request: Request): Promise<URLSearchParams> =>
    request.method === 'GET' ? new URL(request.url).searchParams : new URLSearchParams(await request.text());

  return [
    http.get('/__sandbox/oauth/authorize', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const redirectUri = registeredRedirect(request, params.get('redirect_uri'));
      if (!redirectUri) return refusedPage();
      const state = params.get('state') ?? '';
      const appKey = params.get('client_id') ?? '';
      if (params.get('response_type') !== 'code') return answer(redirectUri, { error: 'unsupported_response_type', state });
      if (!APP_KEY.test(appKey)) return answer(redirectUri, { error: 'invalid_client', error_description: 'unknown app key', state });
      const user = store.userByToken(readCookie(request, TOKEN_COOKIE));
      if (!user) return answer(redirectUri, { error: 'login_required', error_description: 'sign in to the portal first', state });
      const hidden = { client_id: appKey, redirect_uri: redirectUri, state };
      const fields = Object.entries(hidden)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      return htmlPage(
        '应用授权 / Authorize an app',
        `<h1>应用授权（沙箱）/ Authorize an app (sandbox)</h1>
        <p class="note">应用 <code>${escapeHtml(appKey)}</code> 请求以您的账号 <strong>${escapeHtml(user.info.name)}</strong> 调用开放平台接口。<br>
        The app <code>${escapeHtml(appKey)}</code> asks to call the open platform's APIs for your account <strong>${escapeHtml(user.info.name)}</strong>.</p>
        <form class="inline" method="post" action="/__sandbox/oauth/authorize">${fields}<input type="hidden" name="decision" value="allow"><button type="submit">授权 / Allow</button></form>
        <form class="inline" method="post" action="/__sandbox/oauth/authorize">${fields}<input type="hidden" name="decision" value="deny"><button class="secondary" type="submit">拒绝 / Deny</button></form>`,
      );
    }),

    http.post('/__sandbox/oauth/authorize', async ({ request }) => {
      const params = await paramsOf(request);
      const redirectUri = registeredRedirect(request, params.get('redirect_uri'));
      if (!redirectUri) return refusedPage();
      const state = params.get('state') ?? '';
      const user = store.userByToken(readCookie(request, TOKEN_COOKIE));
      if (!user) return answer(redirectUri, { error: 'login_required', state });
      if (params.get('decision') !== 'allow') return answer(redirectUri, { error: 'access_denied', state });
      const code = randomHex().slice(0, 16);
      store.state().oauthCodes.set(code, { pin: user.info.userPin, appKey: params.get('client_id') ?? '', redirectUri });
      return answer(redirectUri, { code, state });
    }),

    // The developer's server exchanges the code with the app secret (query or form, as gateways commonly accept).
    http.all('/__sandbox/oauth/token', async ({ request }) => {
      const params = await paramsOf(request);
      const code = params.get('code') ?? '';
      const grant = store.state().oauthCodes.get(code);
      store.state().oauthCodes.delete(code);
      const refused = (error: string) => HttpResponse.json({ error }, { status: 400 });
      if (params.get('grant_type') !== 'authorization_code') return refused('unsupported_grant_type');
      if (!params.get('client_secret')) return refused('invalid_client');
      if (!grant || grant.appKey !== params.get('client_id') || grant.redirectUri !== params.get('redirect_uri')) return refused('invalid_grant');
      const accessToken = randomHex();
      const now = new Date();
      store.state().issuedTokens.push({
        accessToken,
        ownerPin: grant.pin,
        appKey: grant.appKey,
        grants: [{ env: '测试环境', envEn: 'Test', authorizationTime: platformTime(now), expirationTime: platformTime(new Date(now.getTime() + YEAR_MS)) }],
      });
      return HttpResponse.json({ access_token: accessToken, token_type: 'bearer', expires_in: YEAR_MS / 1000, refresh_token: randomHex(), scope: 'all' });
    }),
  ];
};
