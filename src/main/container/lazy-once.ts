/**
 * A loader that runs once and shares its promise (an adapter in its own chunk, loaded by the first page that needs
 * it). A failed load is forgotten, so a chunk that could not be fetched is tried again by the next page.
 */
export const lazyOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
};
