import { Box, Button, CloseButton, Drawer, Heading, HStack, Link as ChakraLink, Portal, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDeployment, useDeploymentValues } from '../portal/portal.context';
import { useOpenConsole } from '../portal/use-open-console';
import { useTheme } from '../theme/theme-provider';
import { HeaderSearch } from './header-search.view';
import { currentLocale, LANGUAGE_OPTIONS, useChangeLocale, useChooseSite, useThemeOptions } from './preference-menus.view';
import { BizUnitGroupLinks, IndustrySolutionLinks } from './solution-links.view';
import { decide } from '../../domain/deployment/decide';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box as="section">
    <Heading as="h3" size="sm" mb={2} color="fg.muted">
      {title}
    </Heading>
    {children}
  </Box>
);

/** A titled row of buttons choosing one of a few options (language, site, theme); the current one is pressed. */
const ChoiceButtons = <Value extends string>(props: {
  label: string;
  current: string;
  options: readonly { value: Value; label: string; lang?: string }[];
  onChoose: (value: Value) => void;
}) => (
  <Section title={props.label}>
    <HStack gap={2} role="group" aria-label={props.label} flexWrap="wrap">
      {props.options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          lang={option.lang}
          variant={option.value === props.current ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={option.value === props.current}
          onClick={() => option.value !== props.current && props.onChoose(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </HStack>
  </Section>
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
  const solutionPages = decide(features.solutionsMenu, { solutionPages: true, unitDocuments: false });
  const close = () => onOpenChange(false);
  const changeLocale = useChangeLocale();
  const chooseSite = useChooseSite();
  const consoleEntry = useOpenConsole();
  const locale = currentLocale(i18n.language);
  const theme = useTheme();
  const themeOptions = useThemeOptions();

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
                <ChoiceButtons
                  label={t('chrome.language.label')}
                  current={locale}
                  options={LANGUAGE_OPTIONS}
                  onChoose={(option) => void changeLocale(option)}
                />
                {features.siteChooser && sites.length > 0 ? (
                  <ChoiceButtons
                    label={t('chrome.site.label')}
                    current={deployment.site}
                    options={sites.map((entry) => ({ value: entry.serverRoom, label: t(entry.label) }))}
                    onChoose={chooseSite}
                  />
                ) : null}
                <ChoiceButtons
                  label={t('chrome.theme.label')}
                  current={theme.choice}
                  options={themeOptions}
                  onChoose={theme.choose}
                />
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
