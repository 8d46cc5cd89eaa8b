import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useRetryFailed } from '../../portal/use-retry-failed';
import { DocColumns, type DocMenu } from './doc-columns.view';

/** The state of a call a page waits for (a react-query result, narrowed to what the view reads). */
export interface CallState {
  readonly isError: boolean;
  readonly error: unknown;
}

/** A document page still waiting for its calls: the first that failed is said in place with a retry (of every failed call), else loading. */
export const DocPending = ({ menu, calls }: { menu?: DocMenu | undefined; calls: readonly CallState[] }) => {
  const failed = calls.find((call) => call.isError);
  const retryFailed = useRetryFailed();
  return (
    <DocColumns menu={menu}>
      {failed ? <InlineError error={failed.error} onRetry={retryFailed} /> : <LoadingShape kind="document" />}
    </DocColumns>
  );
};
