import type { Scheduler } from '../../application/ports/scheduler.port';

/** The scheduler on the platform's clock and timers (looked up per call, so fake timers in tests apply). */
export const createTimerScheduler = (): Scheduler => ({
  now: () => Date.now(),
  after: (ms, task) => {
    const handle = globalThis.setTimeout(task, ms);
    return () => globalThis.clearTimeout(handle);
  },
});
