import { Box } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../application/ports/rich-text.port';
import type { DomHtml, SafeHtml } from '../../domain/doc/safe-html';
import { signRenderedMarkdown } from '../widgets/dom-html';
import { scrollEdgeFade } from '../widgets/use-scroll-edges';
import { withAlertTitles } from './alert-titles';
import { ALERT_CSS, TEXT_LINK_CSS } from './rich-html.styles';
import { useDiagrams } from './use-diagrams';

/** Rendered (and sanitized) markdown with the portal's document typography; its diagrams drawn once it is shown. */
export const MarkdownBody = ({ html }: { html: SafeHtml }) => {
  const { t } = useTranslation();
  // One value while the text and language stay: another would make React write the body again, dropping its diagrams.
  const body = useMemo(() => signRenderedMarkdown(withAlertTitles(html, t)), [html, t]);
  return <DocumentBody body={body} />;
};

/** Server HTML (a FAQ problem's content) with the same typography, sanitized here on its way into the DOM. */
export const ServerHtmlBody = ({ html, sanitizer }: { html: string; sanitizer: Sanitizer }) => {
  const { t } = useTranslation();
  const body = useMemo(() => sanitizer.sanitize(withAlertTitles(html, t)), [html, sanitizer, t]);
  return <DocumentBody body={body} />;
};

const DocumentBody = ({ body }: { body: DomHtml }) => {
  const ref = useRef<HTMLDivElement>(null);
  useDiagrams(ref, body);
  return (
    <Box
      ref={ref}
      className="markdown-body"
      data-content="backend"
      lineHeight="1.75"
      css={{
        '& h1': { fontSize: '2xl', fontWeight: 'bold', mt: 2, mb: 4 },
        '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: 8, mb: 3, pb: 1, borderBottomWidth: '1px' },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: 6, mb: 2 },
        '& h1, & h2, & h3, & h4': { scrollMarginTop: '140px' },
        '& p': { my: 3 },
        '& ul, & ol': { ps: 6, my: 3 },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': TEXT_LINK_CSS,
        '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: 1, borderRadius: 'sm' },
        '& pre': { bg: 'bg.muted', p: 3, borderRadius: 'md', overflowX: 'auto', my: 4 },
        '& pre code': { bg: 'transparent', p: 0 },
        '& table': { borderCollapse: 'collapse', my: 4, display: 'block', overflowX: 'auto' },
        '& th, & td': { borderWidth: '1px', px: 3, py: 1.5, textAlign: 'start' },
        '& th': { bg: 'bg.muted' },
        '& blockquote': { borderStartWidth: '4px', ps: 4, color: 'fg.muted', my: 3 },
        '& img': { maxW: 'full' },
        '& figure[data-diagram-state]': { my: 4, ...scrollEdgeFade },
        '& [data-diagram-scroll]': {
          overflowX: 'auto',
          borderRadius: 'sm',
          _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
        },
        // Centred while it fits; from its readable width down (use-diagrams.ts) it scrolls instead of shrinking.
        // Mermaid draws in its light neutral theme; in the dark theme the drawing is inverted, greys and all, and the
        // hue turned back, so a diagram needs no redrawing when the theme switches.
        '& [data-diagram-scroll] svg': { display: 'block', mx: 'auto', maxW: 'full', h: 'auto', _dark: { filter: 'invert(1) hue-rotate(180deg)' } },
        '& [data-diagram-note]': { fontSize: 'sm', color: 'fg.muted', mt: -2 },
        '& .hljs-keyword, & .hljs-literal': { color: 'purple.fg' },
        '& .hljs-string': { color: 'green.fg' },
        '& .hljs-attr, & .hljs-property': { color: 'blue.fg' },
        '& .hljs-number': { color: 'orange.fg' },
        '& .hljs-comment': { color: 'fg.subtle', fontStyle: 'italic' },
        ...ALERT_CSS,
      }}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
};
