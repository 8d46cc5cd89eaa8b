import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../../application/errors/app-error';

/** A failed call as react-query sees it; the view describes `appError` in place (describeError). */
export class CallFailure extends Error {
  override readonly name = 'CallFailure';
  constructor(readonly appError: AppError) {
    super(appError.kind);
  }
}

/** Runs a use case's TaskEither for react-query: Right resolves, Left rejects with a CallFailure. */
export const runTask = async <A>(task: TaskEither<AppError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new CallFailure(result.left);
  return result.right;
};

/** The AppError behind a query's error (an unexpected throw counts as a network failure). */
export const appErrorOf = (error: unknown): AppError =>
  error instanceof CallFailure ? error.appError : { kind: 'Network' };
