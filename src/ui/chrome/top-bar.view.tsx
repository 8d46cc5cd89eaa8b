import { Box, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDeploymentValues } from '../portal/portal.context';
import type { ChromeLinkEntry } from '../../application/ports/portal-config.port';
import { deferredControl, type IntentProps } from './deferred-control';
import { NewTabHint } from './new-tab-hint.view';
import { TOP_BAR_TEXT, TopBarDropdownButton } from './top-bar-links.parts';

const itemStyle = {
  ...TOP_BAR_TEXT,
  py: 1.5,
  color: 'fg',
  borderRadius: 'sm',
  _hover: { bg: 'bg.emphasized', textDecoration: 'none' },
} as const;

interface LinksDropdownProps {
  readonly label: string;
  readonly entries: readonly ChromeLinkEntry[];
}

const LinksDropdownStandIn = ({ label, intentProps }: LinksDropdownProps & { intentProps: IntentProps }) => (
  <TopBarDropdownButton aria-haspopup="menu" {...intentProps}>
    {label}
  </TopBarDropdownButton>
);

const LinksDropdown = deferredControl<LinksDropdownProps>(
  () => import('./top-bar-links.control').then((module) => module.LinksDropdownControl),
  LinksDropdownStandIn,
);

/**
 * The thin bar above the header: home, customer news (not on international sites), document centre, and the help
 * and learn-about-the-platform dropdowns of external links.
 */
export const TopBar = () => {
  const { t } = useTranslation();
  const showNews = useDeploymentValues().features.customerNews;
  const links = useDeploymentValues().chromeLinks;
  return (
    // Where the links do not fit on one row (phones) they wrap onto a second one, each link whole, rather than run
    // off the edge.
    <Box as="nav" aria-label={t('chrome.topBar.label')} bg="bg.muted" borderBottomWidth="1px">
      <HStack
        as="ul"
        listStyleType="none"
        maxW="layout"
        mx="auto"
        px={{ base: 2, md: 8 }}
        minH="9"
        py={{ base: 0.5, md: 0 }}
        flexWrap="wrap"
        columnGap={1}
        rowGap={0}
        whiteSpace="nowrap"
        justify={{ base: 'flex-start', md: 'flex-end' }}
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
      </HStack>
    </Box>
  );
};
