import type { AppError } from '../errors/app-error';
import type { Message } from './message';
import type { NotificationCenter } from './notification-center';

/**
 * Says each failed call once: in place when the caller shows it there, else as one error toast. The HTTP client
 * reports a failure before its caller sees it, so the toast waits for the end of the current task: the caller's
 * promise chain (a react-query fetch) runs in microtasks before that and can say `shownInPlace` first.
 */
export interface FailureAnnouncer {
  /** A toast for this failure, unless its caller shows it in place before the current task ends. */
  announce(error: AppError, message: Message, durationMs: number): void;
  /** The caller shows this failure (the same AppError value it was given) in place: no toast for it. */
  shownInPlace(error: AppError): void;
}

/** Runs `task` once the current task (and its microtasks) has ended. */
export type AfterCurrentTask = (task: () => void) => void;

const nextTask: AfterCurrentTask = (task) => {
  setTimeout(task, 0);
};

export const createFailureAnnouncer = (notifications: NotificationCenter, afterCurrentTask: AfterCurrentTask = nextTask): FailureAnnouncer => {
  const inPlace = new WeakSet<AppError>();
  return {
    announce: (error, message, durationMs) => {
      afterCurrentTask(() => {
        if (!inPlace.has(error)) notifications.toast('error', message, durationMs);
      });
    },
    shownInPlace: (error) => {
      inPlace.add(error);
    },
  };
};
