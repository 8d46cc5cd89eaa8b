import { useEffect, useState } from 'react';

/** Spec §9: resize handling is debounced by 300 ms. */
export const RESIZE_DEBOUNCE_MS = 300;

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

const read = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's size, updated 300 ms after the last resize event. */
export const useDebouncedViewport = (delayMs = RESIZE_DEBOUNCE_MS): Viewport => {
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setViewport(read()), delayMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [delayMs]);
  return viewport;
};
