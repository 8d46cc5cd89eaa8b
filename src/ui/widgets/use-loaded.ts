import { useEffect, useSyncExternalStore } from 'react';
import type { ChunkLoadError, LoadOnce } from '../../application/concurrency/load-once';
import { retryLoad } from './lazy-component';

/** Code a view draws with (a `LoadOnce` of a feature), as the view reads it. */
export interface Loaded<T> {
  readonly data: T | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: ChunkLoadError | undefined;
  /** A Retry's intent (`retryLoad`): loads the code again after a failure (a render never does: it would loop). */
  readonly retry: () => void;
}

const ignore = () => undefined;

/**
 * Reads code loaded once (the sanitizer, the markdown renderer, the signer) the way pages and layouts read their
 * lazy chunks (`lazyComponent`): the store of its `LoadOnce`, no second cache. Mounting the view is the first intent
 * when nothing has asked for the code yet; a failure stays until `retry` (or another intent) asks again.
 */
export const useLoaded = <T>(code: LoadOnce<T>): Loaded<T> => {
  const state = useSyncExternalStore(code.subscribe, code.state);
  useEffect(() => {
    if (code.state().status === 'idle') code.load().catch(ignore);
  }, [code]);
  return {
    data: state.status === 'loaded' ? state.value : undefined,
    isPending: state.status === 'idle' || state.status === 'loading',
    isError: state.status === 'failed',
    error: state.status === 'failed' ? state.error : undefined,
    retry: () => retryLoad(code),
  };
};
