import { Box, Button, HStack, Link as ChakraLink, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUseCase } from '../use-cases/use-cases.context';
import type { ChromeLinkEntry } from '../../application/ports/portal-config.port';
import { useHoverOpen } from './use-hover-open';

const itemStyle = {
  px: 3,
  py: 1.5,
  fontSize: 'sm',
  color: 'fg',
  borderRadius: 'sm',
  _hover: { bg: 'bg.emphasized', textDecoration: 'none' },
} as const;

/** '(opens in a new tab)' for screen readers, with the icon for everyone else. */
export const NewTabHint = () => {
  const { t } = useTranslation();
  return (
    <>
      <ExternalLink size={12} aria-hidden="true" />
      <VisuallyHidden>{t('chrome.newTab')}</VisuallyHidden>
    </>
  );
};

/**
 * A top-bar dropdown of external links (per deployment, src/main/deployment/chrome-links.config.ts); an entry without
 * a configured address is disabled (dimmed, not focusable as a link, not selectable); the ticket entry opens the
 * console's work orders in this tab.
 */
const LinksDropdown = ({ label, entries }: { label: string; entries: readonly ChromeLinkEntry[] }) => {
  const { t } = useTranslation();
  const hover = useHoverOpen();
  const consoleUrl = useUseCase('consoleUrl');
  return (
    <Menu.Root open={hover.open} onOpenChange={hover.onOpenChange} positioning={{ placement: 'bottom-start', gutter: 2 }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="xs" fontWeight="normal" color="fg" {...hover.hoverProps}>
          {label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48" {...hover.hoverProps}>
            {entries.map((entry) =>
              'console' in entry ? (
                <Menu.Item key={entry.key} value={entry.key} asChild>
                  <a href={consoleUrl(entry.console)}>{t(`chrome.topBar.items.${entry.key}`)}</a>
                </Menu.Item>
              ) : entry.href ? (
                <Menu.Item key={entry.key} value={entry.key} asChild>
                  <a href={entry.href} target="_blank" rel="noopener noreferrer">
                    {t(`chrome.topBar.items.${entry.key}`)}
                    <NewTabHint />
                  </a>
                </Menu.Item>
              ) : (
                <Menu.Item key={entry.key} value={entry.key} disabled>
                  {t(`chrome.topBar.items.${entry.key}`)}
                  <Text as="span" fontSize="xs" color="fg.muted" ms="auto">
                    {t('chrome.topBar.unavailable')}
                  </Text>
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};

/**
 * The thin bar above the header: home, customer news (not on international sites), document centre, and the help
 * and learn-about-the-platform dropdowns of external links.
 */
export const TopBar = () => {
  const { t } = useTranslation();
  const international = useUseCase('deployment')().international;
  const links = useUseCase('chromeLinks')();
  return (
    <Box as="nav" aria-label={t('chrome.topBar.label')} bg="bg.muted" borderBottomWidth="1px" overflowX="auto">
      <HStack
        as="ul"
        listStyleType="none"
        maxW="layout"
        mx="auto"
        px={{ base: 2, md: 8 }}
        h="9"
        gap={1}
        whiteSpace="nowrap"
        justify={{ base: 'flex-start', md: 'flex-end' }}
      >
        <li>
          <ChakraLink asChild {...itemStyle}>
            <Link to="/home">{t('chrome.topBar.home')}</Link>
          </ChakraLink>
        </li>
        {international || !links.customerNews ? null : (
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
