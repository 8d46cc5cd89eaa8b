import * as TE from 'fp-ts/TaskEither';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApplyPermission } from '../../../src/application/use-cases/check-apply-permission.use-case';
import { NotificationHost } from '../../../src/ui/notifications/notification-host.view';
import { useApplyPermission } from '../../../src/ui/use-cases/use-apply-permission';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const ApplyButton = () => {
  const { busy, check } = useApplyPermission();
  const [allowed, setAllowed] = useState<boolean>();
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void check().then(setAllowed)}>
        Apply
      </button>
      <output>{allowed === undefined ? '' : String(allowed)}</output>
      <NotificationHost />
    </>
  );
};

const renderWith = (permission: ApplyPermission, locale: 'en-us' | 'zh-cn' = 'en-us') =>
  renderApp(<ApplyButton />, { locale, useCases: fakeUseCases({ checkApplyPermission: () => TE.right(permission) }) });

describe('apply permission', () => {
  it('lets the administrator go on', async () => {
    await renderWith({ kind: 'allowed' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });

  it.each([
    ['en-us', 'Your account is not an administrator account, please log in with an administrator account to apply'],
    ['zh-cn', '您的账号不是管理员账号，请使用管理员账号登录后申请'],
  ] as const)('tells a member who is not the administrator (%s)', async (locale, text) => {
    await renderWith({ kind: 'notAdministrator' }, locale);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(text)).toBeTruthy();
    // The notice is shown before check() resolves: wait for its answer too.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });
});
