import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError, CallerFailureMeta } from '../../application/errors/app-error';

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

/** The failed call behind a query's error, when it came from one: a CallFailure, or any error carrying `appError`. */
export const failedCallOf = (error: unknown): AppError | undefined => {
  if (error instanceof CallFailure) return error.appError;
  if (error instanceof Error && 'appError' in error && typeof error.appError === 'object' && error.appError !== null) return error.appError as AppError;
  return undefined;
};

/**
 * What a query's (or mutation's) view does with its failure; react-query passes it to the cache's failure hook
 * (main/query-client.ts), the one place it reaches the failure policy. No meta: the policy's toast.
 */
export interface CallQueryMeta extends Record<string, unknown> {
  /** The view shows this query's failure in place (InlineError, a document's pending view): no toast for it too. */
  readonly failureShownInPlace?: boolean;
  /** Silent, or a toast only of a described business refusal (the failure policy's `silent` / `toastOnlyDescribed`). */
  readonly failure?: CallerFailureMeta;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallQueryMeta;
    mutationMeta: CallQueryMeta;
  }
}

/** Meta of a query whose failure its view shows in place. */
export const SHOWN_IN_PLACE: CallQueryMeta = { failureShownInPlace: true };
/** Meta of a read whose failure shows nothing (a badge, a neighbour link, a search that shows its empty state). */
export const SILENT: CallQueryMeta = { failure: { silent: true } };
/** Meta of a read whose failure is a toast only when the server described it (zh_desc); every other stays quiet. */
export const TOAST_ONLY_DESCRIBED: CallQueryMeta = { failure: { toastOnlyDescribed: true } };
