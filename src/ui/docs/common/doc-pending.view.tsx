import { Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFailure } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useTakingLong } from '../../widgets/use-taking-long';
import { useRetryFailed } from '../../portal/use-retry-failed';
import { DocColumns, type DocMenu } from './doc-columns.view';

/** The state of a call a page waits for (a react-query result, narrowed to what the view reads). */
export interface CallState {
  readonly isError: boolean;
  readonly error: unknown;
}

/** A document on its way: its shape, and after a few seconds on the same address, in words that it is still coming. */
export const DocLoading = () => {
  const { t } = useTranslation();
  const takingLong = useTakingLong(useLocation({ select: (location) => location.href }));
  return (
    <>
      {takingLong ? (
        <Text role="status" color="fg.muted" mb={4}>
          {t('chrome.state.stillLoading')}
        </Text>
      ) : null}
      <LoadingShape kind="document" />
    </>
  );
};

/**
 * A document page still waiting for its calls: the first that failed is said in place of the document, as its
 * heading, with a retry (of every failed call); else loading.
 */
export const DocPending = ({ menu, calls }: { menu?: DocMenu | undefined; calls: readonly CallState[] }) => {
  const failed = calls.find((call) => call.isError);
  const retryFailed = useRetryFailed();
  return <DocColumns menu={menu}>{failed ? <PageFailure error={failed.error} onRetry={retryFailed} /> : <DocLoading />}</DocColumns>;
};
