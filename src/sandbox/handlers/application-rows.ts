import { isRejectedName, progressOf, RUNNING, systemPagePath } from '../application-progress.ts';
import type { SandboxStore } from '../store.ts';
import { platformTime } from './request.ts';

/** Stored applications (WMS systems, product applications) as the handlers answer them: advanced to now. */

/** What a stored row needs for its reading: a submission time when it was submitted in this sandbox. */
export interface Advancing {
  readonly status: number;
  readonly statusUpdateTime?: string | null;
  readonly url?: string | null;
  readonly submittedAt?: number;
}

export interface ReadContext {
  readonly now: number;
  readonly stepMs: number;
  /** The request's origin: a running system's link is absolute (the portal enters only web addresses). */
  readonly origin: string;
}

/** A stored row as it reads now: status and status update time derived, the link of a running system absolute. */
export const readNow = <R extends Advancing>(row: R, name: string, id: string, context: ReadContext): Omit<R, 'submittedAt'> => {
  const { submittedAt, ...stored } = row;
  const progress = submittedAt === undefined ? undefined : progressOf(submittedAt, context.now, context.stepMs, isRejectedName(name));
  const status = progress?.status ?? stored.status;
  const statusUpdateTime = progress ? platformTime(new Date(progress.changedAt)) : stored.statusUpdateTime;
  const url = status === RUNNING ? new URL(stored.url ?? systemPagePath(id), context.origin).href : (stored.url ?? null);
  return { ...stored, status, statusUpdateTime, url };
};

/** How applications read at this request: the store's clock and step, the request's origin. */
export const readContextOf = (store: SandboxStore, request: Request): ReadContext => ({
  now: store.now(),
  stepMs: store.state().applicationStepMs,
  origin: new URL(request.url).origin,
});
