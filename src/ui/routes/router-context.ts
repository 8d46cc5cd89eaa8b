import type { QueryClient } from '@tanstack/react-query';
import type { Portal } from '../../application/features/portal';

/** What every route's loader and guard receives (TanStack Router context). */
export interface RouterContext {
  readonly queryClient: QueryClient;
  readonly portal: Portal;
  /** Resolves once start-up has turned a login return (identity service token, staff ticket) into the session. */
  readonly sessionSettled: Promise<void>;
}
