import { describe, expect, it } from 'vitest';
import { createNotificationCenter } from '../../../src/application/notifications/notification-center';

describe('notification center', () => {
  it('starts with no toast and no prompt', () => {
    expect(createNotificationCenter().get()).toEqual({ toasts: [], reloginPrompt: false });
  });

  it('adds toasts with distinct ids, 5 seconds by default', () => {
    const center = createNotificationCenter();
    center.toast('error', { key: 'common.errors.timeout' });
    center.toast('success', { text: '切换团队成功!' }, 2000);
    expect(center.get().toasts).toEqual([
      { id: 1, status: 'error', message: { key: 'common.errors.timeout' }, durationMs: 5000 },
      { id: 2, status: 'success', message: { text: '切换团队成功!' }, durationMs: 2000 },
    ]);
  });

  it('dismisses one toast by id', () => {
    const center = createNotificationCenter();
    center.toast('error', { text: 'a' });
    center.toast('error', { text: 'b' });
    center.dismissToast(1);
    expect(center.get().toasts.map((toast) => toast.message)).toEqual([{ text: 'b' }]);
  });

  it('opens the re-login prompt once however many calls fail, and closes it', () => {
    const center = createNotificationCenter();
    let notified = 0;
    center.subscribe(() => (notified += 1));
    center.openReloginPrompt();
    center.openReloginPrompt();
    center.openReloginPrompt();
    expect(center.get().reloginPrompt).toBe(true);
    expect(notified).toBe(1);
    center.closeReloginPrompt();
    center.closeReloginPrompt();
    expect(center.get().reloginPrompt).toBe(false);
    expect(notified).toBe(2);
  });

  it('stops notifying after unsubscribe', () => {
    const center = createNotificationCenter();
    let notified = 0;
    const unsubscribe = center.subscribe(() => (notified += 1));
    center.toast('info', { text: 'x' });
    unsubscribe();
    center.toast('info', { text: 'y' });
    expect(notified).toBe(1);
  });

  it('says the same toast once while it shows, and again once it has gone', () => {
    const center = createNotificationCenter();
    center.toast('error', { key: 'common.errors.http', values: { status: 500 } });
    center.toast('error', { key: 'common.errors.http', values: { status: 500 } });
    center.toast('error', { text: 'HTTP 500' });
    center.toast('error', { key: 'common.errors.http', values: { status: 502 } });
    expect(center.get().toasts.map((toast) => toast.message)).toEqual([
      { key: 'common.errors.http', values: { status: 500 } },
      { text: 'HTTP 500' },
      { key: 'common.errors.http', values: { status: 502 } },
    ]);
    center.dismissToast(1);
    center.toast('error', { key: 'common.errors.http', values: { status: 500 } });
    expect(center.get().toasts).toHaveLength(3);
  });

  it('clears every toast when their page ends, and leaves the re-login prompt', () => {
    const center = createNotificationCenter();
    center.toast('error', { text: 'a' });
    center.toast('success', { text: 'b' });
    center.openReloginPrompt();
    center.clearToasts();
    expect(center.get()).toEqual({ toasts: [], reloginPrompt: true });
  });
});
