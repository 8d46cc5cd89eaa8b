import { describe, expect, it } from 'vitest';
import { makeCloseNotice, makeIsNoticeClosed } from '../../../../src/application/use-cases/notice-banner.use-case';
import { createMemoryStore } from '../../../fakes/memory-store';

describe('platform notice banner', () => {
  it('is open until closed, and the choice is remembered in local storage', () => {
    const local = createMemoryStore();
    expect(makeIsNoticeClosed({ local })()).toBe(false);
    makeCloseNotice({ local })();
    expect(makeIsNoticeClosed({ local })()).toBe(true);
    // A new page load reads the same storage.
    expect(makeIsNoticeClosed({ local: createMemoryStore(local.entries()) })()).toBe(true);
  });
});
