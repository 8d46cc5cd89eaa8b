import { screen, waitFor } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { UnitAccess } from '../../../src/ui/docs/open-business/unit-access.view';
import { NotificationHost } from '../../../src/ui/notifications/notification-host.view';
import type { BizUnitAccess } from '../../../src/application/use-cases/open-biz-unit.use-case';
import { internalDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { sampleUnit } from '../../fakes/sample-docs';
import { renderApp } from '../support/render-app';

const released = { prefix: '/open-business-document', preview: false, source: { kind: 'released' }, search: {} } as const;

const gate = (access: BizUnitAccess, options: { internal?: boolean } = {}) =>
  renderApp(
    <>
      <UnitAccess unitId={302} base={released}>
        {(unit) => <p>content of {unit.name}</p>}
      </UnitAccess>
      <NotificationHost />
    </>,
    {
      path: '/open-business-document/api-doc/302/1',
      useCases: fakeUseCases({
        openBizUnit: () => TE.right(access),
        ...(options.internal ? { deployment: () => internalDeployment } : {}),
      }),
    },
  );

describe('restricted units', () => {
  it('a readable unit shows its content', async () => {
    await gate({ kind: 'readable', unit: sampleUnit });
    expect(await screen.findByText('content of 入库单')).toBeTruthy();
  });

  it('a visitor gets the login prompt and never the content', async () => {
    await gate({ kind: 'loginRequired', unit: sampleUnit });
    const dialog = await screen.findByRole('alertdialog', { name: 'Please log in' });
    expect(dialog.textContent).toContain('open to its partners only');
    expect(screen.queryByText(/content of/)).toBeNull();
  });

  it('outside the suppliers: openBusiness with fromUrl noAuthority, whose page says why (external: no second message)', async () => {
    const { location } = await gate({ kind: 'noAuthority', unit: sampleUnit });
    await waitFor(() => expect(location()).toEqual({ pathname: '/openBusiness', search: { fromUrl: 'noAuthority' } }));
    expect(screen.queryByText('You do not have permission to read the documents of this business unit.')).toBeNull();
    expect(screen.queryByText(/content of/)).toBeNull();
  });

  it('internally (no openBusiness page) home with the message', async () => {
    const { location } = await gate({ kind: 'noAuthority', unit: sampleUnit }, { internal: true });
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByText('You do not have permission to read the documents of this business unit.')).toBeTruthy();
  });

  it('a failed check is said in place with a retry, without content', async () => {
    await renderApp(
      <UnitAccess unitId={302} base={released}>
        {() => <p>content</p>}
      </UnitAccess>,
      { useCases: fakeUseCases({ openBizUnit: () => TE.left({ kind: 'Network' }) }) },
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/network/i));
    expect(screen.queryByText('content')).toBeNull();
  });
});
