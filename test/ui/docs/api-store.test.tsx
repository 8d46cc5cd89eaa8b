import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { ApiMethodListPage } from '../../../src/ui/docs/api-store/api-method-list.page';
import { ApiStorePage } from '../../../src/ui/docs/api-store/api-store.page';
import { HttpApiDetailPage } from '../../../src/ui/docs/api-store/http-api-detail.page';
import { internalDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const internal = (overrides: Parameters<typeof fakeUseCases>[0] = {}) => fakeUseCases({ deployment: () => internalDeployment, ...overrides });

describe('internal API store', () => {
  it('lists the units by classification, with the interface type kept in every link', async () => {
    await renderApp(<ApiStorePage />, { useCases: internal(), path: '/apiStore?interfaceType=jsf' });
    const unit = await screen.findByRole('link', { name: /Inbound orders/ });
    expect(unit.getAttribute('href')).toBe('/apiMethodList?unitId=101&interfaceType=jsf');
    expect(screen.getByRole('link', { name: 'JSF interfaces' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages through a unit\'s APIs twenty at a time', async () => {
    const { user } = await renderApp(<ApiMethodListPage />, { useCases: internal(), path: '/apiMethodList?unitId=101&interfaceType=http' });
    const table = await screen.findByRole('table', { name: 'API list' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('link', { name: '接口 1' }).getAttribute('href')).toBe('/httpApiDetail?id=6001&unitId=101&interfaceType=http');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when no unit is chosen, and when the list fails (Chinese)', async () => {
    await renderApp(<ApiMethodListPage />, { useCases: internal(), locale: 'zh-cn', path: '/apiMethodList' });
    expect(screen.getByText('请先在 API 商店中选择业务单元。')).toBeTruthy();
  });

  it('a failed list is said in place', async () => {
    await renderApp(<ApiMethodListPage />, { useCases: internal({ apiPage: () => TE.left({ kind: 'Network' }) }), path: '/apiMethodList?unitId=101' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/network/i));
  });

  it('shows an API document with the internal test tool as its trial', async () => {
    await renderApp(<HttpApiDetailPage />, { useCases: internal(), path: '/httpApiDetail?id=5001&unitId=101' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('创建入库单');
    expect(screen.getByRole('link', { name: 'Debug in the API test tool' }).getAttribute('href')).toBe('/apiTestMainPage?apiId=5001&unitId=101');
    expect(screen.getByRole('table', { name: 'Request parameters' })).toBeTruthy();
  });
});
