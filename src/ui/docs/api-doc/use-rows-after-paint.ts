import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` rows at once, and all of them in a render that starts only after the browser has painted those
 * (a frame, then a task): a large tree shows its first screen without waiting for the rest, also when unfolded.
 * `complete` is false while rows are still to come.
 */
export const useRowsAfterPaint = <T>(rows: readonly T[], first: number): { shown: readonly T[]; complete: boolean } => {
  const [completeFor, setCompleteFor] = useState<readonly T[]>();
  const complete = completeFor === rows || rows.length <= first;
  useEffect(() => {
    if (complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCompleteFor(rows)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [rows, complete]);
  return { shown: complete ? rows : rows.slice(0, first), complete };
};
