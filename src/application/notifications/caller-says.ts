import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError, CallerFailureMeta } from '../errors/app-error';
import type { FailureAnnouncer } from './failure-announcer';

/** Where a caller's word about its failure goes: the announcer, which applies it through the failure policy. */
export type CallerFailures = Pick<FailureAnnouncer, 'callerSays'>;

/**
 * What a query's `meta.failure` is for a call made outside react-query (a state machine's call, a use case run by a
 * view): the caller's word about its failure, said before the announcer decides the toast (at the end of the task).
 */
export const sayingOnFailure =
  (failures: CallerFailures, said: CallerFailureMeta) =>
  <E extends AppError, A>(task: TE.TaskEither<E, A>): TE.TaskEither<E, A> =>
    pipe(
      task,
      TE.tapError((error) => TE.fromIO(() => failures.callerSays(error, said))),
    );

/** A call whose failure shows nothing globally: its caller shows its own message, or none at all. */
export const quietly = (failures: CallerFailures) => sayingOnFailure(failures, { silent: true });
