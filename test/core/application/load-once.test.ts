import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadOnce } from '../../../src/application/concurrency/load-once';

const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/x.js'));

describe('loadOnce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads on the first intent only, shares the load under way and the loaded value', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const code = loadOnce(load);
    expect(code.state()).toEqual({ status: 'idle' });
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second, await code.load()]).toEqual(['code', 'code', 'code']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.state()).toEqual({ status: 'loaded', value: 'code' });
  });

  it('says where it stands: loading while on its way, loaded once its waiters are told', async () => {
    const code = loadOnce(() => Promise.resolve(42));
    const seen: string[] = [];
    code.subscribe(() => seen.push(code.state().status));
    void code.load();
    const loading = code.state();
    expect(loading.status).toBe('loading');
    if (loading.status === 'loading') await loading.settled;
    expect(code.state()).toEqual({ status: 'loaded', value: 42 });
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('keeps a failure as a ChunkLoadError until the next intent, which tries again', async () => {
    const load = vi.fn<() => Promise<unknown>>(failing);
    const code = loadOnce<unknown>(load);
    await expect(code.load()).rejects.toBeInstanceOf(ChunkLoadError);
    const failed = code.state();
    expect(failed).toMatchObject({ status: 'failed', failures: 1 });
    if (failed.status === 'failed') expect(failed.error.message).toContain('/assets/x.js');
    // Reading the state (a render) starts nothing.
    code.state();
    expect(load).toHaveBeenCalledTimes(1);

    await expect(code.load()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(code.state()).toMatchObject({ status: 'failed', failures: 2 });
    load.mockImplementation(() => Promise.resolve('code'));
    expect(await code.load()).toBe('code');
    expect(code.state()).toEqual({ status: 'loaded', value: 'code' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a load that has not finished within 120 s fails (spec §9), and the next intent tries again', async () => {
    vi.useFakeTimers();
    const code = loadOnce(vi.fn(() => new Promise<string>(() => undefined)).mockImplementationOnce(() => new Promise<string>(() => undefined)));
    const loading = expect(code.load()).rejects.toThrow('chunk timeout');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(code.state().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(code.state().status).toBe('failed');
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const code = loadOnce(() => Promise.resolve(1));
    const listener = vi.fn();
    code.subscribe(listener)();
    await code.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
