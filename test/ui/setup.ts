import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { lazyLocaleAreas, loadLocale, loadLocaleAreas } from '../../src/ui/i18n/resources';

// The app loads the language in use before its first render; tests render in either.
await Promise.all([loadLocale('zh-cn'), loadLocale('en-us')]);
// Pages rendered in tests skip their route's loader, which loads the lazily kept strings: load them all up front.
await loadLocaleAreas(lazyLocaleAreas());

// jsdom has no scrollTo; the router and back-to-top call it.
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
// jsdom has no matchMedia; Chakra reads it.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// jsdom has no ResizeObserver or scrollIntoView; Chakra's positioned menus (floating-ui) and lists use them.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;

// A view that loads a chunk first (the rich-text sanitizer, a lazy menu) can take more than testing-library's 1 s on
// a busy machine (CI, the suite's parallel workers): a wait is a bound on loading, not a measure of speed.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
// The files of a worker share one window (vitest.config.ts, `isolate: false`): each starts with nothing stored.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
