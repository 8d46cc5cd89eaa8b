import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { LoadOnce } from '../../application/concurrency/load-once';
import type { AppError } from '../../application/errors/app-error';

type TaskMethod = (...args: never[]) => TE.TaskEither<unknown, unknown>;
type TaskPort<P> = { readonly [K in keyof P]: TaskMethod };
type FailureOf<M> = M extends (...args: never[]) => TE.TaskEither<infer E, unknown> ? E : never;

const NETWORK: AppError = { kind: 'Network' };

/**
 * What a method answers when its chunk cannot be fetched: `true` for a method failing with `AppError` (a network
 * failure), otherwise that failure in the method's own error type.
 */
type LoadFailures<P> = {
  readonly [K in keyof P]: AppError extends FailureOf<P[K]> ? true : FailureOf<P[K]>;
};

/**
 * A port whose adapter (its contracts and mappers, in a chunk of their own) loads with its first call, which no
 * first view makes (docs/performance.md). `failures` names every method, checked against the port by its type, with
 * what a failed load answers; each call is an intent of `loadOnce`, so the next call after a failure tries again.
 */
export const lazyPort = <P extends TaskPort<P>>(code: LoadOnce<P>, failures: LoadFailures<NoInfer<P>>): P =>
  Object.fromEntries(
    Object.entries(failures).map(([name, failure]) => [
      name,
      (...args: never[]) =>
        pipe(
          TE.tryCatch(code.load, () => (failure === true ? NETWORK : failure)),
          TE.chain((port) => (port[name as keyof P] as TaskMethod)(...args)),
        ),
    ]),
  ) as unknown as P;
