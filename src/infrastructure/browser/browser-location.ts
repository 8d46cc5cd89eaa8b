import type { BrowserLocation } from '../../application/ports/browser.port';

type LocationLike = Pick<Location, 'href' | 'hostname' | 'origin' | 'assign' | 'reload'>;

/** BrowserLocation over window.location (read on every call, so it always reflects the current address). */
export const createBrowserLocation = (location: () => LocationLike = () => window.location): BrowserLocation => ({
  href: () => location().href,
  hostname: () => location().hostname,
  origin: () => location().origin,
  assign: (url) => location().assign(url),
  reload: () => location().reload(),
});
