import type { AppError, CallerFailureMeta } from '../errors/app-error';
import type { FailureEffect } from '../errors/failure-policy';
import type { Message } from './message';
import type { NotificationCenter } from './notification-center';

/** The failure policy again, with what the caller said about its failure (a query's or mutation's meta). */
export type Redecide = (said: CallerFailureMeta) => FailureEffect;

/**
 * Says each failed call once: in place when the caller shows it there, else as one error toast, or nothing when the
 * caller says its failure is silent. The HTTP client reports a failure before its caller sees it, so the toast waits
 * for the end of the current task: the caller's promise chain (a react-query fetch) runs in microtasks before that and
 * can say `shownInPlace` or `callerSays` first.
 */
export interface FailureAnnouncer {
  /** A toast for this failure, unless its caller shows it in place or says otherwise before the current task ends. */
  announce(error: AppError, message: Message, durationMs: number, redecide?: Redecide): void;
  /** The caller shows this failure (the same AppError value it was given) in place: no toast for it. */
  shownInPlace(error: AppError): void;
  /** The caller's choice for this failure (silent, or a toast only of a described refusal), applied by `redecide`. */
  callerSays(error: AppError, said: CallerFailureMeta): void;
}

/** Runs `task` once the current task (and its microtasks) has ended. */
export type AfterCurrentTask = (task: () => void) => void;

const nextTask: AfterCurrentTask = (task) => {
  setTimeout(task, 0);
};

export const createFailureAnnouncer = (notifications: NotificationCenter, afterCurrentTask: AfterCurrentTask = nextTask): FailureAnnouncer => {
  const inPlace = new WeakSet<AppError>();
  const saidByCaller = new WeakMap<AppError, CallerFailureMeta>();
  return {
    announce: (error, message, durationMs, redecide) => {
      afterCurrentTask(() => {
        if (inPlace.has(error)) return;
        const said = saidByCaller.get(error);
        if (said === undefined || redecide === undefined) {
          notifications.toast('error', message, durationMs);
          return;
        }
        const effect = redecide(said);
        if (effect.kind === 'toast') notifications.toast('error', effect.message, effect.durationMs);
      });
    },
    shownInPlace: (error) => {
      inPlace.add(error);
    },
    callerSays: (error, said) => {
      if (!saidByCaller.has(error)) saidByCaller.set(error, said);
    },
  };
};
