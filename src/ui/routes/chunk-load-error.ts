/** A script chunk that failed to load or took too long (spec §9: 120 s). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message));
