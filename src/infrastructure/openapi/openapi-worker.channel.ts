import { workerScriptUrl } from '../browser/worker-script-url';
import type { OpenApiAnswer, OpenApiAnswers, OpenApiRequest } from './openapi-host';
import { shareRepeatedStrings } from './share-repeated-strings';
import openApiWorkerUrl from './openapi.worker.ts?worker&url';

/** One question to the documents' host; the answer's value is of the question's kind (OpenApiAnswers). */
export type OpenApiAsk = (request: OpenApiRequest) => Promise<OpenApiAnswer<OpenApiAnswers[OpenApiRequest['kind']]>>;

/**
 * Asks the documents' worker, started on the first question (or at once with `startNow`: its code loads while the
 * first question waits for the list of documents). Answers come back by the question's number. A worker that fails to
 * start or dies answers every open question as a network failure and is started again by the next. An answer's
 * repeated strings are made one (a clone copies each).
 */
export const createWorkerChannel = (start: () => Worker, { startNow = false }: { readonly startNow?: boolean } = {}): OpenApiAsk => {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, (answer: OpenApiAnswer<never>) => void>();
  const failAll = () => {
    worker?.terminate();
    worker = undefined;
    for (const settle of waiting.values()) settle({ ok: false, failure: { kind: 'network' } });
    waiting.clear();
  };
  const running = (): Worker => {
    if (worker) return worker;
    const started = start();
    started.addEventListener('message', (event: MessageEvent<{ id: number; answer: OpenApiAnswer<never> }>) => {
      const settle = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      settle?.(shareRepeatedStrings(event.data.answer));
    });
    started.addEventListener('error', failAll);
    worker = started;
    return started;
  };
  if (startNow) {
    try {
      running();
    } catch {
      // No worker here (a test in Node): the first question meets the same.
    }
  }
  return (request) =>
    new Promise((settle) => {
      next += 1;
      waiting.set(next, settle);
      running().postMessage({ id: next, request });
    });
};

/** The documents' worker, bundled by Vite as its own chunk; its address signed for Trusted Types. */
export const startOpenApiWorker = (): Worker => new Worker(workerScriptUrl(openApiWorkerUrl) as string, { type: 'module', name: 'openapi-documents' });
