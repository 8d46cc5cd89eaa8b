import type { Either } from 'fp-ts/Either';
import type { IO } from 'fp-ts/IO';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { LoadOnce } from '../concurrency/load-once';
import type { AppError } from './app-error';

/**
 * What every use case fails with: a union of `{ kind, cause? }` (docs/architecture.md, "A use case").
 * - A failed call passes through as it is: an AppError, whose kinds (NotLogin, Business, Http…) are the calls'.
 * - An outcome of the use case's own rules is a kind of its own, with its details: `{ kind: 'Invalid', errors }`.
 * - A failed call the use case gives a meaning of its own is wrapped, the call's failure kept as `cause`:
 *   `{ kind: 'TeamUnknown', cause }`.
 * A use case that cannot fail fails with `never`.
 */
export interface Failure {
  readonly kind: string;
  readonly cause?: AppError;
}

/** A promise is no use case: only a code loader may be one (`MisshapenUseCases`' second argument names them). */
type PromiseMember = 'a Promise';

/** Code a view draws with, read through its `LoadOnce` (`useLoaded`): its one failure is code that did not arrive. */
type CodeLoad = never;

type FailureOfCall<M> = M extends (...input: never[]) => TaskEither<infer F, unknown>
  ? F
  : M extends (...input: never[]) => IO<Either<infer F, unknown>>
    ? F
    : M extends IO<Either<infer F, unknown>>
      ? F
      : M extends (...input: never[]) => Promise<Either<infer F, unknown>>
        ? F
        : never;

/**
 * A member's failure: a call's (a bare promise is refused), or, for a port the feature hands on as it is, every call's
 * of the port (its own promises are its adapter's business: Try it's proxy list, which cannot fail).
 */
type FailureOfMember<M> = M extends LoadOnce<unknown>
  ? CodeLoad
  : M extends (...input: never[]) => unknown
  ? M extends (...input: never[]) => Promise<unknown>
    ? [FailureOfCall<M>] extends [never] ? PromiseMember : FailureOfCall<M>
    : FailureOfCall<M>
  : M extends object
    ? FailureOfCall<M[keyof M]>
    : never;

/**
 * The members of a feature whose failure is not of the one shape (`never` when all are): a type check holds every
 * feature to it (test/core/application/use-case-shape.test.ts). Every member is looked at: a use case, an effect, a
 * port handed on (each of its calls), a `LoadOnce` (code a view draws with), and a promise, which only the named
 * `CodeLoaders` may be (code an action loads: their one failure is code that did not arrive, said where it is
 * loaded). A member that returns a plain value cannot fail.
 */
export type MisshapenUseCases<Feature, CodeLoaders extends keyof Feature = never> = {
  // -?: an optional member (one only some deployments have) is held to the shape too, and says nothing when it fits.
  readonly [K in Exclude<keyof Feature, CodeLoaders>]-?: [FailureOfMember<Feature[K]>] extends [Failure] ? never : K;
}[Exclude<keyof Feature, CodeLoaders>];

/** The failed call behind a failure: its cause, or the failure itself when it is a call's (an AppError). */
export const callErrorOf = (failure: Failure): AppError | undefined => failure.cause ?? (isAppError(failure) ? failure : undefined);

const APP_ERROR_KINDS: Readonly<Record<AppError['kind'], true>> = {
  NotLogin: true,
  Business: true,
  Http: true,
  Timeout: true,
  Network: true,
  Contract: true,
  InvalidDocument: true,
};

/** Whether a failure is a call's own (a kind of AppError). */
export const isAppError = (failure: Failure): failure is AppError => Object.hasOwn(APP_ERROR_KINDS, failure.kind);
