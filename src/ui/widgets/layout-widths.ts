/** Width from which the header shows its menus inline (Chakra's lg breakpoint). */
export const DESKTOP_NAV_MIN_WIDTH = 1024;

/** From md up, the column's room at the window's right edge: its offset (1rem), 4.5rem tools, 0.25rem padding and a 1px border each side. */
const COLUMN_ROOM = 'calc(6rem + 2px)';
/** The widest content column (the theme's layout size): its margins are room enough once the window is wide. */
const LAYOUT_WIDTH = '1480px';

/**
 * The page's right padding that keeps the centred content column clear of the tools column (review m17): the
 * column's room where the window is not wider than the layout plus that room, shrinking to nothing as the content's
 * own margins grow past it. Every layout's main content takes it, so no page can slide under the tools.
 */
const GUTTER = `min(${COLUMN_ROOM}, max(0px, calc(2 * ${COLUMN_ROOM} + ${LAYOUT_WIDTH} - 100vw)))`;
export const TOOLS_GUTTER = { pe: { base: 0, md: GUTTER } } as const;

/** A full-width band (a coloured hero) inside the page: its colour reaches into the gutter, its content does not. */
export const TOOLS_GUTTER_BLEED = { me: { base: 0, md: `calc(-1 * ${GUTTER})` }, pe: { base: 0, md: GUTTER } } as const;
