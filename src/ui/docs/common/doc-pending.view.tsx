import { Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFailure } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useTakingLong } from '../../widgets/use-taking-long';
import { useRetryFailed } from '../../portal/use-retry-failed';
import { DocColumns, type DocMenu } from './doc-columns.view';

/**
 * The state of a call a page waits for (a react-query result, narrowed to what the view reads), or of code it draws
 * with (`useLoaded`), whose `retry` loads it again.
 */
export interface CallState {
  readonly isError: boolean;
  readonly error: unknown;
  readonly retry?: () => void;
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
 * What a document page shows while it waits: the first call that failed, as its heading, with a retry of every failed
 * call and of every code that failed to load; else loading.
 */
const PendingContent = ({ calls }: { calls: readonly CallState[] }) => {
  const failed = calls.find((call) => call.isError);
  const retryFailed = useRetryFailed();
  const retry = () => {
    retryFailed();
    for (const call of calls) if (call.isError) call.retry?.();
  };
  return failed ? <PageFailure error={failed.error} onRetry={retry} /> : <DocLoading />;
};

/**
 * A document page still waiting for its calls, in the page's own columns. A function rather than a component: the
 * page returns DocColumns whether it waits or not, so the menu keeps its place in the tree when the document comes,
 * and is neither drawn again (GitHub's 1,223 items took ~140 ms) nor scrolled back to its top.
 */
export const docPending = (menu: DocMenu | undefined, calls: readonly CallState[]) => (
  <DocColumns menu={menu}>
    <PendingContent calls={calls} />
  </DocColumns>
);
