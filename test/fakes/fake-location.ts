import type { BrowserLocation } from '../../src/application/ports/browser.port';

export interface FakeLocation extends BrowserLocation {
  /** Addresses passed to assign, in order. */
  readonly assigned: string[];
  reloads: number;
}

/** A browser address bar that records where it was sent instead of leaving. */
export const createFakeLocation = (href = 'http://localhost:5173/#/home'): FakeLocation => {
  let url = new URL(href);
  const fake: FakeLocation = {
    assigned: [],
    reloads: 0,
    href: () => url.href,
    hostname: () => url.hostname,
    origin: () => url.origin,
    assign: (target) => void fake.assigned.push(target),
    reload: () => void (fake.reloads += 1),
    replace: (target) => void (url = new URL(target, url)),
  };
  return fake;
};
