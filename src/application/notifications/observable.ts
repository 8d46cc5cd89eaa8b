export type Listener = () => void;

/** A value that views can subscribe to (React reads it with useSyncExternalStore). */
export interface Observable<T> {
  readonly get: () => T;
  readonly subscribe: (listener: Listener) => () => void;
}

export interface Writable<T> extends Observable<T> {
  readonly set: (next: T) => void;
}

export const createWritable = <T>(initial: T): Writable<T> => {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
