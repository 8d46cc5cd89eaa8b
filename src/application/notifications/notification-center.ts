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
  toast(status: Toast['status'], message: Message, durationMs?: number): void;
  dismissToast(id: number): void;
  /** Opens the prompt; a second call while it is open changes nothing (shown once however many calls fail). */
  openReloginPrompt(): void;
  closeReloginPrompt(): void;
}

export const createNotificationCenter = (): NotificationCenter => {
  const state = createWritable<NotificationState>({ toasts: [], reloginPrompt: false });
  let nextId = 1;
  return {
    get: state.get,
    subscribe: state.subscribe,
    toast: (status, message, durationMs = 5_000) => {
      const toast: Toast = { id: nextId++, status, message, durationMs };
      state.set({ ...state.get(), toasts: [...state.get().toasts, toast] });
    },
    dismissToast: (id) => {
      state.set({ ...state.get(), toasts: state.get().toasts.filter((toast) => toast.id !== id) });
    },
    openReloginPrompt: () => {
      if (!state.get().reloginPrompt) state.set({ ...state.get(), reloginPrompt: true });
    },
    closeReloginPrompt: () => {
      if (state.get().reloginPrompt) state.set({ ...state.get(), reloginPrompt: false });
    },
  };
};
