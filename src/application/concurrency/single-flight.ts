import type { Either } from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';

export type FlightKey = string | number;

/**
 * One call per key at a time: while a call with the same key is under way, a second one gets that call's result
 * instead of starting another (a double click submits once). The key is free again once the call has ended.
 */
export const createSingleFlight = () => {
  const pending = new Map<FlightKey, Promise<Either<unknown, unknown>>>();
  return <L, R>(key: FlightKey, run: TaskEither<L, R>): TaskEither<L, R> =>
    () => {
      const running = pending.get(key);
      if (running) return running as Promise<Either<L, R>>;
      const started = run().finally(() => pending.delete(key));
      pending.set(key, started);
      return started;
    };
};
