import type { SystemStyleObject } from '@chakra-ui/react';

/** GitHub's alerts (> [!NOTE] …): a bar in the kind's colour and its title (infrastructure/rich-text/markdown-alerts.ts). */
export const ALERT_CSS: SystemStyleObject = {
  '& .markdown-alert': { borderInlineStartWidth: '4px', borderColor: 'var(--alert-colour)', paddingInlineStart: '1em', marginBlock: '0.75em' },
  '& .markdown-alert > * + *': { marginTop: '0.5em' },
  '& [data-alert-title]': { fontWeight: 'semibold', color: 'var(--alert-colour)' },
  '& [data-alert="note"]': { '--alert-colour': 'var(--chakra-colors-blue-fg)' },
  '& [data-alert="tip"]': { '--alert-colour': 'var(--chakra-colors-green-fg)' },
  '& [data-alert="important"]': { '--alert-colour': 'var(--chakra-colors-purple-fg)' },
  '& [data-alert="warning"]': { '--alert-colour': 'var(--chakra-colors-fg-warning)' },
  '& [data-alert="caution"]': { '--alert-colour': 'var(--chakra-colors-fg-error)' },
};

/** A link in running text looks like one: the brand's colour and underlined (colour alone is not enough, WCAG 1.4.1). */
export const TEXT_LINK_CSS: SystemStyleObject = { color: 'brand.fg', textDecoration: 'underline' };

/** Server HTML's blocks (an OpenAPI description's paragraphs, lists, code) spaced as in a document, not one wall. */
export const RICH_HTML_CSS: SystemStyleObject = {
  '& > * + *': { marginTop: '0.75em' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': TEXT_LINK_CSS,
  ...ALERT_CSS,
};
