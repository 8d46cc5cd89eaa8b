/** A pure state machine kept alive: its state, who listens, and its effects run as events arrive. */
export interface MachineStore<S, E> {
  readonly get: () => S;
  readonly subscribe: (listener: () => void) => () => void;
  readonly send: (event: E) => void;
}

export const createMachineStore = <S, E, F>(
  initial: S,
  transition: (state: S, event: E) => { readonly state: S; readonly effects: readonly F[] },
  run: (effect: F) => void,
): MachineStore<S, E> => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (event) => {
      const next = transition(state, event);
      if (next.state !== state) {
        state = next.state;
        listeners.forEach((listener) => listener());
      }
      next.effects.forEach(run);
    },
  };
};

/** Calls run one after another, in the order they were asked (rapid like / unlike reach the server in order); failures are silent. */
export const createSerialQueue = () => {
  let last: Promise<unknown> = Promise.resolve();
  return (call: () => Promise<unknown>): void => {
    last = last.then(call).catch(() => undefined);
  };
};
