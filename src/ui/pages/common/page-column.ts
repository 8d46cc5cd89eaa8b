/** A page's content column: the layout width, centred (the layouts keep it clear of the floating tools: TOOLS_GUTTER). */
export const PAGE_COLUMN = {
  maxW: 'layout',
  mx: 'auto',
  px: { base: 5, md: 10 },
} as const;
