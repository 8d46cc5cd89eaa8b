/**
 * A page's content column: the layout width, centred. From md up the floating tools sit over the right edge, so the
 * column's right padding grows to keep text clear of them when the window is not much wider than the layout.
 */
export const PAGE_COLUMN = {
  maxW: 'layout',
  mx: 'auto',
  ps: { base: 5, md: 10 },
  pe: { base: 5, md: 'max(2.5rem, min(6rem, calc(6rem - (100vw - 1480px) / 2)))' },
} as const;
