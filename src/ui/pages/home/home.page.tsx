import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOpenConsole } from '../../use-cases/use-open-console';
import { useUseCase } from '../../use-cases/use-cases.context';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { HomeEntryCard } from './home-entry-card.view';
import { HomeHeroArt } from './home-hero-art.view';

/** Home: what the platform offers and the ways in (docs, solutions, tools, help, console). */
export const HomePage = () => {
  const { t } = useTranslation();
  const deployment = useUseCase('deployment')();
  const consoleEntry = useOpenConsole();
  useDocumentTitle(t('routes.home'));
  const external = deployment.variant === 'external';

  return (
    <>
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
              {t(external ? 'pages.home.subtitleExternal' : 'pages.home.subtitleInternal')}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
              <Button asChild colorPalette="brand" size="lg">
                <Link to="/competence-center">{t('pages.home.browseApis')}</Link>
              </Button>
              <Button size="lg" variant="outline" loading={consoleEntry.busy} onClick={() => void consoleEntry.open()}>
                {t('pages.home.enterConsole')}
              </Button>
            </Stack>
          </Stack>
          <Box flex="1" maxW="520px" w="full" display={{ base: 'none', md: 'block' }}>
            <HomeHeroArt />
          </Box>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="home-entries" maxW="layout" mx="auto" px={{ base: 5, md: 10 }} py={{ base: 10, md: 16 }}>
        <Heading as="h2" id="home-entries" size="xl" mb={6}>
          {t('pages.home.entriesTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={5}>
          <HomeEntryCard title={t('pages.home.apiDocs')} body={t('pages.home.apiDocsBody')} to="/competence-center" />
          <HomeEntryCard
            title={t('pages.home.solutions')}
            body={t('pages.home.solutionsBody')}
            to={external ? '/openBusiness' : '/product'}
          />
          <HomeEntryCard title={t('pages.home.guides')} body={t('pages.home.guidesBody')} to="/helpDocument" />
          <HomeEntryCard title={t('pages.home.support')} body={t('pages.home.supportBody')} to="/devSupport" />
        </SimpleGrid>
      </Box>
    </>
  );
};
