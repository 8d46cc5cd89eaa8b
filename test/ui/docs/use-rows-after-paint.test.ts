import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowsAfterPaint } from '../../../src/ui/docs/api-doc/use-rows-after-paint';

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('useRowsAfterPaint', () => {
  it('shows the first rows at once, then the rest in steps until complete', async () => {
    const rows = rowsOf(200);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const state = useRowsAfterPaint(rows, 30, 60);
      seen.push(state.shown.length);
      return state;
    });
    expect(result.current.shown).toHaveLength(30);
    expect(result.current.complete).toBe(false);
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.shown).toBe(rows);
    // Every step is a render of its own: 30, 90, 150, then all 200.
    expect([...new Set(seen)]).toEqual([30, 90, 150, 200]);
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
    const { result, rerender } = renderHook(({ rows }) => useRowsAfterPaint(rows, 30, 60), { initialProps: { rows: rowsOf(100) } });
    await waitFor(() => expect(result.current.complete).toBe(true));
    rerender({ rows: rowsOf(300) });
    expect(result.current.shown).toHaveLength(30);
    await waitFor(() => expect(result.current.shown).toHaveLength(300));
  });
});
