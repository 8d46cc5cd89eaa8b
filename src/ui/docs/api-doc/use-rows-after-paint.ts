import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * A step's render and commit should take about this long. The browser's style and layout of the new rows then take
 * about as long again or more (30 rows of the largest API at 4× CPU: 16 ms of script, 12 ms of style, 22 ms of
 * layout), so a step's frame stays under a long task (50 ms).
 */
const STEP_TARGET_MS = 12;
/** However fast the machine, a step adds at most this many rows. */
const MAX_STEP_ROWS = 960;

/**
 * The first `first` rows at once; after the browser has painted them (a frame, then a task), the rest in steps, each
 * step a render of its own, so no single task holds the page for the whole tree (a long task blocks input). A step
 * starts at `minStep` rows and then adds as many as the last one rendered in about STEP_TARGET_MS: a slow phone
 * takes small steps, a fast desktop large ones. `complete` is false while rows are still to come. A larger `first`
 * for the same rows (a deep link to a row further down) shows at least that many at once.
 */
export const useRowsAfterPaint = <T>(rows: readonly T[], first: number, minStep: number = first): { shown: readonly T[]; complete: boolean } => {
  const [progress, setProgress] = useState<{ rows: readonly T[]; count: number }>();
  const step = useRef({ size: minStep, added: 0, startedAt: 0 });
  const count = Math.max(progress?.rows === rows ? progress.count : 0, first);
  const complete = count >= rows.length;
  useEffect(() => {
    if (complete) return;
    const stepping = progress?.rows === rows;
    if (stepping) {
      // The step just committed: how many rows the machine renders in the target time.
      const elapsed = performance.now() - step.current.startedAt;
      const fitting = elapsed > 0 ? Math.round((step.current.added * STEP_TARGET_MS) / elapsed) : minStep;
      step.current.size = Math.min(Math.max(fitting, minStep), Math.max(MAX_STEP_ROWS, minStep));
    } else {
      step.current.size = minStep;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      step.current.added = step.current.size;
      step.current.startedAt = performance.now();
      startTransition(() => setProgress({ rows, count: count + step.current.added }));
    };
    if (stepping) {
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
  }, [rows, count, complete, minStep, progress]);
  return { shown: complete ? rows : rows.slice(0, count), complete };
};
