import { Box, Button, Flex, HStack, IconButton, Spacer } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOpenFinder } from '../portal/open-finder';
import { useDeploymentValues } from '../portal/portal.context';
import { LoadOnFirstUse } from '../widgets/load-on-first-use';
import { AccountControl, ConsoleButton } from './account-controls.view';
import { BrandLogo } from './brand-logo.view';
import { DropdownButton } from '../widgets/dropdown-button';
import { HeaderSearch } from './header-search.view';
import { MobileNav } from './mobile-nav.view';
import { LanguageMenu, SiteMenu, ThemeMenu } from './preference-menus.view';
import { useScrolledPast } from './use-scrolled-past';

/** API menu: the API business units (solution type 2) by classification; a unit opens its access guide. */
const loadApiUnitsMenu = () => import('./api-units-menu.view').then((module) => module.ApiUnitsMenu);
/** Solutions menu: an industry tab and a scenario tab (a disclosure of links). */
const loadSolutionsMenu = () => import('./solutions-menu.view').then((module) => module.SolutionsMenu);

/**
 * The site header: logo, API and solutions menus, docs, search, language and site (external), console, login or
 * the avatar menu. Transparent over the page top, solid once the page scrolls (always solid with `alwaysWhite`).
 */
export const SiteHeader = ({ alwaysWhite = false }: { alwaysWhite?: boolean }) => {
  const { t } = useTranslation();
  const features = useDeploymentValues().features;
  const scrolled = useScrolledPast(0);
  const solid = alwaysWhite || scrolled;
  const openFinder = useOpenFinder();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      data-solid={solid ? 'true' : 'false'}
      bg={solid ? 'bg' : 'transparent'}
      backdropFilter={solid ? undefined : 'saturate(1.2)'}
      borderBottomWidth="1px"
      borderColor={solid ? 'border' : 'transparent'}
      shadow={solid ? 'sm' : 'none'}
      transition="background-color 0.2s, box-shadow 0.2s, border-color 0.2s"
    >
      <Flex maxW="layout" mx="auto" px={{ base: 4, md: 8 }} h="16" align="center" gap={{ base: 2, md: 3 }}>
        <BrandLogo />
        <HStack as="nav" aria-label={t('chrome.header.navLabel')} gap={1} hideBelow="lg" ms={4}>
          <LoadOnFirstUse
            load={loadApiUnitsMenu}
            trigger={(props) => (
              <DropdownButton size="md" fontWeight="medium" aria-haspopup="menu" {...props}>
                {t('chrome.header.api')}
              </DropdownButton>
            )}
          />
          <LoadOnFirstUse
            load={loadSolutionsMenu}
            trigger={(props) => (
              <DropdownButton fontWeight="medium" aria-haspopup="dialog" {...props}>
                {t('chrome.header.solutions')}
              </DropdownButton>
            )}
          />
          <Button asChild variant="ghost" fontWeight="medium">
            <Link to="/helpDocument">{t('chrome.header.docs')}</Link>
          </Button>
        </HStack>
        <Spacer />
        {/* Below 1280 px the search box leaves its room to the menus, and a button opens the finder instead (whose "See
            all results" leads to the same results page); phones find the box in the menu drawer too. */}
        <Box hideBelow="xl">
          <HeaderSearch finder width={{ base: '48', '2xl': '64' }} />
        </Box>
        <IconButton hideFrom="xl" variant="ghost" aria-label={t('chrome.search.finderPhone')} onClick={openFinder}>
          <Search />
        </IconButton>
        <Box hideBelow="lg">
          <LanguageMenu />
        </Box>
        {features.siteChooser ? (
          <Box hideBelow="lg">
            <SiteMenu />
          </Box>
        ) : null}
        <Box hideBelow="lg">
          <ThemeMenu />
        </Box>
        <Box hideBelow="lg">
          <ConsoleButton />
        </Box>
        <AccountControl />
        <MobileNav />
      </Flex>
    </Box>
  );
};
