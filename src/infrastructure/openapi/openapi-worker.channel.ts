import * as E from 'fp-ts/Either';
import type { AppError } from '../../application/errors/app-error';
import { loadOnce } from '../../application/concurrency/load-once';
import { workerScriptUrl } from '../browser/worker-script-url';
import { OPENAPI_HOST_READY, type OpenApiAnswer, type OpenApiAnswers, type OpenApiQuestion, type OpenApiRequest } from './openapi-host';
import { shareRepeatedStrings } from './share-repeated-strings';
import openApiWorkerUrl from './openapi.worker.ts?worker&url';

/** One question to the documents' host; the answer's value is of the question's kind (OpenApiAnswers). It never rejects. */
export type OpenApiAsk = <K extends OpenApiRequest['kind']>(request: OpenApiQuestion<K>) => Promise<OpenApiAnswer<OpenApiAnswers[K]>>;

const DEAD_WORKER: OpenApiAnswer<never> = E.left<AppError>({ kind: 'Network' });

type Settle = (answer: OpenApiAnswer<never>) => void;

/**
 * Asks the documents' worker. The worker is a load like any code the portal loads later (`loadOnce`): started by the
 * first question (or at once with `startNow`: its code loads while the first question waits for the list of
 * documents), loaded when it says it is ready, failed when it errs first or is not ready within the chunk time limit,
 * and started again by the next question after a failure. A worker that dies once ready answers every open question
 * as a network failure, and the next question starts a new one. Answers come back by the question's number; an
 * answer's repeated strings are made one (a clone copies each).
 */
export const createWorkerChannel = (start: () => Worker, { startNow = false }: { readonly startNow?: boolean } = {}): OpenApiAsk => {
  let next = 0;
  const waiting = new Map<number, Settle>();
  const failAll = () => {
    for (const settle of waiting.values()) settle(DEAD_WORKER);
    waiting.clear();
  };
  let attempts = 0;
  const started = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = start();
      const attempt = (attempts += 1);
      let ready = false;
      worker.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (event.data === OPENAPI_HOST_READY) {
          // Ready after its load had failed (past the time limit) or another had started: nobody will ask it.
          if (attempt !== attempts || running.state().status === 'failed') {
            worker.terminate();
            return;
          }
          ready = true;
          resolve(worker);
          return;
        }
        const { id, answer } = event.data as { id: number; answer: OpenApiAnswer<never> };
        const settle = waiting.get(id);
        waiting.delete(id);
        settle?.(shareRepeatedStrings(answer));
      });
      worker.addEventListener('error', () => {
        worker.terminate();
        if (!ready) reject(new Error('the documents worker did not start'));
        else if (running.state().status === 'loaded') running = loadOnce(started);
        failAll();
      });
    });
  let running = loadOnce(started);
  if (startNow) running.load().catch(() => undefined);
  return <K extends OpenApiRequest['kind']>(request: OpenApiQuestion<K>) =>
    running.load().then(
      (worker) =>
        new Promise<OpenApiAnswer<OpenApiAnswers[K]>>((settle) => {
          next += 1;
          waiting.set(next, settle);
          worker.postMessage({ id: next, request });
        }),
      () => DEAD_WORKER,
    );
};

/** The documents' worker, bundled by Vite as its own chunk; its address signed for Trusted Types. */
export const startOpenApiWorker = (): Worker => new Worker(workerScriptUrl(openApiWorkerUrl) as string, { type: 'module', name: 'openapi-documents' });
