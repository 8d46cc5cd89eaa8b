import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/application/errors/app-error';
import { createFailureAnnouncer } from '../../../src/application/notifications/failure-announcer';
import { createNotificationCenter } from '../../../src/application/notifications/notification-center';

const setup = () => {
  const notifications = createNotificationCenter();
  const later: (() => void)[] = [];
  const announcer = createFailureAnnouncer(notifications, (task) => later.push(task));
  const endTask = () => later.splice(0).forEach((task) => task());
  const toasts = () => notifications.get().toasts.map((toast) => toast.message);
  return { announcer, endTask, toasts };
};

describe('failure announcer: each failure is said once', () => {
  it('a failure nobody shows in place is one toast, once the current task ends', () => {
    const { announcer, endTask, toasts } = setup();
    announcer.announce({ kind: 'Timeout' }, { key: 'common.errors.timeout' }, 5000);
    expect(toasts()).toEqual([]);
    endTask();
    expect(toasts()).toEqual([{ key: 'common.errors.timeout' }]);
  });

  it('a failure its caller shows in place is no toast', () => {
    const { announcer, endTask, toasts } = setup();
    const error: AppError = { kind: 'Business', code: 404, message: 'Document not found' };
    announcer.announce(error, { text: 'Document not found' }, 5000);
    announcer.shownInPlace(error);
    endTask();
    expect(toasts()).toEqual([]);
  });

  it('only the failure shown in place is held back: another alike is still said', () => {
    const { announcer, endTask, toasts } = setup();
    const shown: AppError = { kind: 'Http', status: 500 };
    announcer.announce(shown, { key: 'common.errors.http', values: { status: 500 } }, 5000);
    announcer.announce({ kind: 'Http', status: 500 }, { key: 'common.errors.http', values: { status: 500 } }, 5000);
    announcer.shownInPlace(shown);
    endTask();
    expect(toasts()).toEqual([{ key: 'common.errors.http', values: { status: 500 } }]);
  });
});
