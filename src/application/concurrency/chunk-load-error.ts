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
