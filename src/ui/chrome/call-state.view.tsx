import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../application/errors/failure-policy';
import { renderMessage } from '../i18n/message';
import { appErrorOf } from '../use-cases/task-query';

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

/** A failed menu call, described in place (never a crash), with a retry. */
export const InlineError = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <HStack gap={3} px={3} py={2} fontSize="sm" role="alert" flexWrap="wrap">
      <Text color="fg.error">{renderMessage(t, describeError(appErrorOf(error)))}</Text>
      {onRetry ? (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('common.errors.retry')}
        </Button>
      ) : null}
    </HStack>
  );
};
