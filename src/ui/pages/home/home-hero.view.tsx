import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CirclePlus, Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Deployment } from '../../../domain/deployment/deployment';
import { useOpenConsole } from '../../use-cases/use-open-console';
import { useUseCase } from '../../use-cases/use-cases.context';
import { HomeHeroArt } from './home-hero-art.view';

/** International sites: straight to creating an app or registering an API in the intl-admin console. */
const IntlConsoleShortcuts = () => {
  const { t } = useTranslation();
  const consoleUrl = useUseCase('consoleUrl');
  return (
    <HStack as="nav" aria-label={t('pages.home.intlConsole')} gap={3} flexWrap="wrap">
      <Button asChild variant="subtle" colorPalette="brand">
        <a href={consoleUrl('createApp')}>
          <CirclePlus size={18} aria-hidden="true" />
          {t('pages.home.createApp')}
        </a>
      </Button>
      <Button asChild variant="subtle" colorPalette="brand">
        <a href={consoleUrl('registerApi')}>
          <Plug size={18} aria-hidden="true" />
          {t('pages.home.registerApi')}
        </a>
      </Button>
    </HStack>
  );
};

/** The first screen: what the portal is for, the API docs and the console. */
export const HomeHero = ({ deployment }: { deployment: Deployment }) => {
  const { t } = useTranslation();
  const consoleEntry = useOpenConsole();
  return (
    <Box as="section" aria-labelledby="home-title" bg="bg.subtle" borderBottomWidth="1px">
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        maxW="layout"
        mx="auto"
        px={{ base: 5, md: 10 }}
        py={{ base: 12, md: 20 }}
        gap={10}
        align="center"
      >
        <Stack gap={5} flex="1">
          <Heading as="h1" id="home-title" size={{ base: '3xl', md: '4xl' }} lineHeight="1.2">
            {t('pages.home.title')}
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="2xl">
            {t(deployment.variant === 'external' ? 'pages.home.subtitleExternal' : 'pages.home.subtitleInternal')}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/competence-center">{t('pages.home.browseApis')}</Link>
            </Button>
            <Button size="lg" variant="outline" loading={consoleEntry.busy} onClick={() => void consoleEntry.open()}>
              {t('pages.home.enterConsole')}
            </Button>
          </Stack>
          {deployment.international ? <IntlConsoleShortcuts /> : null}
        </Stack>
        <Box flex="1" maxW="520px" w="full" display={{ base: 'none', md: 'block' }}>
          <HomeHeroArt />
        </Box>
      </Stack>
    </Box>
  );
};
