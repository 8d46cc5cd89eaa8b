import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { canRetry, describeError } from '../../../application/errors/failure-policy';
import { renderMessage } from '../../i18n/message';
import { failedCallOrNetwork } from '../../portal/task-query';

/**
 * The search itself failed: said in place (search calls are silent, spec §8: no toast), never as "nothing found",
 * with what went wrong and a Retry where asking again can help.
 */
export const SearchUnavailable = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  const appError = failedCallOrNetwork(error);
  return (
    <Box py={10} textAlign="center" role="alert" data-testid="search-unavailable">
      <Text fontWeight="semibold">{t('search.unavailable')}</Text>
      <Text color="fg.muted" mt={1}>
        {renderMessage(t, describeError(appError))}
      </Text>
      {canRetry(appError) ? (
        <Button mt={4} size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
          {t('common.errors.retry')}
        </Button>
      ) : null}
    </Box>
  );
};
