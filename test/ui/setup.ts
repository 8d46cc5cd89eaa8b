import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no scrollTo; the router and back-to-top call it.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollTo = (() => undefined) as typeof Element.prototype.scrollTo;
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

afterEach(() => cleanup());
