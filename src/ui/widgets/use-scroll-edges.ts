import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling element has more content beyond its start and its end edge. */
export interface ScrollEdges {
  readonly start: boolean;
  readonly end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };

/** Less than a pixel is rounding (zoom, fractional widths), not something left to see. */
const SLACK_PX = 1;

const edgesOf = (scroller: HTMLElement): ScrollEdges => {
  const hidden = scroller.scrollWidth - scroller.clientWidth;
  if (hidden <= SLACK_PX) return NONE;
  const scrolled = Math.abs(scroller.scrollLeft);
  return { start: scrolled > SLACK_PX, end: scrolled < hidden - SLACK_PX };
};

export const overflows = (edges: ScrollEdges) => edges.start || edges.end;

/**
 * Calls `onChange` with the scroller's edges now and whenever they change (it scrolls, or it or its content is
 * resized). Returns the function that stops watching.
 */
export const watchScrollEdges = (scroller: HTMLElement, onChange: (edges: ScrollEdges) => void): (() => void) => {
  let last: ScrollEdges | undefined;
  const update = () => {
    const edges = edgesOf(scroller);
    if (last?.start === edges.start && last.end === edges.end) return;
    last = edges;
    onChange(edges);
  };
  update();
  scroller.addEventListener('scroll', update, { passive: true });
  const resized = new ResizeObserver(update);
  resized.observe(scroller);
  for (const child of scroller.children) resized.observe(child);
  return () => {
    scroller.removeEventListener('scroll', update);
    resized.disconnect();
  };
};

/** The edges of the element `scroller` refers to, kept up to date (measured before the first paint). */
export const useScrollEdges = (scroller: RefObject<HTMLElement | null>): ScrollEdges => {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    return watchScrollEdges(element, setEdges);
  }, [scroller]);
  return edges;
};

/** The attributes that switch on `scrollEdgeFade`'s fades, for the scroller's positioned frame. */
export const scrollEdgeAttributes = (edges: ScrollEdges) => ({
  'data-more-start': edges.start ? '' : undefined,
  'data-more-end': edges.end ? '' : undefined,
});

/**
 * For the `css` prop of a scroller's positioned frame: at each edge with more content beyond it, the content fades
 * out (into `--scroll-fade-bg`, the page background unless set), so a reader sees there is more to scroll to.
 */
export const scrollEdgeFade = {
  position: 'relative',
  '--scroll-fade-bg': 'var(--chakra-colors-bg)',
  '&::before, &::after': {
    content: '""',
    position: 'absolute',
    top: '1px',
    bottom: '1px',
    width: '10',
    pointerEvents: 'none',
    opacity: 0,
    transition: 'opacity 0.15s',
    zIndex: 1,
  },
  '&::before': { left: '1px', bgImage: 'linear-gradient(to right, var(--scroll-fade-bg), transparent)' },
  '&::after': { right: '1px', bgImage: 'linear-gradient(to left, var(--scroll-fade-bg), transparent)' },
  '&[data-more-start]::before, &[data-more-end]::after': { opacity: 1 },
} as const;
