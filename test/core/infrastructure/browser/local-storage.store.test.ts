import { describe, expect, it } from 'vitest';
import { createWebStorageStore } from '../../../../src/infrastructure/browser/local-storage.store';

/** A Storage over a Map; `refuseWrites` makes setItem throw like a full or blocked storage. */
const fakeStorage = (options: { refuseWrites?: boolean } = {}) => {
  const values = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      if (options.refuseWrites) throw new DOMException('quota', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
  return { storage, values };
};

describe('web storage store', () => {
  it('reads and writes through to the storage', () => {
    const { storage, values } = fakeStorage();
    const store = createWebStorageStore(() => storage);
    store.set('lcp.locale', 'en-us');
    expect(values.get('lcp.locale')).toBe('en-us');
    expect(store.get('lcp.locale')).toBe('en-us');
    store.remove('lcp.locale');
    expect(store.get('lcp.locale')).toBeNull();
  });

  it('sees values already in the storage and clears them all', () => {
    const { storage, values } = fakeStorage();
    values.set('a', '1');
    const store = createWebStorageStore(() => storage);
    expect(store.get('a')).toBe('1');
    store.clear();
    expect(values.size).toBe(0);
  });

  it.each([
    ['throws when accessed', () => {
      throw new DOMException('denied', 'SecurityError');
    }],
    ['is missing', () => null],
    ['refuses writes', () => fakeStorage({ refuseWrites: true }).storage],
  ])('keeps values in memory when the storage %s', (_case, getStorage) => {
    const store = createWebStorageStore(getStorage);
    expect(store.get('k')).toBeNull();
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    store.clear();
    expect(store.get('k')).toBeNull();
  });
});
