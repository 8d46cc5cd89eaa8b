import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../application/errors/app-error';

type TaskPort<P> = { readonly [K in keyof P]: (...args: never[]) => TE.TaskEither<AppError, unknown> };

/**
 * A port whose adapter (its contracts and mappers, in a chunk of their own) loads with its first call, which no
 * first view makes (docs/performance.md). `methods` names every method, checked against the port by its type. A load
 * that fails is a network failure of that call; with `lazyOnce`, the next call tries again.
 */
export const lazyPort = <P extends TaskPort<P>>(load: () => Promise<P>, methods: Readonly<Record<keyof NoInfer<P>, true>>): P =>
  Object.fromEntries(
    Object.keys(methods).map((name) => [
      name,
      (...args: never[]) =>
        pipe(
          TE.tryCatch(load, (): AppError => ({ kind: 'Network' })),
          TE.chain((port) => (port[name as keyof P] as (...args: never[]) => TE.TaskEither<AppError, unknown>)(...args)),
        ),
    ]),
  ) as unknown as P;
