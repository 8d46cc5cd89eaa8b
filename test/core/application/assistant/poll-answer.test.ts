import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollAnswer, type PollReport } from '../../../../src/application/assistant/poll-answer';
import type { AppError } from '../../../../src/application/errors/app-error';
import type { AssistantAnswerChunk } from '../../../../src/application/ports/assistant.port';
import { createTimerScheduler } from '../../../../src/infrastructure/browser/timer.scheduler';

const QUERY = { traceId: 't', reqId: 'r', keyword: 'k' };

/** A searchAi whose every call answers after `latencyMs` with the next scripted answer; counts calls in flight. */
const scriptedSearch = (answers: readonly E.Either<AppError, AssistantAnswerChunk>[], latencyMs: number) => {
  const calls: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const searchAi = (): TE.TaskEither<AppError, AssistantAnswerChunk> => () => {
    const index = calls.length;
    calls.push(Date.now());
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise((resolve) =>
      setTimeout(() => {
        inFlight -= 1;
        resolve(answers[Math.min(index, answers.length - 1)] ?? E.left({ kind: 'Network' }));
      }, latencyMs),
    );
  };
  return { searchAi, calls, inFlight: () => inFlight, maxInFlight: () => maxInFlight };
};

const growing = (n: number, finishedAt: number) =>
  Array.from({ length: n }, (_, index) => E.right({ finished: index + 1 >= finishedAt, responseAll: 'x'.repeat(index + 1), responseType: 'markdown' }));

describe('pollAnswer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('polls every 250 ms until finished, reporting each answer', async () => {
    const search = scriptedSearch(growing(4, 4), 10);
    const reports: PollReport[] = [];
    pollAnswer({ searchAi: search.searchAi, scheduler: createTimerScheduler() }, QUERY, (report) => reports.push(report));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(search.calls).toEqual([0, 250, 500, 750]);
    expect(reports.map((report) => report.type === 'progress' && [report.chunk.responseAll, report.chunk.finished])).toEqual([
      ['x', false],
      ['xx', false],
      ['xxx', false],
      ['xxxx', true],
    ]);
  });

  it('exactly one request in flight: a slow answer delays the next poll until it arrives', async () => {
    const search = scriptedSearch(growing(5, 5), 600);
    pollAnswer({ searchAi: search.searchAi, scheduler: createTimerScheduler() }, QUERY, () => undefined);
    await vi.advanceTimersByTimeAsync(599);
    expect(search.calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    // The previous one started 600 ms ago, more than 250: the next starts as soon as the answer is in.
    expect(search.calls).toEqual([0, 600]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(search.calls).toEqual([0, 600, 1200, 1800, 2400]);
    expect(search.maxInFlight()).toBe(1);
  });

  it('a non-success code or failure is reported once and ends the polling', async () => {
    const search = scriptedSearch([E.right({ finished: false, responseAll: 'a' }), E.left({ kind: 'Business', code: 500 })], 10);
    const reports: PollReport[] = [];
    pollAnswer({ searchAi: search.searchAi, scheduler: createTimerScheduler() }, QUERY, (report) => reports.push(report));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(search.calls).toHaveLength(2);
    expect(reports.map((report) => report.type)).toEqual(['progress', 'failed']);
  });

  it('no request after stop, and the answer in flight is dropped', async () => {
    const search = scriptedSearch(growing(10, 10), 100);
    const reports: PollReport[] = [];
    const poll = pollAnswer({ searchAi: search.searchAi, scheduler: createTimerScheduler() }, QUERY, (report) => reports.push(report));
    await vi.advanceTimersByTimeAsync(300);
    expect(search.calls).toEqual([0, 250]);
    poll.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(search.calls).toHaveLength(2);
    expect(reports).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop while waiting between polls cancels the timer', async () => {
    const search = scriptedSearch(growing(10, 10), 10);
    const poll = pollAnswer({ searchAi: search.searchAi, scheduler: createTimerScheduler() }, QUERY, () => undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(vi.getTimerCount()).toBe(1);
    poll.stop();
    poll.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(search.calls).toHaveLength(1);
  });

  it('gives up (as a failure) on an answer that never finishes', async () => {
    const search = scriptedSearch(growing(1, 2), 10);
    const reports: PollReport[] = [];
    pollAnswer({ searchAi: search.searchAi, scheduler: createTimerScheduler(), giveUpAfterMs: 1_000 }, QUERY, (report) => reports.push(report));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reports.at(-1)).toEqual({ type: 'failed' });
    expect(search.calls.length).toBeLessThanOrEqual(5);
    expect(vi.getTimerCount()).toBe(0);
  });
});
