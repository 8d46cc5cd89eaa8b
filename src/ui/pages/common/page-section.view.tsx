import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TOOLS_GUTTER_BLEED } from '../../widgets/layout-widths';
import { PAGE_COLUMN } from './page-column';

export interface PageSectionProps {
  /** Unique on the page: the heading's id and the section's name. */
  readonly id: string;
  readonly title: string;
  readonly intro?: string;
  /** Beside the heading, e.g. a "see all" link. */
  readonly action?: ReactNode;
  /** A light background, to tell neighbouring sections apart. */
  readonly tinted?: boolean;
  /** Hairlines on a tinted band's edges. */
  readonly rules?: 'top' | 'both';
  /** `lg`: a larger h2 from tablet width up, for long reading pages. */
  readonly size?: 'md' | 'lg';
  readonly children: ReactNode;
}

/**
 * A band off screen is not laid out or painted until it nears the viewport (`content-visibility: auto`; its content
 * stays in the accessibility tree and in find-in-page): a long page's first view costs the browser only what is in
 * view. 600 px is the band's size until it has been rendered once (then the browser remembers the real one).
 */
const OFF_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' } as const;

/** One titled band of a page (h2, optional intro), in the layout width. */
export const PageSection = ({ id, title, intro, action, tinted = false, rules, size = 'md', children }: PageSectionProps) => {
  const large = size === 'lg';
  return (
    <Box
      as="section"
      aria-labelledby={id}
      css={OFF_SCREEN}
      bg={tinted ? 'bg.subtle' : undefined}
      borderTopWidth={tinted && rules ? '1px' : undefined}
      borderBottomWidth={tinted && rules === 'both' ? '1px' : undefined}
      {...TOOLS_GUTTER_BLEED}
    >
      <Box {...PAGE_COLUMN} py={{ base: 10, md: 14 }}>
        <Box display="flex" flexWrap="wrap" alignItems="baseline" justifyContent="space-between" gap={3} mb={intro ? (large ? 3 : 2) : 6}>
          <Heading as="h2" id={id} size={large ? { base: 'xl', md: '2xl' } : 'xl'}>
            {title}
          </Heading>
          {action}
        </Box>
        {intro ? (
          <Text color="fg.muted" mb={6} maxW="3xl">
            {intro}
          </Text>
        ) : null}
        {children}
      </Box>
    </Box>
  );
};
