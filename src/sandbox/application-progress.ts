/*
 * Applications submitted in the sandbox (WMS systems and product applications) move on by themselves so that the
 * whole My System path can be tried: under review → creating → running, one step per APPLICATION_STEP_MS; a name
 * containing 拒 or "reject" is rejected after the first step instead. The status is derived from the time since the
 * application was submitted whenever it is read: no timers, nothing to stop, and a test can pass its own clock.
 * Seeded rows carry no submission time and keep their status.
 */

/** My System status codes (docs/products.md). */
export const UNDER_REVIEW = 1;
export const CREATING = 2;
export const RUNNING = 3;
export const REJECTED = 4;

/** How long each step takes unless the control page (or POST /__sandbox/application-step) says otherwise. */
export const APPLICATION_STEP_MS = 20_000;
/** The longest step the control accepts: one hour. */
export const MAX_APPLICATION_STEP_SECONDS = 3_600;

export const isRejectedName = (name: string): boolean => /拒|reject/i.test(name);

/** Where a running sandbox system "lives": a small page of the sandbox itself, so it opens without internet. */
export const systemPagePath = (id: string): string => `/__sandbox/system/${encodeURIComponent(id)}`;

export interface Progress {
  readonly status: number;
  /** When the status last changed (ms since the epoch). */
  readonly changedAt: number;
}

/** The status `now` of an application submitted at `submittedAt`; a step of 0 (or less) means at once. */
export const progressOf = (submittedAt: number, now: number, stepMs: number, rejected: boolean): Progress => {
  const path = rejected ? [UNDER_REVIEW, REJECTED] : [UNDER_REVIEW, CREATING, RUNNING];
  const steps = stepMs <= 0 ? path.length : Math.floor(Math.max(0, now - submittedAt) / stepMs);
  const step = Math.min(steps, path.length - 1);
  return { status: path[step] ?? UNDER_REVIEW, changedAt: submittedAt + step * Math.max(0, stepMs) };
};
