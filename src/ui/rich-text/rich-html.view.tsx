import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../application/ports/rich-text.port';
import { withAlertTitles } from './alert-titles';
import { RICH_HTML_CSS } from './rich-html.styles';

/** Server HTML, sanitized here and only here on its way into the DOM. */
export const RichHtml = ({ html, richText, ...box }: { html: string; richText: Sanitizer } & Omit<BoxProps, 'dangerouslySetInnerHTML'>) => {
  const { t } = useTranslation();
  const safe = useMemo(() => richText.sanitize(withAlertTitles(html, t)), [html, richText, t]);
  return <Box className="rich-html" data-content="backend" css={RICH_HTML_CSS} dangerouslySetInnerHTML={{ __html: safe }} {...box} />;
};
