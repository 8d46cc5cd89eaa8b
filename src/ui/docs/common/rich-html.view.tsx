import { Box, type BoxProps } from '@chakra-ui/react';
import type { Sanitizer } from '../../../application/ports/rich-text.port';

/** Server HTML, sanitized here and only here on its way into the DOM. */
export const RichHtml = ({ html, richText, ...box }: { html: string; richText: Sanitizer } & Omit<BoxProps, 'dangerouslySetInnerHTML'>) => (
  <Box className="rich-html" data-content="backend" dangerouslySetInnerHTML={{ __html: richText.sanitize(html) }} {...box} />
);
