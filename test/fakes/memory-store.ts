import type { KeyValueStore } from '../../src/application/ports/storage.port';

export interface MemoryStore extends KeyValueStore {
  entries(): Record<string, string>;
}

export const createMemoryStore = (initial: Record<string, string> = {}): MemoryStore => {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
    entries: () => Object.fromEntries(values),
  };
};
