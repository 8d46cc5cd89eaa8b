import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../layouts/use-document-title';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <Box as="section" py={{ base: 16, md: 24 }} px={6} textAlign="center" aria-labelledby="not-found-title">
      <Stack gap={5} align="center" maxW="xl" mx="auto">
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" id="not-found-title" size="2xl">
          {t('pages.notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('pages.notFound.body')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <Button asChild colorPalette="brand">
            <Link to="/home">{t('pages.notFound.home')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/helpDocument">{t('pages.notFound.docs')}</Link>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
