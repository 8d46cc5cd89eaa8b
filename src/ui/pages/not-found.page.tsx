import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOpenFinder } from '../portal/open-finder';
import { useDocumentTitle } from '../portal/use-document-title';
import { notFoundSearch } from '../portal/search-params';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.notFound.title'));
  const { from } = notFoundSearch(useSearch({ strict: false }));
  const openFinder = useOpenFinder();
  return (
    <Box as="section" py={{ base: 16, md: 24 }} px={6} textAlign="center" aria-labelledby="not-found-title">
      <Stack gap={5} align="center" maxW="xl" mx="auto">
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" id="not-found-title" size="2xl">
          {t('pages.notFound.title')}
        </Heading>
        {from ? (
          <Text data-testid="not-found-address">
            {t('pages.notFound.opened')}{' '}
            <Code wordBreak="break-all" dir="ltr">
              #{from}
            </Code>
          </Text>
        ) : null}
        <Text color="fg.muted">{t('pages.notFound.body')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <Button asChild colorPalette="brand">
            <Link to="/home">{t('pages.notFound.home')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/helpDocument">{t('pages.notFound.docs')}</Link>
          </Button>
          <Button variant="outline" onClick={openFinder}>
            {t('pages.notFound.find')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
