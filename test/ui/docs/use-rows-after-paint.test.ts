import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowsAfterPaint } from '../../../src/ui/docs/api-doc/use-rows-after-paint';

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
    const state = useRowsAfterPaint(rows, first);
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

  it('a small list is complete at once', () => {
    const rows = rowsOf(12);
    const { result } = renderHook(() => useRowsAfterPaint(rows, 30));
    expect(result.current).toEqual({ shown: rows, complete: true });
  });

  it('a larger first count (a deep link further down) shows that many in the first render', () => {
    const rows = rowsOf(500);
    const { result } = renderHook(() => useRowsAfterPaint(rows, 320));
    expect(result.current.shown).toHaveLength(320);
  });

  it('new rows (a fold or unfold) start again from the first rows', async () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsAfterPaint(rows, 30), { initialProps: { rows: rowsOf(100) } });
    await waitFor(() => expect(result.current.complete).toBe(true));
    rerender({ rows: rowsOf(300) });
    expect(result.current.shown).toHaveLength(30);
    await waitFor(() => expect(result.current.shown).toHaveLength(300));
  });
});
