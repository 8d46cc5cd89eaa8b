import type { Message } from './message';
import { createWritable, type Observable } from './observable';

export interface Toast {
  readonly id: number;
  readonly status: 'error' | 'success' | 'warning' | 'info';
  readonly message: Message;
  readonly durationMs: number;
}

export interface NotificationState {
  readonly toasts: readonly Toast[];
  /** The 'login status has expired' prompt is open. */
  readonly reloginPrompt: boolean;
}

/** Global toasts and the one re-login prompt; views render it, use cases and the HTTP client feed it. */
export interface NotificationCenter extends Observable<NotificationState> {
  /** Adds a toast, unless the same one (status and message) is showing: several calls failing alike are said once. */
  toast(status: Toast['status'], message: Message, durationMs?: number): void;
  dismissToast(id: number): void;
  /** The page that raised the toasts has ended (the reader went to another page): its toasts go with it. */
  clearToasts(): void;
  /** Opens the prompt; a second call while it is open changes nothing (shown once however many calls fail). */
  openReloginPrompt(): void;
  closeReloginPrompt(): void;
}

const sameMessage = (a: Message, b: Message): boolean =>
  'text' in a || 'text' in b
    ? 'text' in a && 'text' in b && a.text === b.text
    : a.key === b.key && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

export const createNotificationCenter = (): NotificationCenter => {
  const state = createWritable<NotificationState>({ toasts: [], reloginPrompt: false });
  let nextId = 1;
  return {
    get: state.get,
    subscribe: state.subscribe,
    toast: (status, message, durationMs = 5_000) => {
      if (state.get().toasts.some((shown) => shown.status === status && sameMessage(shown.message, message))) return;
      const toast: Toast = { id: nextId++, status, message, durationMs };
      state.set({ ...state.get(), toasts: [...state.get().toasts, toast] });
    },
    dismissToast: (id) => {
      state.set({ ...state.get(), toasts: state.get().toasts.filter((toast) => toast.id !== id) });
    },
    clearToasts: () => {
      if (state.get().toasts.length > 0) state.set({ ...state.get(), toasts: [] });
    },
    openReloginPrompt: () => {
      if (!state.get().reloginPrompt) state.set({ ...state.get(), reloginPrompt: true });
    },
    closeReloginPrompt: () => {
      if (state.get().reloginPrompt) state.set({ ...state.get(), reloginPrompt: false });
    },
  };
};
