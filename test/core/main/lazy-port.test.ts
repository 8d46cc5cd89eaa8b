import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { SearchPort } from '../../../src/application/ports/search.port';
import { lazyOnce } from '../../../src/main/container/lazy-once';
import { lazyPort } from '../../../src/main/container/lazy-port';

const request = { endpoint: 'all', q: 'order', from: 0, size: 10 } as const;
const port: SearchPort = { search: () => TE.right({ hits: [], total: 7 }) };

describe('a port whose adapter loads with its first call (the search)', () => {
  it('answers through the loaded adapter, loading it once', async () => {
    let loads = 0;
    const search = lazyPort(lazyOnce(() => Promise.resolve(port).finally(() => (loads += 1))), { search: true });
    expect(await search.search(request)()).toEqual({ _tag: 'Right', right: { hits: [], total: 7 } });
    expect(await search.search(request)()).toEqual({ _tag: 'Right', right: { hits: [], total: 7 } });
    expect(loads).toBe(1);
  });

  it('answers a failed load as a network failure of that search, and the next search loads again', async () => {
    let attempt = 0;
    const search = lazyPort(lazyOnce(() => (++attempt === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(port))), { search: true });
    expect(await search.search(request)()).toEqual({ _tag: 'Left', left: { kind: 'Network' } });
    expect(await search.search(request)()).toEqual({ _tag: 'Right', right: { hits: [], total: 7 } });
  });
});
