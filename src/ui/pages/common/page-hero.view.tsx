import { Box, Heading, Stack, Text, type HeadingProps, type StackProps, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TOOLS_GUTTER_BLEED } from '../../widgets/layout-widths';
import { PAGE_COLUMN } from './page-column';

/** `landing`: the home page's first screen; `standard`: a programme or solution page; `compact`: a page whose content starts at once. */
export type PageHeroSize = 'landing' | 'standard' | 'compact';

interface HeroLook {
  readonly band: StackProps;
  readonly textGap: number;
  readonly title: HeadingProps;
  readonly lead: TextProps;
  readonly art: StackProps;
}

const WIDE_BAND: StackProps = { direction: { base: 'column', lg: 'row' }, gap: 10, align: 'center' };
const BIG_TITLE: HeadingProps = { size: { base: '3xl', md: '4xl' }, lineHeight: '1.2' };
const BIG_LEAD: TextProps = { fontSize: 'lg', maxW: '2xl' };

const LOOKS: Record<PageHeroSize, HeroLook> = {
  landing: { band: { ...WIDE_BAND, py: { base: 12, md: 20 } }, textGap: 5, title: BIG_TITLE, lead: BIG_LEAD, art: { flex: '1', maxW: '520px', w: 'full' } },
  standard: { band: { ...WIDE_BAND, py: { base: 10, md: 16 } }, textGap: 5, title: BIG_TITLE, lead: BIG_LEAD, art: { flex: '1', maxW: '480px', w: 'full' } },
  compact: {
    band: { direction: { base: 'column', md: 'row' }, py: { base: 8, md: 12 }, gap: 8, align: { base: 'stretch', md: 'center' } },
    textGap: 3,
    title: { size: { base: '2xl', md: '3xl' } },
    lead: { fontSize: { base: 'md', md: 'lg' }, maxW: '3xl' },
    art: { w: '280px', flexShrink: 0 },
  },
};

export interface PageHeroProps {
  /** The h1's id, which also names the band. */
  readonly titleId: string;
  readonly title: string;
  /** A short line above the title (what kind of page this is). */
  readonly eyebrow?: string;
  readonly lead: string;
  /** Buttons or links under the lead. */
  readonly actions?: ReactNode;
  /** Anything under the actions. */
  readonly children?: ReactNode;
  /** A decorative illustration, shown from tablet width up. */
  readonly art?: ReactNode;
  /** Shown at every width in place of the art (e.g. a sign-in prompt). */
  readonly aside?: ReactNode;
  readonly size?: PageHeroSize;
  /** For pages whose titles run long on phones. */
  readonly titleSize?: HeadingProps['size'];
  readonly leadStyle?: TextProps;
}

/** The top band of a page: its h1, what it is about, where to start, and a drawing beside them. */
export const PageHero = ({ titleId, title, eyebrow, lead, actions, children, art, aside, size = 'standard', titleSize, leadStyle }: PageHeroProps) => {
  const look = LOOKS[size];
  return (
    <Box as="section" aria-labelledby={titleId} bg="bg.subtle" borderBottomWidth="1px" {...TOOLS_GUTTER_BLEED}>
      <Stack {...PAGE_COLUMN} {...look.band}>
        <Stack gap={look.textGap} flex="1">
          {eyebrow ? (
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
              {eyebrow}
            </Text>
          ) : null}
          <Heading as="h1" id={titleId} {...look.title} {...(titleSize ? { size: titleSize } : {})}>
            {title}
          </Heading>
          <Text color="fg.muted" {...look.lead} {...leadStyle}>
            {lead}
          </Text>
          {actions ? (
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
              {actions}
            </Stack>
          ) : null}
          {children}
        </Stack>
        {aside ??
          (art ? (
            <Box display={{ base: 'none', md: 'block' }} {...look.art}>
              {art}
            </Box>
          ) : null)}
      </Stack>
    </Box>
  );
};
