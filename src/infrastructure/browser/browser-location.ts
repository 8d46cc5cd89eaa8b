import type { BrowserLocation } from '../../application/ports/browser.port';

type LocationLike = Pick<Location, 'href' | 'hostname' | 'origin' | 'assign' | 'reload'>;
type HistoryLike = Pick<History, 'replaceState' | 'state'>;

/** BrowserLocation over window.location (read on every call, so it always reflects the current address). */
export const createBrowserLocation = (
  location: () => LocationLike = () => window.location,
  history: () => HistoryLike = () => window.history,
): BrowserLocation => ({
  href: () => location().href,
  hostname: () => location().hostname,
  origin: () => location().origin,
  assign: (url) => location().assign(url),
  reload: () => location().reload(),
  // Keeps the router's state object, so hash routing does not see a foreign entry.
  replace: (url) => history().replaceState(history().state, '', url),
});
