import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../application/errors/failure-policy';
import { renderMessage } from '../i18n/message';
import { LoginRedirect, RouteCallError } from '../portal/route-errors';
import { isChunkLoadError } from '../../application/concurrency/load-once';

/**
 * What a route shows instead of a blank page when its chunk, its guard or its data fails. `retry`: what Retry does
 * instead (a lazy component's code loaded again in place); else a chunk reloads the page, the rest runs the route again.
 */
export const RouteErrorView = ({ error, reset, retry: retryInPlace }: ErrorComponentProps & { readonly retry?: () => void }) => {
  const { t } = useTranslation();
  const router = useRouter();

  if (error instanceof LoginRedirect) {
    return (
      // data-redirecting: the document is about to be replaced (the route walk waits for it rather than read this).
      <Box role="status" py={16} textAlign="center" data-redirecting="">
        <Text>{t('pages.routeError.redirectingToLogin')}</Text>
      </Box>
    );
  }

  const chunk = isChunkLoadError(error);
  const message =
    error instanceof RouteCallError
      ? renderMessage(t, describeError(error.appError))
      : chunk
        ? t('pages.routeError.chunkBody')
        : t('pages.routeError.body');

  const retry = () => {
    if (retryInPlace) {
      retryInPlace();
      return;
    }
    if (chunk) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };

  return (
    <Box as="section" role="alert" py={{ base: 12, md: 20 }} px={6} aria-labelledby="route-error-title">
      <Stack gap={4} maxW="xl" mx="auto" textAlign="center" align="center">
        <Heading as="h1" id="route-error-title" size="xl">
          {chunk ? t('pages.routeError.chunkTitle') : t('pages.routeError.title')}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button colorPalette="brand" onClick={retry}>
          {t('common.errors.retry')}
        </Button>
      </Stack>
    </Box>
  );
};
