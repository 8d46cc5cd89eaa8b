import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../src/application/concurrency/load-once';
import type { AppError } from '../../../src/application/errors/app-error';
import type { SearchPort } from '../../../src/application/ports/search.port';
import { lazyPort } from '../../../src/main/container/lazy-port';

const request = { endpoint: 'all', q: 'order', from: 0, size: 10 } as const;
const port: SearchPort = { search: () => TE.right({ hits: [], total: 7 }), prepare: () => TE.right(undefined) };

describe('a port whose adapter loads with its first call (the search)', () => {
  it('answers through the loaded adapter, loading it once', async () => {
    let loads = 0;
    const search = lazyPort(loadOnce(() => Promise.resolve(port).finally(() => (loads += 1))), { search: true, prepare: true });
    expect(await search.search(request)()).toEqual({ _tag: 'Right', right: { hits: [], total: 7 } });
    expect(await search.search(request)()).toEqual({ _tag: 'Right', right: { hits: [], total: 7 } });
    expect(loads).toBe(1);
  });

  it('answers a failed load as a network failure of that search, and the next search loads again', async () => {
    let attempt = 0;
    const search = lazyPort(loadOnce(() => (++attempt === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(port))), { search: true, prepare: true });
    expect(await search.search(request)()).toEqual({ _tag: 'Left', left: { kind: 'Network' } });
    expect(await search.search(request)()).toEqual({ _tag: 'Right', right: { hits: [], total: 7 } });
  });
});

describe('a port whose methods fail in their own error types (the API test console)', () => {
  type Run = { readonly kind: 'TestCallFailed'; readonly cause: { readonly kind: 'Network' } } | { readonly kind: 'Invalid' };
  interface Console {
    readonly list: () => TE.TaskEither<AppError, number>;
    readonly run: () => TE.TaskEither<Run, string>;
  }
  const loaded: Console = { list: () => TE.right(3), run: () => TE.right('sent') };
  const runFailure: Run = { kind: 'TestCallFailed', cause: { kind: 'Network' } };

  it('answers a failed load with each method’s own failure, and loads again on the next call', async () => {
    let attempt = 0;
    const tools = lazyPort<Console>(loadOnce(() => (++attempt <= 2 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(loaded))), {
      list: true,
      run: runFailure,
    });
    expect(await tools.run()()).toEqual({ _tag: 'Left', left: runFailure });
    expect(await tools.list()()).toEqual({ _tag: 'Left', left: { kind: 'Network' } });
    expect(await tools.run()()).toEqual({ _tag: 'Right', right: 'sent' });
    expect(await tools.list()()).toEqual({ _tag: 'Right', right: 3 });
  });
});
