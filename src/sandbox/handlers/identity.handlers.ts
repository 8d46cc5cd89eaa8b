import { http, HttpResponse } from 'msw';
import type { GetLoginDto } from '../../infrastructure/dto/get-login.dto.ts';
import type { SaveOutDeveloperDto, SelectedSupplierDto, TeamListDto } from '../../infrastructure/dto/team.dto.ts';
import type { UserInfoDto } from '../../infrastructure/dto/user-info.dto.ts';
import type { NewMessageCountDto } from '../../infrastructure/dto/work-order.dto.ts';
import { clearIdaasCookie, clearTokenCookie, IDAAS_COOKIE, readCookie, sameOriginOr, TOKEN_COOKIE, tokenCookie } from '../cookies.ts';
import { failure, notLogin, ok } from '../envelope.ts';
import type { SandboxStore } from '../store.ts';
import { currentUserOf } from './request.ts';

/** No team chosen yet (GET /user/getSelectedSupplierId). */
const NONE_SELECTED = -2;

export const identityHandlers = (store: SandboxStore) => {
  const currentUser = (request: Request) => currentUserOf(store, request);

  return [
    http.get('/lcp-rest/hrInfo/getUserInfo', ({ request }) => {
      const user = currentUser(request);
      if (!user) return notLogin();
      const data: UserInfoDto = user.info;
      return ok(data);
    }),

    http.get('/lcp-rest/getLogin', ({ request }) => {
      const data: GetLoginDto = { returnUrl: `${new URL(request.url).origin}/__sandbox/login` };
      return ok(data);
    }),

    // Staff single sign-on: the ticket the login page put in the address is exchanged for the token cookie.
    http.get('/lcp-rest/cookies/erp/set_token', ({ request }) => {
      const ticket = new URL(request.url).searchParams.get('ticket') ?? '';
      const pin = store.redeemTicket(ticket);
      if (!pin) return failure(500, 'ticket is invalid or used');
      return ok(true, { headers: { 'Set-Cookie': tokenCookie(store.signIn(pin)) } });
    }),

    // External: the identity service's cookie (set by its login page) becomes the token cookie, once.
    http.get('/lcp-rest/cookies/erp/setOidcToken', ({ request }) => {
      const pin = store.redeemTicket(readCookie(request, IDAAS_COOKIE) ?? '');
      if (!pin) return notLogin();
      const headers = new Headers();
      headers.append('Set-Cookie', tokenCookie(store.signIn(pin)));
      headers.append('Set-Cookie', clearIdaasCookie());
      return ok(true, { headers });
    }),

    http.post('/lcp-rest/cookies/erp/logout', ({ request }) => {
      store.signOut(readCookie(request, TOKEN_COOKIE));
      return ok(true, { headers: { 'Set-Cookie': clearTokenCookie() } });
    }),

    // External logout page: ends the session, then goes back (same origin only).
    http.get('/lcp-rest/logout', ({ request }) => {
      store.signOut(readCookie(request, TOKEN_COOKIE));
      const target = sameOriginOr(request, new URL(request.url).searchParams.get('returnUrl'));
      return new HttpResponse(null, { status: 302, headers: { Location: target, 'Set-Cookie': clearTokenCookie() } });
    }),

    http.post('/lcp-rest/user/saveDeveloper', ({ request }) => (currentUser(request) ? ok(true) : notLogin())),

    http.get('/lcp-rest/user/saveOutDeveloper', ({ request }) => {
      const user = currentUser(request);
      if (!user) return notLogin();
      store.updateUser(user.info.userPin, { develop: 'yes' });
      // roleType 1: administrator of the team; 2: member (see docs/sandbox.md).
      const data: SaveOutDeveloperDto = { supplierId: user.info.supplierId ?? -1, develop: 'yes', actionType: 1, roleType: user.admin ? 1 : 2 };
      return ok(data);
    }),

    http.post('/lcp-rest/user/getTeamListInfo', ({ request }) => {
      const user = currentUser(request);
      if (!user) return notLogin();
      const data: TeamListDto = store.catalogue.teams.filter((team) => user.teamIds.includes(team.id));
      return ok(data);
    }),

    http.get('/lcp-rest/user/getSelectedSupplierId', ({ request }) => {
      const user = currentUser(request);
      if (!user) return notLogin();
      const data: SelectedSupplierDto = store.state().selectedTeams.get(user.info.userPin) ?? NONE_SELECTED;
      return ok(data);
    }),

    http.post('/lcp-rest/workOrder/newMessage', ({ request }) => {
      const user = currentUser(request);
      if (!user) return notLogin();
      const data: NewMessageCountDto = user.unread > 0 ? user.unread : null;
      return ok(data);
    }),
  ];
};
