import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowsAfterPaint } from '../../../src/ui/docs/api-doc/use-rows-after-paint';

/** The tree the rows come from: the same one throughout, unless a test says otherwise. */
const SOURCE = { tree: 'one' };

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Holds the thread for `ms`, as rendering that many rows would on a slow machine. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* a slow render */
  }
};

/** Renders the hook, recording how many rows each render showed; `msPerNewRow` makes each render that slow. */
const renderSteps = (rows: readonly number[], first: number, msPerNewRow = 0) => {
  const seen: number[] = [];
  const hook = renderHook(() => {
    const state = useRowsAfterPaint(rows, SOURCE, first);
    busy(msPerNewRow * (state.shown.length - (seen.at(-1) ?? 0)));
    seen.push(state.shown.length);
    return state;
  });
  return { ...hook, steps: () => [...new Set(seen)] };
};

describe('useRowsAfterPaint', () => {
  it('shows the first rows at once, then the rest in renders of their own until complete', async () => {
    const rows = rowsOf(400);
    const { result, steps } = renderSteps(rows, 30);
    expect(result.current.shown).toHaveLength(30);
    expect(result.current.complete).toBe(false);
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.shown).toBe(rows);
    const seen = steps();
    expect(seen[0]).toBe(30);
    expect(seen.at(-1)).toBe(400);
    expect(seen.length).toBeGreaterThan(2);
  });

  it('a slow machine takes the smallest steps', async () => {
    const { result, steps } = renderSteps(rowsOf(150), 30, 2);
    await waitFor(() => expect(result.current.complete).toBe(true), { timeout: 5000 });
    expect(steps()).toEqual([30, 60, 90, 120, 150]);
  });

  it('a fast machine takes larger steps after the first one', async () => {
    const { result, steps } = renderSteps(rowsOf(3000), 30);
    await waitFor(() => expect(result.current.complete).toBe(true));
    const seen = steps();
    const sizes = seen.slice(1).map((count, index) => count - (seen[index] ?? 0));
    expect(sizes[0]).toBe(30);
    expect(Math.max(...sizes)).toBeGreaterThan(30);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(30 * 32);
  });

  it('a slow machine whose every step costs more as rows grow (the table laid out again) still takes few steps', async () => {
    const rows = rowsOf(3000);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const state = useRowsAfterPaint(rows, SOURCE, 30, 10);
      // 0.02 ms for every row shown, not only the new ones: 60 ms a step at 3,000 rows, whatever the step's size.
      if (seen.at(-1) !== state.shown.length) busy(0.02 * state.shown.length);
      seen.push(state.shown.length);
      return state;
    });
    await waitFor(() => expect(result.current.complete).toBe(true), { timeout: 10_000 });
    const steps = [...new Set(seen)];
    // Each step adds at least a quarter of the rows already shown: about 20 steps, not the ~300 of 10 rows each.
    expect(steps.length).toBeLessThan(30);
    for (const [index, count] of steps.slice(2).entries()) expect(count - (steps[index + 1] ?? 0)).toBeGreaterThanOrEqual(Math.min(Math.round((steps[index + 1] ?? 0) * 0.25), 3000 - (steps[index + 1] ?? 0)));
  });

  it('a small list is complete at once', () => {
    const rows = rowsOf(12);
    const { result } = renderHook(() => useRowsAfterPaint(rows, SOURCE, 30));
    expect(result.current).toEqual({ shown: rows, complete: true, drawing: false, hiddenFrom: 12 });
  });

  it('a larger first count (a deep link further down) shows that many in the first render', () => {
    const rows = rowsOf(500);
    const { result } = renderHook(() => useRowsAfterPaint(rows, SOURCE, 320));
    expect(result.current.shown).toHaveLength(320);
  });

  it('rows still to come are hidden until the last step is in, then shown together', async () => {
    const rows = rowsOf(400);
    const hiddenFrom: number[] = [];
    const { result } = renderHook(() => {
      const state = useRowsAfterPaint(rows, SOURCE, 30);
      if (state.shown.length > 30 && !state.complete) hiddenFrom.push(state.hiddenFrom);
      return state;
    });
    expect(result.current.hiddenFrom).toBe(30);
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(hiddenFrom.length).toBeGreaterThan(0);
    expect(new Set(hiddenFrom)).toEqual(new Set([30]));
    expect(result.current.hiddenFrom).toBe(400);
  });

  it('new rows of the same tree (a fold or unfold) show at once as many as were shown, the rest in steps shown as they come', async () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsAfterPaint(rows, SOURCE, 30), { initialProps: { rows: rowsOf(300) } });
    await waitFor(() => expect(result.current.complete).toBe(true));
    // A fold: fewer rows, all at once, the page keeps its length.
    rerender({ rows: rowsOf(250) });
    expect(result.current).toMatchObject({ complete: true, hiddenFrom: 250 });
    expect(result.current.shown).toHaveLength(250);
    // An unfold: the 250 rows shown stay shown, the new ones come in steps, each shown as it comes.
    rerender({ rows: rowsOf(400) });
    expect(result.current.shown).toHaveLength(250);
    expect(result.current.hiddenFrom).toBe(250);
    await waitFor(() => expect(result.current.shown.length).toBeGreaterThan(250));
    expect(result.current.hiddenFrom).toBe(result.current.shown.length);
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.shown).toHaveLength(400);
  });

  it('an unfold of everything after a fold of everything starts again from the first rows, not from all at once', async () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsAfterPaint(rows, SOURCE, 30), { initialProps: { rows: rowsOf(3000) } });
    await waitFor(() => expect(result.current.complete).toBe(true));
    rerender({ rows: rowsOf(20) });
    expect(result.current).toMatchObject({ complete: true, hiddenFrom: 20 });
    const unfolded = rowsOf(3000);
    rerender({ rows: unfolded });
    expect(result.current).toMatchObject({ complete: false, hiddenFrom: 30 });
    expect(result.current.shown).toHaveLength(30);
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.shown).toBe(unfolded);
  });

  it('rows of another tree (another API) start again from the first rows', async () => {
    const { result, rerender } = renderHook(({ rows, source }) => useRowsAfterPaint(rows, source, 30), {
      initialProps: { rows: rowsOf(100), source: SOURCE },
    });
    await waitFor(() => expect(result.current.complete).toBe(true));
    rerender({ rows: rowsOf(300), source: { tree: 'another' } });
    expect(result.current.shown).toHaveLength(30);
    await waitFor(() => expect(result.current.shown).toHaveLength(300));
  });

  it('with a reach, rows are drawn only while the end of them is in reach, and each step shows as it comes', async () => {
    const rows = rowsOf(20_000);
    // Each render holds the thread 10 ms, so the steps are still running when the reach changes.
    const { result, rerender } = renderHook(
      ({ reach }) => {
        const state = useRowsAfterPaint(rows, SOURCE, 30, 30, reach);
        busy(10);
        return state;
      },
      { initialProps: { reach: false } },
    );
    expect(result.current).toMatchObject({ complete: false, drawing: false, hiddenFrom: 30 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current.shown).toHaveLength(30);
    // The reader comes near: steps run, each one's rows shown at once.
    rerender({ reach: true });
    expect(result.current.drawing).toBe(true);
    await waitFor(() => expect(result.current.shown.length).toBeGreaterThan(30));
    expect(result.current.hiddenFrom).toBe(result.current.shown.length);
    // The end goes out of reach: the drawing stops where it is.
    rerender({ reach: false });
    const stoppedAt = result.current.shown.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stoppedAt).toBeLessThan(20_000);
    expect(result.current).toMatchObject({ drawing: false, complete: false });
    expect(result.current.shown).toHaveLength(stoppedAt);
    rerender({ reach: true });
    await waitFor(() => expect(result.current.complete).toBe(true), { timeout: 10_000 });
    expect(result.current).toMatchObject({ shown: rows, drawing: false, hiddenFrom: 20_000 });
  });
});
