import { http, HttpResponse } from 'msw';
import { clearTokenCookie, idaasCookie, readCookie, sameOriginOr, TOKEN_COOKIE, tokenCookie } from '../cookies.ts';
import { escapeHtml, htmlPage, userChoiceForm } from '../pages/html.ts';
import type { SandboxStore } from '../store.ts';
import { MAX_APPLICATION_STEP_SECONDS } from '../application-progress.ts';

const redirect = (location: string, cookie?: string) =>
  new HttpResponse(null, { status: 302, headers: cookie ? { Location: location, 'Set-Cookie': cookie } : { Location: location } });

/** A valid zip archive with no entries (its end-of-central-directory record only). */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** The applications' step length (My System: under review → creating → running), changeable here. */
const applicationStepForm = (stepMs: number): string => `
  <form method="post" action="/__sandbox/application-step">
    <p class="note"><label for="application-step">申请推进步长（秒）/ Application step (seconds)</label>
    <input id="application-step" name="seconds" type="number" min="0" max="${String(MAX_APPLICATION_STEP_SECONDS)}" step="1" value="${String(stepMs / 1000)}" required>
    <button class="secondary" type="submit">保存 / Save</button><br>
    <small>新提交的申请每过一个步长前进一步：审核中 → 创建中 → 运行中（名称含“拒”或 reject 的被驳回）；0 = 立即运行。/ A submitted application moves one step per step length: under review → creating → running (rejected when its name contains 拒 or "reject"); 0 = running at once.</small></p>
  </form>`;

const formOf = async (request: Request): Promise<URLSearchParams> => new URLSearchParams(await request.text());

/** `url` with ticket=… added to its query, before any '#'. */
const withTicket = (url: string, ticket: string): string => {
  const [base = '', ...hash] = url.split('#');
  const joined = `${base}${base.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
  return hash.length ? `${joined}#${hash.join('#')}` : joined;
};

/** The login stand-ins (identity service, staff single sign-on) and the sandbox control page. */
export const pageHandlers = (store: SandboxStore) => {
  const usersOf = (kind: 'staff' | 'customer') => store.state().users.filter((user) => user.kind === kind);

  return [
    // Identity service (external variant): sign in, then back to ReturnUrl with the identity service's cookie, which
    // the portal turns into the session with GET /cookies/erp/setOidcToken.
    http.get('/__sandbox/login', ({ request }) => {
      const returnUrl = sameOriginOr(request, new URL(request.url).searchParams.get('ReturnUrl'));
      return htmlPage(
        '身份服务登录 / Identity service sign-in',
        `<h1>身份服务登录（沙箱）</h1><p class="note">Identity service sign-in (sandbox). 选择一个客户账号继续。/ Choose a customer account to go on.</p>
        ${userChoiceForm('/__sandbox/login', usersOf('customer'), { returnUrl }, '登录 / Sign in')}`,
      );
    }),
    http.post('/__sandbox/login', async ({ request }) => {
      const form = await formOf(request);
      const user = store.userByPin(form.get('pin') ?? '');
      const target = sameOriginOr(request, form.get('returnUrl'));
      if (!user) return htmlPage('Unknown account', '<h1>账号不存在 / Unknown account</h1><p><a href="/__sandbox/">返回 / Back</a></p>', 400);
      return redirect(target, idaasCookie(store.issueTicket(user.info.userPin)));
    }),

    // Staff single sign-on (internal variant): sign in, then back to ReturnUrl with a one-time ticket.
    http.get('/__sandbox/sso/login', ({ request }) => {
      const returnUrl = sameOriginOr(request, new URL(request.url).searchParams.get('ReturnUrl'));
      return htmlPage(
        '员工统一登录 / Staff single sign-on',
        `<h1>员工统一登录（沙箱）</h1><p class="note">Staff single sign-on (sandbox). 登录后返回门户并附带一次性 ticket。/ Returns to the portal with a one-time ticket.</p>
        ${userChoiceForm('/__sandbox/sso/login', usersOf('staff'), { returnUrl }, '登录 / Sign in')}`,
      );
    }),
    http.post('/__sandbox/sso/login', async ({ request }) => {
      const form = await formOf(request);
      const user = store.userByPin(form.get('pin') ?? '');
      if (!user) return htmlPage('Unknown account', '<h1>账号不存在 / Unknown account</h1>', 400);
      return redirect(withTicket(sameOriginOr(request, form.get('returnUrl')), store.issueTicket(user.info.userPin)));
    }),
    http.get('/__sandbox/sso/logout', ({ request }) => {
      store.signOut(readCookie(request, TOKEN_COOKIE));
      return redirect(sameOriginOr(request, new URL(request.url).searchParams.get('ReturnUrl')), clearTokenCookie());
    }),

    // The control page: who is signed in, sign in as anyone, sign out, reset.
    http.get('/__sandbox/', ({ request }) => {
      const current = store.userByToken(readCookie(request, TOKEN_COOKIE));
      const rows = store
        .state()
        .users.map(
          (user) => `<tr><td>${escapeHtml(user.info.name)}</td><td><code>${escapeHtml(user.info.userPin)}</code></td><td>${escapeHtml(user.role.zh)}<br><small>${escapeHtml(user.role.en)}</small></td>
          <td><form class="inline" method="post" action="/__sandbox/sign-in"><input type="hidden" name="pin" value="${escapeHtml(user.info.userPin)}"><button class="secondary" type="submit" aria-label="以 ${escapeHtml(user.info.name)} 登录 / Sign in as ${escapeHtml(user.info.name)}">登录 / Sign in</button></form></td></tr>`,
        )
        .join('');
      return htmlPage(
        '沙箱控制台 / Sandbox control',
        `<h1>沙箱后端 / Sandbox backend</h1>
        <p class="note">当前登录 / Signed in: <strong>${current ? `${escapeHtml(current.info.name)} (${escapeHtml(current.info.userPin)})` : '无 / nobody'}</strong></p>
        <table><thead><tr><th scope="col">姓名 / Name</th><th scope="col">userPin</th><th scope="col">角色 / Role</th><th scope="col"><span class="sr">操作 / Action</span></th></tr></thead><tbody>${rows}</tbody></table>
        <details><summary>示例令牌（令牌查询、接口测试工具）/ Sample tokens (token query, API test tool)</summary>
        <table><thead><tr><th scope="col">access_token</th><th scope="col">app_key</th><th scope="col">userPin</th></tr></thead><tbody>${store.catalogue.tokens
          .map((token) => `<tr><td><code>${escapeHtml(token.accessToken)}</code></td><td><code>${escapeHtml(token.appKey)}</code></td><td>${escapeHtml(token.ownerPin)}</td></tr>`)
          .join('')}</tbody></table>
        <table><thead><tr><th scope="col">app_key</th><th scope="col">app_secret</th><th scope="col">类型 / Type</th></tr></thead><tbody>${store.catalogue.apps
          .map((app) => `<tr><td><code>${escapeHtml(app.appKey)}</code></td><td><code>${escapeHtml(app.appSecret)}</code></td><td>${app.partner ? '合作伙伴 / Partner' : '自研商家 / Merchant'}</td></tr>`)
          .join('')}</tbody></table></details>
        ${applicationStepForm(store.state().applicationStepMs)}
        <form class="inline" method="post" action="/__sandbox/sign-out"><button class="secondary" type="submit">退出登录 / Sign out</button></form>
        <form class="inline" method="post" action="/__sandbox/reset"><button type="submit">重置沙箱数据 / Reset sandbox data</button></form>
        <p><a href="/#/home">打开门户 / Open the portal</a> · <a href="/?variant=internal#/home">员工版 / Staff portal</a></p>`,
      );
    }),
    http.post('/__sandbox/sign-in', async ({ request }) => {
      const user = store.userByPin((await formOf(request)).get('pin') ?? '');
      return user ? redirect('/__sandbox/', tokenCookie(store.signIn(user.info.userPin))) : redirect('/__sandbox/');
    }),
    http.post('/__sandbox/sign-out', ({ request }) => {
      store.signOut(readCookie(request, TOKEN_COOKIE));
      return redirect('/__sandbox/', clearTokenCookie());
    }),
    http.post('/__sandbox/reset', ({ request }) => {
      store.reset();
      // A form post from the control page goes back to it; a script gets JSON.
      const fromForm = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
      return fromForm ? redirect('/__sandbox/', clearTokenCookie()) : HttpResponse.json({ reset: true }, { headers: { 'Set-Cookie': clearTokenCookie() } });
    }),
    // The file storage of SDK downloads: every SDK the seed lists is an empty zip archive here.
    http.get('/__sandbox/files/*', ({ request }) => {
      const key = decodeURIComponent(new URL(request.url).pathname.replace('/__sandbox/files/', ''));
      const known = [...store.catalogue.baseSdks.zh, ...store.catalogue.bizSdks.zh].some((sdk) => sdk.jssKey === key);
      if (!known) return htmlPage('SDK not exist', '<h1>SDK 不存在 / SDK not exist</h1>', 404);
      return new HttpResponse(EMPTY_ZIP, {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${key.split('/').pop() ?? 'sdk.zip'}"` },
      });
    }),
    http.get('/__sandbox', () => redirect('/__sandbox/')),
  ];
};
