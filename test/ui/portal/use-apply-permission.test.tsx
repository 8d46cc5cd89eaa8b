import * as TE from 'fp-ts/TaskEither';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApplyPermission } from '../../../src/application/use-cases/check-apply-permission.use-case';
import { NotificationHost } from '../../../src/ui/notifications/notification-host.view';
import { useApplyPermission } from '../../../src/ui/portal/use-apply-permission';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const ApplyButton = () => {
  const { busy, check } = useApplyPermission();
  const [decided, setDecided] = useState<string>();
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void check().then((kind) => setDecided(kind ?? 'failed'))}>
        Apply
      </button>
      <output>{decided ?? ''}</output>
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
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('allowed'));
  });

  it('says who is not the administrator to the button, which says it in place: no toast besides (review m13)', async () => {
    await renderWith({ kind: 'notAdministrator' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('notAdministrator'));
    expect(screen.queryByText(/not an administrator account/)).toBeNull();
  });

  it('a failed check decides nothing (the failure policy said why)', async () => {
    await renderApp(<ApplyButton />, { useCases: fakeUseCases({ checkApplyPermission: () => TE.left({ kind: 'RegistrationFailed', cause: { kind: 'Timeout' } }) }) });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('failed'));
  });
});
