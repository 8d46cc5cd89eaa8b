import { createElement, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { loadOnce, type LoadOnce, type LoadState } from '../../application/concurrency/load-once';
import { RouteErrorView } from './route-error.view';

export type LazyComponent<P> = ((props: P) => ReactNode) & {
  /** An intent (the route's loader, a navigation): starts the code unless it is loaded or on its way. Never fails. */
  readonly preload: () => Promise<void>;
};

const ignore = () => undefined;

/**
 * A Retry of code that failed to load: loads it again in place; after a retry that failed too, reloads the page (a
 * browser may keep a failed module until the page is loaded afresh: docs/failures.md). Pages, tools and the code
 * views draw with (`useLoaded`) follow this one rule.
 */
export const retryLoad = <T,>(code: LoadOnce<T>): void => {
  const state = code.state();
  if (state.status === 'failed' && state.failures > 1) window.location.reload();
  else code.load().catch(ignore);
};

type Settled<T> = Extract<LoadState<T>, { status: 'loaded' | 'failed' }>;

/** The state once the attempt a render waited for has ended. */
const settledState = <T,>(code: LoadOnce<T>): Settled<T> => {
  const state = code.state();
  if (state.status === 'loaded' || state.status === 'failed') return state;
  throw new Error(`lazy component rendered with its code ${state.status}`);
};

/**
 * A component whose code `load` gives, through `loadOnce`: it renders at once when the code is there (a route's
 * preload has brought it), suspends while it comes, and says a failure in place with the route error view, whose
 * Retry loads the code again without reloading the portal (a render is not a retry). Where a retry has already
 * failed (a browser may keep a failed module: docs/failures.md), Retry reloads the page instead.
 */
export const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> => {
  const code = loadOnce(load);
  const retry = () => retryLoad(code);
  const Lazy = (props: P) => {
    // The first render of code nothing has asked for yet is its first intent (before the store is read).
    if (code.state().status === 'idle') code.load().catch(ignore);
    const pending = useSyncExternalStore(code.subscribe, code.state);
    // Thrown as React.lazy throws its load (`use` would also suspend, but hangs a render that tests do not await).
    if (pending.status === 'loading') throw pending.settled;
    const state = settledState(code);
    if (state.status === 'loaded') return createElement(state.value, props);
    return <RouteErrorView error={state.error} reset={ignore} retry={retry} />;
  };
  return Object.assign(Lazy, { preload: () => code.load().then(ignore, ignore) });
};
