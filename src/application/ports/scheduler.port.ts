/** Time for code that waits (the AI answer poller, the FAQ robot's countdown): injected so tests use fake timers. */
export interface Scheduler {
  /** Milliseconds on a monotonic-enough clock. */
  now(): number;
  /** Runs `task` once after `ms`; the returned function cancels it (a no-op once it ran). */
  after(ms: number, task: () => void): () => void;
}
