import { Box, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentValues } from '../portal/portal.context';
import type { ChromeLinkEntry } from '../../application/ports/portal-config.port';
import { LoadOnFirstUse } from '../widgets/load-on-first-use';
import { DropdownButton } from '../widgets/dropdown-button';
import { NewTabHint } from './new-tab-hint.view';

/** The top bar's links and its dropdown triggers share one type size and padding. */
const TOP_BAR_TEXT = { fontSize: 'sm', px: 3 } as const;

const itemStyle = {
  ...TOP_BAR_TEXT,
  py: 1.5,
  color: 'fg',
  borderRadius: 'sm',
  _hover: { bg: 'bg.emphasized', textDecoration: 'none' },
} as const;

/** A dropdown's trigger: the bar's type size beside its links, not the 12 px of an extra-small button. */
const TopBarDropdownButton = ({ ref, ...props }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) => (
  <DropdownButton ref={ref} size="xs" {...TOP_BAR_TEXT} lineHeight="1.25rem" fontWeight="normal" color="fg" {...props} />
);

const loadLinksMenu = () => import('./top-bar-links-menu.view').then((module) => module.TopBarLinksMenu);

/** A dropdown of external links; its menu loads on first use. */
const LinksDropdown = ({ label, entries }: { label: string; entries: readonly ChromeLinkEntry[] }) => (
  <LoadOnFirstUse
    load={loadLinksMenu}
    entries={entries}
    trigger={(props) => (
      <TopBarDropdownButton aria-haspopup="menu" {...props}>
        {label}
      </TopBarDropdownButton>
    )}
  />
);

/**
 * The row's end fades while more links lie beyond it, and not once it is scrolled to its end or fits: the row's own
 * scroll position drives the fade (a scroll timeline; where a browser has none, the row scrolls without the fade).
 */
const MORE_LINKS_FADE = {
  position: 'relative',
  timelineScope: '--top-bar-row',
  '& > ul': { overflowX: 'auto', scrollTimeline: '--top-bar-row inline' },
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineEnd: 0,
    width: '10',
    pointerEvents: 'none',
    bgImage: 'linear-gradient(to left, var(--chakra-colors-bg-muted), transparent)',
    opacity: 0,
  },
  // Chakra's fade-out keyframes over the last tenth of the row's scroll range.
  '@supports (animation-timeline: scroll())': {
    '&::after': {
      animationName: 'fade-out',
      animationTimingFunction: 'linear',
      animationFillMode: 'both',
      animationTimeline: '--top-bar-row',
      animationRange: '90% 100%',
    },
  },
} as const;

/**
 * The thin bar above the header: home, customer news (not on international sites), document centre, and the help
 * and learn-about-the-platform dropdowns of external links.
 */
export const TopBar = () => {
  const { t } = useTranslation();
  const { features, chromeLinks: links } = useDeploymentValues();
  const showNews = features.customerNews;
  return (
    // Where the links do not fit on one row (phones) the row scrolls sideways behind a faded end rather than take a
    // second row of the screen (review m18). The fade is CSS alone (MORE_LINKS_FADE): this bar is in every first view.
    <Box as="nav" aria-label={t('chrome.topBar.label')} bg="bg.muted" borderBottomWidth="1px" css={MORE_LINKS_FADE} data-testid="top-bar-row" data-scroll-fade="">
      <Box
        as="ul"
        listStyleType="none"
        maxW="layout"
        mx="auto"
        px={{ base: 2, md: 8 }}
        minH="9"
        display="flex"
        alignItems="center"
        columnGap={1}
        whiteSpace="nowrap"
        justifyContent={{ base: 'flex-start', md: 'flex-end' }}
      >
        <li>
          <ChakraLink asChild {...itemStyle}>
            <Link to="/home">{t('chrome.topBar.home')}</Link>
          </ChakraLink>
        </li>
        {!showNews || !links.customerNews ? null : (
          <li>
            <ChakraLink href={links.customerNews} target="_blank" rel="noopener noreferrer" {...itemStyle}>
              {t('chrome.topBar.customerNews')}
              <NewTabHint />
            </ChakraLink>
          </li>
        )}
        <li>
          <ChakraLink asChild {...itemStyle}>
            <Link to="/helpDocument">{t('chrome.topBar.documentCentre')}</Link>
          </ChakraLink>
        </li>
        <li>
          <LinksDropdown label={t('chrome.topBar.helpAndSupport')} entries={links.helpAndSupport} />
        </li>
        <li>
          <LinksDropdown label={t('chrome.topBar.learnPlatform')} entries={links.learnPlatform} />
        </li>
      </Box>
    </Box>
  );
};
