import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../layouts/use-document-title';

/**
 * The route exists and is typed, but its page is built by a later issue. It says so plainly instead of showing
 * made-up content (see docs/routes.md for which issue builds which page).
 */
export const UpcomingPage = () => {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().find((match) => match.staticData.titleKey)?.staticData.titleKey;
  const title = titleKey ? t(titleKey) : t('pages.upcoming.fallbackTitle');
  useDocumentTitle(title);
  return (
    <Box as="section" py={{ base: 12, md: 20 }} px={6} aria-labelledby="upcoming-title">
      <Stack gap={4} maxW="2xl" mx="auto" textAlign="center" align="center">
        <Heading as="h1" id="upcoming-title" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{t('pages.upcoming.body')}</Text>
        <Button asChild colorPalette="brand" variant="outline">
          <Link to="/home">{t('pages.upcoming.home')}</Link>
        </Button>
      </Stack>
    </Box>
  );
};
