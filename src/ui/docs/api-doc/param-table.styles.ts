import type { SystemStyleObject } from '@chakra-ui/react';
import { TEXT_LINK_CSS } from '../../rich-text/rich-html.styles';

/** A level of nesting indents a field (its line and the text beneath it) this much; less on a phone's narrow column. */
const INDENT = { base: '12px', md: '18px' } as const;
/** A row's own padding at its edges: a phone's column has little room to give. */
const EDGE = { base: '8px', md: '12px' } as const;

/**
 * The one stylesheet of parameter tables: rows are plain elements (see ParamTable). A field reads as Stripe, Redoc
 * and Scalar show one: its name, type and requirement on one line, its facts, description and example beneath, all
 * indented by its depth (`--param-depth` on the row). The table keeps its markup (the cells and their column headers,
 * which only assistive technology shows); its rows are laid out as wrapping lines instead of columns.
 *
 * Names, types and examples never break inside a word: they wrap only at the <wbr> a long one is given
 * (identifier-breaks.ts), at spaces, or, in an example, between CJK characters. The table is at least as wide as its
 * widest unbreakable line (min-content) and scrolls sideways in its region where the page is narrower.
 */
const NO_BREAK_IN_WORDS = { overflowWrap: 'normal', wordBreak: 'keep-all' } as const;
/**
 * The room of a parent's fold toggle (its width 5 and the gap 1), kept at the start of every row: the toggle is drawn
 * in it, and a field's name and whatever wraps below it (type, requirement, facts, description, example) start after
 * it, on one edge, with or without a toggle.
 */
const TOGGLE_ROOM = 'var(--chakra-spacing-6)';

export const PARAM_TABLE_CSS: SystemStyleObject = {
  display: 'block',
  width: 'full',
  minWidth: 'min-content',
  fontSize: 'sm',
  '--param-indent': INDENT,
  '--param-edge': EDGE,
  '& .sr-only, & thead': { srOnly: true },
  '& tbody, & tfoot': { display: 'block' },
  '& tbody tr': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: 3,
    rowGap: 1,
    py: 2.5,
    pe: 'var(--param-edge)',
    ps: `calc(var(--param-depth, 0) * var(--param-indent) + var(--param-edge) + ${TOGGLE_ROOM})`,
    scrollMarginTop: '160px',
  },
  '& tbody tr + tr': { borderTopWidth: '1px' },
  '& tbody tr[data-highlighted]': { bg: 'yellow.subtle' },
  '& td': { display: 'block' },
  '& td:empty': { display: 'none' },
  '& .param-name': { display: 'flex', alignItems: 'baseline', gap: 1 },
  '& .param-name code': { fontFamily: 'mono', fontWeight: 'semibold', ...NO_BREAK_IN_WORDS },
  '& .param-toggle': {
    flexShrink: 0,
    alignSelf: 'center',
    marginInlineStart: `calc(-1 * ${TOGGLE_ROOM})`,
    width: '5',
    height: '5',
    borderRadius: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  '& .param-anchor': { color: 'fg.subtle', px: 0.5, _hover: { color: 'brand.solid' }, _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' } },
  '& .param-type': { fontFamily: 'mono', color: 'fg.muted', ...NO_BREAK_IN_WORDS },
  '& .param-requirement': { px: 1.5, borderRadius: 'sm', fontSize: 'xs', fontWeight: 'medium', whiteSpace: 'nowrap' },
  '& .param-required': { bg: 'red.subtle', color: 'red.fg' },
  '& .param-optional': { bg: 'gray.subtle', color: 'gray.fg' },
  '& .param-conditional': { bg: 'orange.subtle', color: 'orange.fg' },
  // The text beneath: a line of its own, under the name. A long word in a description wraps rather than widen the table.
  '& .param-description, & .param-example': { flexBasis: 'full' },
  // (on its elements too: the preflight gives every element its own overflow-wrap, so it is not inherited)
  '& .param-description, & .param-description *': { overflowWrap: 'anywhere' },
  '& .param-description a': TEXT_LINK_CSS,
  // An example may be Chinese text, which wraps between characters as Chinese does. Its label is the table's one
  // translated word (`--param-example-label`), not an element per row.
  '& .param-example': { fontFamily: 'mono', overflowWrap: 'normal', wordBreak: 'normal' },
  '& .param-example::before': { content: 'var(--param-example-label)', fontFamily: 'body', color: 'fg.muted', marginInlineEnd: 1.5 },
  // Rows still coming (a large tree unfolding in steps): said beneath the rows, once the wait is long enough to notice,
  // at the region's start even when a wide table is scrolled sideways.
  '& tfoot tr': { display: 'block', borderTopWidth: '1px' },
  '& .param-more': {
    position: 'sticky',
    insetInlineStart: 0,
    width: 'fit-content',
    py: 2.5,
    px: 'var(--param-edge)',
    color: 'fg.muted',
    animation: 'fade-in 0.2s ease-out 0.3s both',
  },
  '& .param-more-all': {
    marginInlineStart: 3,
    color: 'brand.fg',
    fontWeight: 'medium',
    textDecoration: 'underline',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  '& .param-facts': { display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1, color: 'fg.muted', fontSize: 'xs' },
  '& .param-fact': { px: 1.5, borderRadius: 'sm', bg: 'gray.subtle', color: 'gray.fg', whiteSpace: 'nowrap' },
  '& .param-fact-deprecated': { bg: 'orange.subtle', color: 'orange.fg', textDecoration: 'line-through' },
  '& .param-fact-line': { flexBasis: 'full' },
  '& .param-facts code': { fontFamily: 'mono', bg: 'bg.muted', px: 1, borderRadius: 'xs', overflowWrap: 'anywhere' },
  '& .param-facts a': { color: 'brand.fg', textDecoration: 'underline' },
  '& .param-fact-more': { color: 'brand.fg', textDecoration: 'underline', cursor: 'pointer', marginInlineStart: 2, font: 'inherit' },
};
