import { createBrowserHistory, type HistoryLocation, type RouterHistory } from '@tanstack/react-router';

type HistoryState = HistoryLocation['state'];

const freshState = (): HistoryState => {
  const key = Math.random().toString(36).slice(2, 10);
  return { __TSR_index: 0, key, __TSR_key: key };
};

/**
 * The route held in the address's hash: '#/oauth?appKey=A#field' → path '/oauth', search '?appKey=A', hash
 * '#field'. The query before the hash (?variant= on local hosts, a returning ticket or OAuth answer) is not part of
 * the route: the library's hash history appends it to the route's own query, which breaks the last route parameter
 * ('/oauth?appKey=A?variant=external').
 */
export const parseHashRoute = (hash: string, state: HistoryState | undefined): HistoryLocation => {
  // Control characters never belong in a route (browsers drop tabs and newlines from addresses too).
  const body = hash.replace(/^#/, '').replace(/\p{Cc}/gu, '');
  const href = body.startsWith('/') ? body : `/${body}`;
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  return {
    href,
    pathname: searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt),
    search: searchAt < 0 ? '' : beforeHash.slice(searchAt),
    hash: hashAt < 0 ? '' : href.slice(hashAt),
    state: state ?? freshState(),
  };
};

/** Hash routing (`/#/...`) that keeps the address's own query out of the route and in every link. */
export const createPortalHashHistory = (win: Window = window): RouterHistory =>
  createBrowserHistory({
    window: win,
    parseLocation: () => parseHashRoute(win.location.hash, (win.history.state as HistoryState | null) ?? undefined),
    createHref: (href) => `${win.location.pathname}${win.location.search}#${href}`,
  });
