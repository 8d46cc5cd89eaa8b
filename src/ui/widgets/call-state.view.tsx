import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../application/concurrency/load-once';
import { canRetry, describeError } from '../../application/errors/failure-policy';
import { renderMessage } from '../i18n/message';
import { failedCallOrNetwork } from '../portal/task-query';

/** A small in-place 'loading' line for menu data. */
export const InlineLoading = () => {
  const { t } = useTranslation();
  return (
    <HStack gap={2} px={3} py={2} color="fg.muted" fontSize="sm" role="status">
      <Spinner size="xs" />
      <Text>{t('chrome.state.loading')}</Text>
    </HStack>
  );
};

/** A failed call, described in place (never a crash), with a retry where asking again can help (canRetry). */
export const InlineError = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const { t } = useTranslation();
  const appError = failedCallOrNetwork(error);
  return (
    <HStack gap={3} px={3} py={2} fontSize="sm" role="alert" flexWrap="wrap">
      <Text color="fg.error">{renderMessage(t, describeError(appError))}</Text>
      {onRetry && canRetry(appError) ? (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('common.errors.retry')}
        </Button>
      ) : null}
    </HStack>
  );
};

/**
 * A page whose content failed to load, said where the content would be: a heading (the page's name where known, else
 * that the page could not be loaded), what failed, a retry where asking again can help, and `children` as a way on.
 */
export const PageFailure = ({ error, onRetry, title, children }: { error: unknown; onRetry: () => void; title?: string | undefined; children?: ReactNode }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const appError = failedCallOrNetwork(error);
  // Code the page draws with (the sanitizer, the renderer) that did not arrive is said as the route's files are.
  const chunk = isChunkLoadError(error);
  return (
    <Stack as="section" role="alert" aria-labelledby={titleId} gap={4} py={{ base: 4, md: 8 }} align="start">
      <Heading as="h1" id={titleId} size="2xl">
        {title ?? (chunk ? t('pages.routeError.chunkTitle') : t('common.errors.pageFailed'))}
      </Heading>
      <Text color="fg.error" overflowWrap="anywhere">
        {chunk ? t('pages.routeError.chunkBody') : renderMessage(t, describeError(appError))}
      </Text>
      {chunk || canRetry(appError) ? (
        <Button colorPalette="brand" onClick={onRetry}>
          {t('common.errors.retry')}
        </Button>
      ) : null}
      {children}
    </Stack>
  );
};
