/**
 * The browser storage keys and cookies the use cases share (one place, so no use case imports another's constants).
 * Local storage keeps preferences; session storage keeps this tab's marks between a page and its return.
 */

/** Local storage: the reader's language. */
export const LOCALE_KEY = 'lcp.locale';
/** Local storage: the theme chosen (none: follow the system). Read before the portal starts (build/theme-start.vite-plugin.ts). */
export const THEME_KEY = 'lcp.theme';
/** Local storage: the international site last chosen. */
export const SITE_KEY = 'lcp.site';

/** Session-storage mark: this tab went to the login page, so the next start finishes the login (completeLoginReturn). */
export const LOGIN_PENDING_KEY = 'lcp.loginPending';
/** Session storage: what a visitor asked for before the login page (the console), done once they are back signed in. */
export const AFTER_LOGIN_KEY = 'lcp.afterLogin';
/** Session storage: where the team choice sends the user back to afterwards. */
export const RETURN_URL_KEY = 'lcp.returnUrl';
/** Session storage: set before the reload that follows a team choice; the next start shows 'team switched' once. */
export const TEAM_SWITCHED_KEY = 'lcp.teamSwitched';
/** Session storage: the request of this tab while the user is at the authorization page (no secret in it). */
export const PENDING_AUTHORIZATION_KEY = 'lcp.oauthRequest';

/** Cookies the portal's login leaves behind (spec §4 "Logout"). */
export const SESSION_COOKIES = ['thor', 'lcpinfo', 'supplierId', 'groupCode'] as const;

/** Local storage: the finder's last openings (titles and addresses of documents, nothing typed). */
export const RECENT_FINDS_KEY = 'lcp.finder.recent';
