import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` rows at once; after the browser has painted them (a frame, then a task), the rest in steps of
 * `step` rows, each step a render of its own, so no single task holds the page for the whole tree (a long task
 * blocks input). `complete` is false while rows are still to come. A larger `first` for the same rows (a deep link
 * to a row further down) shows at least that many at once.
 */
export const useRowsAfterPaint = <T>(rows: readonly T[], first: number, step: number = first * 3): { shown: readonly T[]; complete: boolean } => {
  const [progress, setProgress] = useState<{ rows: readonly T[]; count: number }>();
  const count = Math.max(progress?.rows === rows ? progress.count : 0, first);
  const complete = count >= rows.length;
  useEffect(() => {
    if (complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => startTransition(() => setProgress({ rows, count: count + step }));
    if (progress?.rows === rows) {
      // A step after the first: the previous step's commit is done, only a task is needed.
      timer = setTimeout(next, 0);
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(next, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [rows, count, complete, step, progress]);
  return { shown: complete ? rows : rows.slice(0, count), complete };
};
