import type { KeyValueStore } from '../../application/ports/storage.port';

export const createMemoryStore = (): KeyValueStore => {
  const entries = new Map<string, string>();
  return {
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
};

const PROBE_KEY = '__lcp_storage_probe__';

/** The storage if it can be read and written (private modes and blocked cookies make it throw). */
const usableStorage = (getStorage: () => Storage | null | undefined): Storage | undefined => {
  try {
    const storage = getStorage();
    if (!storage) return undefined;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return undefined;
  }
};

/**
 * A KeyValueStore over window.localStorage or window.sessionStorage. When the storage is unavailable it keeps the
 * values in memory for this page; a write the storage refuses (quota) is kept in memory too.
 */
export const createWebStorageStore = (getStorage: () => Storage | null | undefined): KeyValueStore => {
  const memory = createMemoryStore();
  const storage = usableStorage(getStorage);
  if (!storage) return memory;
  const attempt = <T>(action: () => T, fallback: () => T): T => {
    try {
      return action();
    } catch {
      return fallback();
    }
  };
  return {
    get: (key) => memory.get(key) ?? attempt(() => storage.getItem(key), () => null),
    set: (key, value) =>
      attempt(
        () => {
          storage.setItem(key, value);
          memory.remove(key);
        },
        () => memory.set(key, value),
      ),
    remove: (key) => {
      memory.remove(key);
      attempt(() => storage.removeItem(key), () => undefined);
    },
    clear: () => {
      memory.clear();
      attempt(() => storage.clear(), () => undefined);
    },
  };
};
