import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_FRESH_MS, UNREAD_POLL_MS, useUnreadWorkOrders } from '../../../src/ui/reads/unread-work-orders.queries';
import { PortalProvider } from '../../../src/ui/portal/portal.context';
import { fakeUseCases } from '../../fakes/fake-use-cases';

/** A backend whose answers the test releases one by one. */
const slowBackend = () => {
  const pending: ((count: number) => void)[] = [];
  const useCases = fakeUseCases({
    unreadWorkOrderCount: () => () => new Promise((resolve) => pending.push((count) => resolve(E.right(count)))),
  });
  return {
    useCases,
    answer: (count: number) =>
      act(async () => {
        pending.shift()?.(count);
        await vi.advanceTimersByTimeAsync(0);
      }),
  };
};

/** The window loses and regains focus (react-query reacts after a microtask). */
const refocus = () =>
  act(async () => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
  });

const renderBadge = (useCases: ReturnType<typeof fakeUseCases>, enabled = true) => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <PortalProvider value={useCases.portal}>{children}</PortalProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useUnreadWorkOrders(enabled), { wrapper });
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  focusManager.setFocused(true);
});
afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('unread work-order badge polling', () => {
  it('asks once on start, then every 3 minutes', async () => {
    const { useCases, answer } = slowBackend();
    const { result } = renderBadge(useCases);
    expect(useCases.calls.unreadWorkOrderCount).toHaveLength(1);
    await answer(4);
    await waitFor(() => expect(result.current.data).toBe(4));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1000));
    expect(useCases.calls.unreadWorkOrderCount).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(useCases.calls.unreadWorkOrderCount).toHaveLength(2);
    await answer(0);
    await waitFor(() => expect(result.current.data).toBe(0));
  });

  it('never has two calls in flight: a slow answer is not overlapped by the next poll or a focus', async () => {
    const { useCases, answer } = slowBackend();
    renderBadge(useCases);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3));
    await refocus();
    expect(useCases.calls.unreadWorkOrderCount).toHaveLength(1);
    await answer(2);
  });

  it('asks again when the window regains focus after a minute, not sooner', async () => {
    const { useCases, answer } = slowBackend();
    renderBadge(useCases);
    await answer(1);
    await refocus();
    expect(useCases.calls.unreadWorkOrderCount).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_FRESH_MS + 1000));
    await refocus();
    expect(useCases.calls.unreadWorkOrderCount).toHaveLength(2);
    await answer(1);
  });

  it('does not poll while the window is in the background', async () => {
    const { useCases, answer } = slowBackend();
    renderBadge(useCases);
    await answer(1);
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2));
    expect(useCases.calls.unreadWorkOrderCount).toHaveLength(1);
  });

  it('asks nothing for a visitor', async () => {
    const { useCases } = slowBackend();
    renderBadge(useCases, false);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2));
    expect(useCases.calls.unreadWorkOrderCount).toHaveLength(0);
  });
});
