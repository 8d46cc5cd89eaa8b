import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadWithin } from '../../../src/application/concurrency/load-once';

describe('chunks that load within 120 s', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a chunk that has not loaded within 120 s fails as ChunkLoadError', async () => {
    vi.useFakeTimers();
    const loading = loadWithin(() => new Promise<unknown>(() => undefined), CHUNK_TIMEOUT_MS)();
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    loading.catch(() => undefined).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('a chunk that fails to load fails as ChunkLoadError with the cause', async () => {
    const loading = loadWithin(() => Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/x.js')), CHUNK_TIMEOUT_MS)();
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loading).rejects.toThrow(/dynamically imported module/);
  });

  it('a chunk that loads in time is used', async () => {
    const chunk = { View: () => null };
    await expect(loadWithin(() => Promise.resolve(chunk), CHUNK_TIMEOUT_MS)()).resolves.toBe(chunk);
  });

  it.each([
    [new ChunkLoadError('timeout'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'), true],
    [new Error('Importing a module script failed.'), true],
    [new Error('something else'), false],
    ['a string', false],
  ])('isChunkLoadError(%s) is %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
