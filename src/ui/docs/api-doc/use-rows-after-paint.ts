import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A step's render and commit should take about this long, so that no step holds the page for a long task (50 ms)
 * on a slow phone.
 */
const STEP_TARGET_MS = 12;
/** However fast the machine, a step adds at most this many rows. */
const MAX_STEP_ROWS = 960;

export interface RowsInSteps<T> {
  readonly shown: readonly T[];
  /** False while rows are still to come. */
  readonly complete: boolean;
  /**
   * Rows from this index on are rendered but not to be shown yet (display: none): they come out together when the
   * last step is in. The browser lays out the whole table at every frame, so rows shown as they came cost a layout of
   * everything above them per step (2,205 rows: ~20 frames of 30–70 ms each).
   */
  readonly hiddenFrom: number;
}

interface Progress<T> {
  readonly rows: readonly T[];
  readonly source: unknown;
  readonly count: number;
  /** Rows shown when this run of steps began. */
  readonly base: number;
}

/**
 * The first `first` rows at once; after the browser has painted them (a frame, then a task), the rest in steps, each
 * step a render of its own, so no single task holds the page for the whole tree (a long task blocks input). A step
 * starts at `minStep` rows and then adds as many as the last one rendered in about STEP_TARGET_MS: a slow phone
 * takes small steps, a fast desktop large ones. A larger `first` for the same rows (a deep link to a row further
 * down) shows at least that many at once. New rows of the same `source` (a fold or unfold of the same tree) show at
 * once as many as were shown before, so the page keeps its length and the reader's place; rows of a new source start
 * again from `first`.
 */
export const useRowsAfterPaint = <T>(rows: readonly T[], source: unknown, first: number, minStep: number = first): RowsInSteps<T> => {
  const [progress, setProgress] = useState<Progress<T>>();
  const step = useRef({ size: minStep, added: 0, startedAt: 0 });
  const stepping = progress?.rows === rows && progress.source === source;
  // What the last steps showed of this tree (a step may overshoot the rows it was given).
  const kept = progress && progress.source === source ? Math.min(progress.count, progress.rows.length) : 0;
  const count = Math.max(stepping ? progress.count : kept, first);
  const base = stepping ? Math.max(progress.base, first) : count;
  const complete = count >= rows.length;
  useEffect(() => {
    if (complete) return;
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
      startTransition(() => setProgress({ rows, source, count: count + step.current.added, base }));
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
  }, [rows, source, count, base, complete, minStep, stepping]);
  return complete ? { shown: rows, complete, hiddenFrom: rows.length } : { shown: rows.slice(0, count), complete, hiddenFrom: base };
};

/**
 * Hides the rows of the body `bodySelector` names from index `from` on (none when undefined), by a rule of its own in
 * the document's head: it is set before the browser paints the step that brought them (a layout effect), and a run of
 * steps keeps the same `from`, so the rule changes twice a run, not once a step.
 */
export const useRowsHiddenFrom = (bodySelector: string, from: number | undefined) => {
  useLayoutEffect(() => {
    if (from === undefined) return;
    const rule = document.createElement('style');
    rule.textContent = `${bodySelector} > tr:nth-child(n + ${String(from + 1)}) { display: none }`;
    document.head.append(rule);
    return () => rule.remove();
  }, [bodySelector, from]);
};
