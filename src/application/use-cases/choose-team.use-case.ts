import type { IO } from 'fp-ts/IO';
import { homeAddress, portalRouteAddress } from '../../domain/deployment/home-address';
import type { Team } from '../../domain/user/team';
import type { BrowserLocation } from '../ports/browser.port';
import type { CookieJar, KeyValueStore } from '../ports/storage.port';
import { TEAM_SWITCHED_KEY, RETURN_URL_KEY } from '../session/storage-keys';

const withoutHash = (url: string): string => url.split('#')[0] ?? url;

/**
 * The team choice (spec §4 "Team choice"): the team goes to the supplierId (its id) and groupCode (its code) cookies,
 * then the page loads again where the user was and says the team was switched. Where the user was: `returnRoute`, the
 * route the team page was opened from (Quick start, the avatar menu), else the return address the login or console
 * flow remembered, else home; each only when it passes the allow-list.
 */
export const makeChooseTeam =
  (deps: {
    cookies: CookieJar;
    sessionStorage: KeyValueStore;
    location: BrowserLocation;
    cookieDomain: string;
    isAllowedRedirect: (url: string) => boolean;
  }) =>
  (team: Team, returnRoute?: string): IO<void> =>
  () => {
    const options = { path: '/', ...(deps.cookieDomain ? { domain: deps.cookieDomain } : {}) };
    deps.cookies.set('supplierId', String(team.id), options);
    deps.cookies.set('groupCode', team.code, options);
    const remembered = deps.sessionStorage.get(RETURN_URL_KEY);
    deps.sessionStorage.remove(RETURN_URL_KEY);
    deps.sessionStorage.set(TEAM_SWITCHED_KEY, '1');
    const home = homeAddress(deps.location.href());
    const fromRoute = portalRouteAddress(deps.location.href(), returnRoute);
    const usable = (url: string | null | undefined): url is string => !!url && deps.isAllowedRedirect(url) && !url.includes('#/chooseSupplier');
    const target = usable(fromRoute) ? fromRoute : usable(remembered) ? remembered : home;
    // The page must load again (the cookies change who the backend serves); an address that differs only in its
    // hash would not reload by itself.
    if (withoutHash(target) === withoutHash(deps.location.href())) {
      deps.location.replace(target);
      deps.location.reload();
    } else {
      deps.location.assign(target);
    }
  };

/** True once after a team choice reloaded the page (the flag is consumed). */
export const makeTakeTeamSwitched =
  (deps: { sessionStorage: KeyValueStore }) =>
  (): boolean => {
    const switched = deps.sessionStorage.get(TEAM_SWITCHED_KEY) === '1';
    deps.sessionStorage.remove(TEAM_SWITCHED_KEY);
    return switched;
  };
