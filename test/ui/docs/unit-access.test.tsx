import { act, screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it, vi } from 'vitest';
import { TAKING_LONG_MS } from '../../../src/ui/widgets/use-taking-long';
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

  it('a failed check keeps the unit’s frame: its bar with its name and tabs, a heading named after it, and Retry', async () => {
    await renderApp(
      <UnitAccess unitId={101} base={released}>
        {() => <p>content</p>}
      </UnitAccess>,
      { path: '/open-business-document/api-doc/101/1', useCases: fakeUseCases({ openBizUnit: () => TE.left({ kind: 'Http', status: 500 }) }) },
    );
    const failure = await screen.findByRole('alert');
    // The name comes from the units' list (the header's menu), which answers on its own.
    expect(await within(failure).findByRole('heading', { level: 1, name: 'Inbound orders' })).toBeTruthy();
    expect(within(failure).getByText('The request failed (HTTP 500)')).toBeTruthy();
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inbound orders: switch business unit' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Documents of this business unit' })).getByRole('link', { name: 'Access guide' })).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
  });

  it('a failed check of a unit whose name is not known is headed as a page that could not be loaded, and still switches unit', async () => {
    await renderApp(
      <UnitAccess unitId={999} base={released}>
        {() => <p>content</p>}
      </UnitAccess>,
      { path: '/open-business-document/api-doc/999/1', useCases: fakeUseCases({ openBizUnit: () => TE.left({ kind: 'Http', status: 500 }) }) },
    );
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('heading', { level: 1 }).textContent).toBe('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Switch business unit' })).toBeTruthy();
  });

  it('a check that takes long says it is still loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderApp(
        <UnitAccess unitId={101} base={released}>
          {() => <p>content</p>}
        </UnitAccess>,
        { path: '/open-business-document/api-doc/101/1', useCases: fakeUseCases({ openBizUnit: () => () => new Promise(() => undefined) }) },
      );
      await screen.findByRole('status', { name: 'Loading…' });
      await act(() => vi.advanceTimersByTimeAsync(TAKING_LONG_MS - 100));
      expect(screen.queryByText('Still loading: this is taking longer than usual…')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByText(/^Still loading/).getAttribute('role')).toBe('status');
      expect(screen.getByText(/^Still loading/).textContent).toBe('Still loading: this is taking longer than usual…');
    } finally {
      vi.useRealTimers();
    }
  });
});
