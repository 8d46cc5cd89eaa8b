import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { canRetry, describeError } from '../../application/errors/failure-policy';
import { renderMessage } from '../i18n/message';
import { appErrorOf } from '../portal/task-query';

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
  const appError = appErrorOf(error);
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
