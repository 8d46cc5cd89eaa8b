import { useSyncExternalStore } from 'react';

/** Chakra's xl breakpoint (80em, 1280 px): from here a document page has its right-hand column. */
export const WIDE_SCREEN_QUERY = '(min-width: 80em)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(WIDE_SCREEN_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(WIDE_SCREEN_QUERY).matches;

/**
 * Whether the window is as wide as the right-hand column needs, followed live. For what must be in one place only
 * (the samples beside an API's reference, or its Examples section in the flow), not for what CSS can show and hide.
 */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, isWide);
