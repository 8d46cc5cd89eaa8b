/** A script chunk that failed to load or took too long (spec §9: 120 s). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message));

/** Spec §9: a script chunk that has not loaded within 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** `load`, failing as ChunkLoadError when it fails or has not finished within `ms`. */
export const loadWithin =
  <T>(load: () => Promise<T>, ms: number): (() => Promise<T>) =>
  () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`chunk timeout after ${ms} ms`)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(error instanceof Error ? error.message : String(error)));
        },
      );
    });

/**
 * Where a load stands. `failures` counts the attempts that failed in a row (a browser that kept a failed chunk fails
 * every retry at once: docs/failures.md).
 */
export type LoadState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly settled: Promise<void> }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'failed'; readonly error: ChunkLoadError; readonly failures: number };

export interface LoadOnce<T> {
  /**
   * An intent (a call of a lazy port's method, a navigation, a Retry, a menu or dialog opened): the value, loading
   * it unless it is loaded or on its way. A failure is kept until this is called again, which tries again.
   */
  readonly load: () => Promise<T>;
  /** What a render reads; it never starts a load (a render after a failure is no intent: it would loop). */
  readonly state: () => LoadState<T>;
  /** Calls `listener` whenever the state changes; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * The one load-once helper of the portal (docs/performance.md): code in its own chunk (a port's adapter, a page, a
 * tool, a menu) loaded by its first intent and shared by every caller. A failed or timed-out load (spec §9: 120 s)
 * is a ChunkLoadError, kept for whoever says it once, and tried again by the next intent.
 */
export const loadOnce = <T>(load: () => Promise<T>): LoadOnce<T> => {
  const guarded = loadWithin(load, CHUNK_TIMEOUT_MS);
  const listeners = new Set<() => void>();
  let state: LoadState<T> = { status: 'idle' };
  let current: Promise<T> | undefined;
  const become = (next: LoadState<T>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const start = () => {
    const failures = state.status === 'failed' ? state.failures : 0;
    const attempt = guarded();
    current = attempt;
    // Settled once the state says how the attempt ended, so whoever waited on it reads the outcome.
    const settled = attempt.then(
      (value) => become({ status: 'loaded', value }),
      (error: unknown) => {
        current = undefined;
        become({ status: 'failed', error: error as ChunkLoadError, failures: failures + 1 });
      },
    );
    become({ status: 'loading', settled });
    return attempt;
  };
  return {
    load: () => current ?? start(),
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
