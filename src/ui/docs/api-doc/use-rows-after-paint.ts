import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A step's render and commit should take about this long, so that no step holds the page for a long task (50 ms)
 * on a slow phone.
 */
const STEP_TARGET_MS = 12;
/** However fast the machine, a step adds at most this many rows. */
const MAX_STEP_ROWS = 960;
/**
 * A step adds at least this share of the rows already shown. A step's cost grows with the rows above it too (the
 * table is laid out again), so steps sized by the last one's time alone shrink to `minStep` on a slow machine, and a
 * tree of thousands took hundreds of steps: Stripe's 3,292 rows 52 s on a machine 3× slower than the usual one.
 */
const MIN_STEP_SHARE = 0.25;

export interface RowsInSteps<T> {
  readonly shown: readonly T[];
  /** False while rows are still to come. */
  readonly complete: boolean;
  /** True while steps are running (rows are being drawn now, not waiting for the reader to come near). */
  readonly drawing: boolean;
  /**
   * Rows from this index on are rendered but not to be shown yet (display: none). At a tree's first showing they come
   * out together when the last step is in: rows shown as they came would cost a layout of everything above them per
   * step (2,205 rows: ~20 frames of 30–70 ms each). When the same tree unfolds, they show as they come: shown
   * together, thousands of new rows are one style and layout of the browser's (Stripe's 3,264: a 766 ms task, which
   * blocks input), where a step's rows cost a frame of their own.
   */
  readonly hiddenFrom: number;
}

interface Run<T> {
  readonly rows: readonly T[];
  readonly source: unknown;
  readonly count: number;
  /** Rows shown when this run of steps began. */
  readonly base: number;
  /** Whether a step of this run has rendered (the first waits for a paint, the next ones for a task). */
  readonly stepped: boolean;
  /** Whether the rows of the steps stay hidden until the last step (a tree's first showing) or show as they come. */
  readonly together: boolean;
}

/**
 * Where the drawing of a large tree's rows stops: `undefined` draws them all; a boolean says whether the end of the rows
 * drawn so far is within reach of the reader's view (useInReach), and steps run only while it is, so a tree of
 * thousands of rows holds the few screens the reader has reached, not all of them.
 */
export type Reach = boolean | undefined;

/**
 * The first `first` rows at once; after the browser has painted them (a frame, then a task), the rest in steps, each
 * step a render of its own, so no single task holds the page for the whole tree (a long task blocks input). A step
 * starts at `minStep` rows and then adds as many as the last one rendered in about STEP_TARGET_MS (never fewer than
 * MIN_STEP_SHARE of the rows shown): a slow phone takes small steps, a fast desktop large ones. A larger `first` for
 * the same rows (a deep link to a row further down) shows at least that many at once. New rows of the same `source` (a fold or unfold of the same tree) show at
 * once as many as the last render showed, so the page keeps its length and the reader's place, and the rest in steps
 * (an "unfold all" after a "fold all" starts again from `first`); rows of a new source start again from `first`.
 * With a `reach` (a boolean), steps run only while it is true and each step's rows show as they come: hidden rows
 * would keep the end of the rows in reach however many were drawn.
 */
export const useRowsAfterPaint = <T>(rows: readonly T[], source: unknown, first: number, minStep: number = first, reach?: Reach): RowsInSteps<T> => {
  const [stored, setRun] = useState<Run<T>>(() => ({ rows, source, count: first, base: first, stepped: false, together: true }));
  const step = useRef({ size: minStep, added: 0, startedAt: 0 });
  let run = stored;
  if (run.rows !== rows || run.source !== source) {
    // New rows: as many as the last render showed of the same tree (a step may overshoot the rows it was given).
    const shownBefore = run.source === source ? Math.min(run.count, run.rows.length) : 0;
    const count = Math.max(shownBefore, first);
    run = { rows, source, count, base: count, stepped: false, together: run.source !== source };
    setRun(run);
  }
  const count = Math.max(run.count, first);
  const base = Math.max(run.base, first);
  const { stepped } = run;
  const together = run.together && reach === undefined;
  const complete = count >= rows.length;
  const paused = reach === false;
  useEffect(() => {
    if (complete || paused) return;
    if (stepped) {
      // The step just committed: how many rows the machine renders in the target time.
      const elapsed = performance.now() - step.current.startedAt;
      const fitting = elapsed > 0 ? Math.round((step.current.added * STEP_TARGET_MS) / elapsed) : minStep;
      step.current.size = Math.min(Math.max(fitting, minStep, Math.round(count * MIN_STEP_SHARE)), Math.max(MAX_STEP_ROWS, minStep));
    } else {
      step.current.size = minStep;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      step.current.added = step.current.size;
      step.current.startedAt = performance.now();
      startTransition(() => setRun({ rows, source, count: count + step.current.added, base, stepped: true, together }));
    };
    if (stepped) {
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
  }, [rows, source, count, base, complete, paused, minStep, stepped, together]);
  return complete
    ? { shown: rows, complete, drawing: false, hiddenFrom: rows.length }
    : { shown: rows.slice(0, count), complete, drawing: !paused, hiddenFrom: together ? base : count };
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

/** How far below the view the end of the drawn rows may be for more to be drawn: two screens. */
const REACH_MARGIN = '0px 0px 200% 0px';

/**
 * Whether the element the returned ref is given (the end of the drawn rows) is within reach of the reader's view
 * (REACH_MARGIN), for useRowsAfterPaint; `undefined` where the browser cannot tell (no IntersectionObserver), and
 * then every row is drawn. True until the browser has first said.
 */
export const useInReach = (): readonly [(element: Element | null) => void, Reach] => {
  const [element, setElement] = useState<Element | null>(null);
  const [inReach, setInReach] = useState(true);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setInReach(latest.isIntersecting);
      },
      { rootMargin: REACH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, observable]);
  return [setElement, observable ? inReach : undefined];
};
