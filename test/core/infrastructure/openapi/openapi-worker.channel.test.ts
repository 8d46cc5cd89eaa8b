import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '../../../../src/application/concurrency/load-once';
import { createWorkerChannel } from '../../../../src/infrastructure/openapi/openapi-worker.channel';
import { shareRepeatedStrings } from '../../../../src/infrastructure/openapi/share-repeated-strings';
import { OPENAPI_HOST_READY, type OpenApiRequest } from '../../../../src/infrastructure/openapi/openapi-host';

/** A stand-in worker: it keeps what it is asked, and the test answers (or dies) when it chooses. */
class FakeWorker extends EventTarget {
  readonly asked: { id: number; request: OpenApiRequest }[] = [];
  terminated = false;
  postMessage(message: { id: number; request: OpenApiRequest }) {
    this.asked.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  ready() {
    this.dispatchEvent(new MessageEvent('message', { data: OPENAPI_HOST_READY }));
  }
  answer(id: number, answer: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: { id, answer: structuredClone(answer) } }));
  }
}

/** What is already on its way settles (a question waits for its worker's "ready" before it is posted). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A channel over stand-in workers, which say they are ready as soon as they start unless `readyAtOnce` is false (the
 * test then says it), and the n-th worker it started.
 */
const channel = ({ readyAtOnce = true }: { readonly readyAtOnce?: boolean } = {}) => {
  const workers: FakeWorker[] = [];
  const ask = createWorkerChannel(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    if (readyAtOnce) queueMicrotask(() => worker.ready());
    return worker as unknown as Worker;
  });
  const worker = (index: number): FakeWorker => {
    const started = workers[index];
    if (!started) throw new Error(`worker ${String(index)} was not started`);
    return started;
  };
  const question = (index: number, at: number) => {
    const asked = worker(index).asked[at];
    if (!asked) throw new Error(`worker ${String(index)} was not asked question ${String(at)}`);
    return asked.id;
  };
  return { ask, workers, worker, question };
};

const LIST: OpenApiRequest = { kind: 'unit', unitId: 1, url: 'https://docs.example.test/shop.json' };

describe('the documents worker channel', () => {
  it('settles each question with its own answer, whatever order they come back in', async () => {
    const { ask, workers, worker, question } = channel();
    const first = ask(LIST);
    const second = ask(LIST);
    await settled();
    expect(workers).toHaveLength(1);
    worker(0).answer(question(0, 1), E.right('second'));
    worker(0).answer(question(0, 0), E.right('first'));
    expect(await first).toEqual(E.right('first'));
    expect(await second).toEqual(E.right('second'));
  });

  it('answers open questions as a network failure when the worker dies, and starts a new one for the next', async () => {
    const { ask, workers, worker, question } = channel();
    const open = ask(LIST);
    await settled();
    worker(0).dispatchEvent(new Event('error'));
    expect(await open).toEqual(E.left({ kind: 'Network' }));
    expect(worker(0).terminated).toBe(true);
    const next = ask(LIST);
    await settled();
    expect(workers).toHaveLength(2);
    worker(1).answer(question(1, 0), E.right(1));
    expect(await next).toEqual(E.right(1));
  });

  it('answers a network failure, never a rejection, when no worker can start (and tries again on the next question)', async () => {
    let starts = 0;
    const ask = createWorkerChannel(() => {
      starts += 1;
      throw new Error('Worker is not defined');
    });
    expect(await ask(LIST)).toEqual(E.left({ kind: 'Network' }));
    expect(await ask(LIST)).toEqual(E.left({ kind: 'Network' }));
    expect(starts).toBe(2);
  });

  it('fails the questions of a worker that errs before it is ready, and starts another for the next question', async () => {
    const { ask, workers } = channel({ readyAtOnce: false });
    const first = ask(LIST);
    const second = ask(LIST);
    workers[0]?.dispatchEvent(new Event('error'));
    expect(await first).toEqual(E.left({ kind: 'Network' }));
    expect(await second).toEqual(E.left({ kind: 'Network' }));
    expect(workers[0]?.asked).toEqual([]);
    expect(workers[0]?.terminated).toBe(true);
    const third = ask(LIST);
    workers[1]?.ready();
    await settled();
    expect(workers).toHaveLength(2);
    const id = workers[1]?.asked[0]?.id ?? -1;
    workers[1]?.answer(id, E.right('third'));
    expect(await third).toEqual(E.right('third'));
  });

  it('fails a worker not ready within the time limit, ends it if it says so later, and starts another for the next question', async () => {
    vi.useFakeTimers();
    try {
      const { ask, workers } = channel({ readyAtOnce: false });
      const slow = ask(LIST);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      expect(await slow).toEqual(E.left({ kind: 'Network' }));
      workers[0]?.ready();
      expect(workers[0]?.terminated).toBe(true);
      const next = ask(LIST);
      workers[1]?.ready();
      await vi.advanceTimersByTimeAsync(0);
      expect(workers).toHaveLength(2);
      expect(workers[1]?.terminated).toBe(false);
      workers[1]?.answer(workers[1].asked[0]?.id ?? -1, E.right('answered'));
      expect(await next).toEqual(E.right('answered'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts its worker once for every question, and at once when asked to', async () => {
    let starts = 0;
    const ask = createWorkerChannel(
      () => {
        starts += 1;
        const worker = new FakeWorker();
        queueMicrotask(() => worker.ready());
        return worker as unknown as Worker;
      },
      { startNow: true },
    );
    expect(starts).toBe(1);
    void ask(LIST);
    void ask(LIST);
    await settled();
    expect(starts).toBe(1);
  });
});

describe('shareRepeatedStrings', () => {
  it('returns the answer it was given, equal in every part', () => {
    const node = (name: string) => ({ id: `request:${name}`, name, type: 'string', requirement: 'optional', children: [] as unknown[], facts: { enumValues: ['"a"', '"b"'] } });
    const answer = { ok: true, value: { request: [node('a'), { ...node('b'), children: [node('c'), node('a')] }], count: 3, none: null, maybe: undefined } };
    const expected = structuredClone(answer);
    const cloned = structuredClone(answer);
    expect(shareRepeatedStrings(cloned)).toBe(cloned);
    expect(cloned).toEqual(expected);
  });

  it('leaves what is not a plain object or an array as it is', () => {
    const when = new Date(0);
    const seen = new Map([['a', 'b']]);
    const answer = { when, seen, text: 'x' };
    shareRepeatedStrings(answer);
    expect(answer.when).toBe(when);
    expect(answer.seen).toBe(seen);
    expect([...seen]).toEqual([['a', 'b']]);
    expect(shareRepeatedStrings('alone')).toBe('alone');
  });
});
