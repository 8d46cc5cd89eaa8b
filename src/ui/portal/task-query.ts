import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError, CallerFailureMeta } from '../../application/errors/app-error';
import { callErrorOf, type Failure } from '../../application/errors/use-case';

/** A failed call as react-query sees it; the view describes `appError` in place (describeError). */
export class CallFailure extends Error {
  override readonly name = 'CallFailure';
  constructor(readonly appError: AppError) {
    super(appError.kind);
  }
}

/** A failure that is no failed call and carries none: the use case's own outcome, which its read must name. */
type OwnOutcome<F extends Failure> = Exclude<F, AppError | { readonly cause: AppError }>;
type Handle<F extends Failure, K, X> = (failure: Extract<F, { readonly kind: K }>) => X;

/**
 * What a read does with its use case's failures, by kind: the data its page shows instead (an expected outcome), or
 * the page's own error thrown. Every kind of the use case's own outcomes must be named; a failed call not named
 * (an AppError, or the `cause` of a wrapped failure) is the query's error, which its meta says how to show.
 */
export type Outcomes<F extends Failure, X> = { readonly [K in OwnOutcome<F>['kind']]: Handle<F, K, X> } & {
  readonly [K in Exclude<F['kind'], OwnOutcome<F>['kind']>]?: Handle<F, K, X>;
};

/**
 * The one way from a use case to react-query: Right resolves; a failure named in `outcomes` becomes what its handler
 * gives; any other rejects with a CallFailure of the failed call behind it.
 */
export function runTask<A>(task: TaskEither<AppError, A>): Promise<A>;
export function runTask<F extends Failure, A, X>(task: TaskEither<F, A>, outcomes: Outcomes<F, X>): Promise<A | X>;
export async function runTask<F extends Failure, A, X>(task: TaskEither<F, A>, outcomes?: Outcomes<F, X>): Promise<A | X> {
  const result = await task();
  if (E.isRight(result)) return result.right;
  const failure = result.left;
  const handle = (outcomes as Record<string, ((failure: F) => X) | undefined> | undefined)?.[failure.kind];
  if (handle) return handle(failure);
  throw new CallFailure(callErrorOf(failure) ?? { kind: 'Network' });
}

/** The failed call behind a query's error; an unexpected throw counts as a network failure. */
export const failedCallOrNetwork = (error: unknown): AppError =>
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
