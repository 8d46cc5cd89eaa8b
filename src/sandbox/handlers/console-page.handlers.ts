import { http } from 'msw';
import { readCookie, TOKEN_COOKIE } from '../cookies.ts';
import { escapeHtml, htmlPage } from '../pages/html.ts';
import type { SandboxStore } from '../store.ts';

/** The console's pages the portal links to (spec §2 "Console paths"), named in both languages. */
const CONSOLE_PAGES: Readonly<Record<string, string>> = {
  '/appManager': '应用管理 / Application management',
  '/appManager/createApp': '创建应用 / Create an app',
  '/apiManager/registerApi': '注册 API / Register an API',
  '/openBiz': '开通业务 / Open a business',
  '/upgrade/work-order': '工单 / Work orders',
};

/**
 * The hash route is never sent to a server: this script reads it in the browser and shows it as text (textContent,
 * so nothing in the address becomes markup), and follows later hash changes.
 */
const HASH_SCRIPT = `<script>
(() => {
  const pages = ${JSON.stringify(CONSOLE_PAGES).replaceAll('<', '\\u003c')};
  const show = () => {
    let route = location.hash.replace(/^#/, '');
    try { route = decodeURIComponent(route); } catch {}
    const path = route.split('?')[0];
    document.getElementById('console-route').textContent = route || '/';
    document.getElementById('console-page').textContent = pages[path] || '未知页面 / Unknown page';
  };
  show();
  addEventListener('hashchange', show);
  const back = document.getElementById('console-back');
  if (document.referrer && new URL(document.referrer).origin === location.origin) back.href = document.referrer;
})();
</script>`;

/** Who asks: the signed-in user and the team: the portal's choice (its supplierId and groupCode cookies), else the account's. */
const askerOf = (store: SandboxStore, request: Request): { user: string; team: string } => {
  const user = store.userByToken(readCookie(request, TOKEN_COOKIE));
  const selected = user ? store.state().selectedTeams.get(user.info.userPin) : undefined;
  const supplierId = readCookie(request, 'supplierId') ?? (selected === undefined ? undefined : String(selected));
  const groupCode = readCookie(request, 'groupCode');
  const team = store.catalogue.teams.find((candidate) => String(candidate.id) === supplierId);
  const teamText = team
    ? `${team.name}（${String(team.id)} · ${team.code}）`
    : supplierId && supplierId !== '-1'
      ? `${supplierId}${groupCode ? ` · ${groupCode}` : ''}`
      : '未选择 / none chosen';
  return { user: user ? `${user.info.name}（${user.info.userPin}）` : '未登录 / not signed in', team: teamText };
};

/**
 * The console (/admin/, /intl-admin/ on international sites) is another application than the portal. The sandbox
 * answers its addresses with a stand-in page that says so and shows what the portal asked for.
 */
export const consolePageHandlers = (store: SandboxStore) => {
  const page = (console: 'admin' | 'intl-admin') => ({ request }: { request: Request }) => {
    const { user, team } = askerOf(store, request);
    const [zh, en] = console === 'admin' ? ['控制台', 'Console'] : ['国际站控制台', 'International console'];
    const heading = `${zh}（沙箱替身）/ ${en} (sandbox stand-in)`;
    return htmlPage(
      heading,
      `<h1>${heading}</h1>
      <p class="note">这是沙箱中控制台的替身。控制台是另一个应用，不属于开发者门户；真实环境中，这里是控制台的页面。<br>
      This is the sandbox's stand-in for the console: the console is a separate application, not part of the developer portal. In production this address opens the console's page.</p>
      <table><tbody>
        <tr><th scope="row">控制台 / Console</th><td><code>/${console}/</code></td></tr>
        <tr><th scope="row">请求的页面 / Page asked for</th><td><span id="console-page">—</span><br><code id="console-route">—</code></td></tr>
        <tr><th scope="row">用户 / User</th><td>${escapeHtml(user)}</td></tr>
        <tr><th scope="row">团队 / Team</th><td>${escapeHtml(team)}</td></tr>
      </tbody></table>
      <p><a id="console-back" href="/">返回门户 / Back to the portal</a></p>
      ${HASH_SCRIPT}`,
    );
  };
  return [
    http.get('/admin', page('admin')),
    http.get('/admin/*', page('admin')),
    http.get('/intl-admin', page('intl-admin')),
    http.get('/intl-admin/*', page('intl-admin')),
  ];
};
