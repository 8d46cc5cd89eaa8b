import { Box, Button, CloseButton, Drawer, Heading, HStack, Link as ChakraLink, Portal, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../domain/deployment/deployment';
import { htmlLang, LANGUAGE_NAMES } from '../i18n/language-names';
import { useDeployment, useDeploymentValues } from '../portal/portal.context';
import { useOpenConsole } from '../portal/use-open-console';
import { HeaderSearch } from './header-search.view';
import { currentLocale, useChangeLocale, useChooseSite } from './preference-menus.view';
import { BizUnitGroupLinks, IndustrySolutionLinks } from './solution-links.view';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box as="section">
    <Heading as="h3" size="sm" mb={2} color="fg.muted">
      {title}
    </Heading>
    {children}
  </Box>
);

/** The narrow screens' drawer with the header's links, search and choices. */
export const MobileNavDrawer = ({
  open,
  onOpenChange,
  finalFocusEl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close (the drawer has no trigger of its own: the button is not part of its chunk). */
  finalFocusEl: () => HTMLElement | null;
}) => {
  const { t, i18n } = useTranslation();
  const deployment = useDeployment();
  const { sites, features } = useDeploymentValues();
  const solutionPages = features.solutionsMenu === 'solutionPages';
  const close = () => onOpenChange(false);
  const changeLocale = useChangeLocale();
  const chooseSite = useChooseSite();
  const consoleEntry = useOpenConsole();
  const locale = currentLocale(i18n.language);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="xs" finalFocusEl={finalFocusEl} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('chrome.header.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap={6} as="nav" aria-label={t('chrome.header.navLabel')}>
                <HeaderSearch width="full" onSearched={close} />
                <Stack gap={1}>
                  <ChakraLink asChild fontWeight="medium">
                    <Link to="/home" onClick={close}>
                      {t('chrome.topBar.home')}
                    </Link>
                  </ChakraLink>
                  <ChakraLink asChild fontWeight="medium">
                    <Link to="/helpDocument" onClick={close}>
                      {t('chrome.header.docs')}
                    </Link>
                  </ChakraLink>
                </Stack>
                <Section title={t('chrome.header.api')}>
                  <BizUnitGroupLinks solutionType={2} enabled={open} onNavigate={close} />
                </Section>
                <Section title={t('chrome.solutions.industryTab')}>
                  {solutionPages ? (
                    <IndustrySolutionLinks onNavigate={close} />
                  ) : (
                    <BizUnitGroupLinks solutionType={1} enabled={open} onNavigate={close} />
                  )}
                </Section>
                <Section title={t('chrome.solutions.scenarioTab')}>
                  <BizUnitGroupLinks solutionType={3} enabled={open} onNavigate={close} solutionPages={solutionPages} />
                </Section>
                {features.languageChooser ? (
                  <Section title={t('chrome.language.label')}>
                    <HStack gap={2} role="group" aria-label={t('chrome.language.label')}>
                      {LOCALES.map((option) => (
                        <Button
                          key={option}
                          size="sm"
                          lang={htmlLang(option)}
                          variant={option === locale ? 'solid' : 'outline'}
                          colorPalette="brand"
                          aria-pressed={option === locale}
                          onClick={() => option !== locale && void changeLocale(option)}
                        >
                          {LANGUAGE_NAMES[option]}
                        </Button>
                      ))}
                    </HStack>
                  </Section>
                ) : null}
                {features.siteChooser && sites.length > 0 ? (
                  <Section title={t('chrome.site.label')}>
                    <HStack gap={2} role="group" aria-label={t('chrome.site.label')}>
                      {sites.map((entry) => (
                        <Button
                          key={entry.serverRoom}
                          size="sm"
                          variant={entry.serverRoom === deployment.site ? 'solid' : 'outline'}
                          colorPalette="brand"
                          aria-pressed={entry.serverRoom === deployment.site}
                          onClick={() => entry.serverRoom !== deployment.site && chooseSite(entry.serverRoom)}
                        >
                          {t(entry.label)}
                        </Button>
                      ))}
                    </HStack>
                  </Section>
                ) : null}
                <Button colorPalette="brand" variant="outline" loading={consoleEntry.busy} onClick={() => void consoleEntry.open()}>
                  {t('chrome.account.console')}
                </Button>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('chrome.header.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};
