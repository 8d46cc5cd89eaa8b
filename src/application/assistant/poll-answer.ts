import * as E from 'fp-ts/Either';
import type { AssistantAnswerChunk, AssistantPort } from '../ports/assistant.port';
import type { Scheduler } from '../ports/scheduler.port';

/** Spec §4 / §9: searchAi is polled every 250 ms until data.finished. */
export const POLL_INTERVAL_MS = 250;
/** A safety net the spec does not state: an answer still unfinished after this long is reported as failed. */
export const POLL_GIVE_UP_MS = 180_000;

export type PollReport = { readonly type: 'progress'; readonly chunk: AssistantAnswerChunk } | { readonly type: 'failed' };

export interface AnswerQuery {
  readonly traceId: string;
  readonly reqId: string;
  readonly keyword: string;
}

export interface PollAnswerDeps {
  readonly searchAi: AssistantPort['searchAi'];
  readonly scheduler: Scheduler;
  readonly intervalMs?: number;
  readonly giveUpAfterMs?: number;
}

export interface AnswerPoll {
  /** Stops polling: no request starts afterwards and the answer of one in flight is dropped. Idempotent. */
  readonly stop: () => void;
}

/**
 * Polls searchAi for one answer: the first request at once, each next one only after the previous answer arrived and
 * not sooner than `intervalMs` after the previous one started, so exactly one request is in flight at a time. Every
 * answer is reported (`progress`) until one is finished; a non-success code or any failure is reported once
 * (`failed`) and ends the polling. Nothing is reported after `stop`.
 */
export const pollAnswer = (deps: PollAnswerDeps, query: AnswerQuery, report: (report: PollReport) => void): AnswerPoll => {
  const interval = deps.intervalMs ?? POLL_INTERVAL_MS;
  const giveUpAt = deps.scheduler.now() + (deps.giveUpAfterMs ?? POLL_GIVE_UP_MS);
  let stopped = false;
  let cancelTimer: (() => void) | undefined;

  const finish = (last: PollReport) => {
    stopped = true;
    report(last);
  };

  const poll = async (): Promise<void> => {
    cancelTimer = undefined;
    if (stopped) return;
    const startedAt = deps.scheduler.now();
    const answer = await deps.searchAi(query.traceId, query.reqId, query.keyword)();
    if (stopped) return;
    if (E.isLeft(answer)) return finish({ type: 'failed' });
    if (answer.right.finished) return finish({ type: 'progress', chunk: answer.right });
    report({ type: 'progress', chunk: answer.right });
    if (stopped) return;
    if (deps.scheduler.now() >= giveUpAt) return finish({ type: 'failed' });
    const wait = Math.max(0, startedAt + interval - deps.scheduler.now());
    if (wait === 0) return poll();
    cancelTimer = deps.scheduler.after(wait, () => void poll());
  };

  void poll();
  return {
    stop: () => {
      stopped = true;
      cancelTimer?.();
      cancelTimer = undefined;
    },
  };
};
