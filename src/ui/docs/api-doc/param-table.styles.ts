import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The one stylesheet of parameter tables: rows are plain elements (see ParamTable). Names, types and examples never
 * break inside a word: they wrap only at the <wbr> their pieces are given (identifier-breaks.ts), at spaces, or, in an
 * example, between CJK characters; their columns are sized to fit (param-columns.ts), and the table scrolls sideways
 * in its region where the page is narrower.
 */
const NO_BREAK_IN_WORDS = { overflowWrap: 'normal', wordBreak: 'keep-all' } as const;

export const PARAM_TABLE_CSS: SystemStyleObject = {
  width: 'full',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& .sr-only': { srOnly: true },
  '& thead': { bg: 'bg.muted' },
  '& th': { textAlign: 'start', py: 2, px: 3, fontWeight: 'semibold', whiteSpace: 'nowrap' },
  '& tbody tr': { borderTopWidth: '1px', scrollMarginTop: '160px' },
  '& tbody tr[data-highlighted]': { bg: 'yellow.subtle' },
  '& td': { py: 2, px: 3, verticalAlign: 'top' },
  '& .param-name': { display: 'flex', alignItems: 'flex-start', gap: 1 },
  '& .param-name code': { fontFamily: 'mono', fontWeight: 'semibold', minWidth: 0, ...NO_BREAK_IN_WORDS },
  '& .param-toggle': {
    flexShrink: 0,
    width: '5',
    height: '5',
    borderRadius: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  // A field without children has no toggle; its name keeps the toggle's room (its width 5 and the gap 1).
  '& .param-leaf > code': { marginInlineStart: '6' },
  '& .param-anchor': { color: 'fg.subtle', px: 0.5, _hover: { color: 'brand.solid' }, _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' } },
  '& .param-type': { fontFamily: 'mono', color: 'fg.muted', ...NO_BREAK_IN_WORDS },
  // An example may be Chinese text, which wraps between characters as Chinese does.
  '& .param-example': { fontFamily: 'mono', overflowWrap: 'normal', wordBreak: 'normal' },
  '& .param-requirement': { display: 'inline-block', px: 1.5, borderRadius: 'sm', fontSize: 'xs', fontWeight: 'medium', whiteSpace: 'nowrap' },
  '& .param-required': { bg: 'red.subtle', color: 'red.fg' },
  '& .param-optional': { bg: 'gray.subtle', color: 'gray.fg' },
  '& .param-conditional': { bg: 'orange.subtle', color: 'orange.fg' },
  '& .param-facts': { display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1, color: 'fg.muted', fontSize: 'xs' },
  '& .param-fact': { px: 1.5, borderRadius: 'sm', bg: 'gray.subtle', color: 'gray.fg', whiteSpace: 'nowrap' },
  '& .param-fact-deprecated': { bg: 'orange.subtle', color: 'orange.fg', textDecoration: 'line-through' },
  '& .param-fact-line': { flexBasis: 'full' },
  '& .param-facts code': { fontFamily: 'mono', bg: 'bg.muted', px: 1, borderRadius: 'xs', overflowWrap: 'anywhere' },
  '& .param-facts a': { color: 'brand.fg', textDecoration: 'underline' },
};
