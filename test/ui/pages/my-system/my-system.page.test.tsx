import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it, vi } from 'vitest';
import type { MySystem } from '../../../../src/domain/product/my-system';
import { pageOf } from '../../../../src/domain/product/paging';
import { NotificationHost } from '../../../../src/ui/notifications/notification-host.view';
import { MySystemPage } from '../../../../src/ui/pages/my-system/my-system.page';
import { internalDeployment } from '../../../fakes/deployments';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';

const row = (overrides: Partial<MySystem> & Pick<MySystem, 'systemId'>): MySystem => ({
  name: `仓 ${overrides.systemId}`,
  scenario: 'fmcg',
  subscription: { amount: 1, unit: 'year' },
  status: 'underReview',
  applyTime: '2026-11-21 14:05:00',
  statusUpdateTime: '2026-11-21 14:05:00',
  ...overrides,
});

const SYSTEMS: readonly MySystem[] = [
  row({ systemId: 'WMS1', name: 'Fresh Direct 退货仓', scenario: 'apparel', subscription: { amount: 6, unit: 'month' }, status: 'underReview' }),
  row({ systemId: 'WMS2', status: 'creating' }),
  row({ systemId: 'WMS3', name: '华东仓', status: 'running', url: 'https://wms.example.com/wms3/' }),
  row({ systemId: 'WMS4', status: 'rejected' }),
  row({ systemId: 'WMS5', name: '未知仓', status: undefined, scenario: undefined, subscription: undefined }),
  row({ systemId: 'WMS6', name: 'Script link', status: 'running', url: 'javascript:alert(1)' }),
  row({ systemId: 'WMS7', name: 'Creating with link', status: 'creating', url: 'https://wms.example.com/wms7/' }),
];

const listing = (all: readonly MySystem[]) =>
  fakeUseCases({ listMySystems: (_list, paging = {}) => TE.right(pageOf(all.map((system, index) => ({ ...system, number: index + 1 })), paging)) });

/** The row whose name cell is `name` (by test id: role queries over a whole table are slow in jsdom). */
const rowOf = (name: string): HTMLElement => {
  const found = screen.getAllByTestId('my-system-row').find((row) => row.children[1]?.textContent === name);
  if (!found) throw new Error(`no row named ${name}`);
  return found;
};
const cells = (name: string) => [...rowOf(name).children].map((cell) => cell.textContent);

describe('My System', () => {
  it('lists each system with its scenario, length, status and times', async () => {
    await renderApp(<MySystemPage />, { useCases: listing(SYSTEMS), path: '/mySystem' });
    const table = await screen.findByRole('region', { name: 'Your systems' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'System ID',
      'Name',
      'Application scenario',
      'Subscription length',
      'Status',
      'Applied at',
      'Status updated at',
      'Actions',
    ]);
    expect(cells('Fresh Direct 退货仓').slice(0, 7)).toEqual(['WMS1', 'Fresh Direct 退货仓', 'Apparel', '6 months', 'Under review', '2026-11-21 14:05:00', '2026-11-21 14:05:00']);
    expect(cells('仓 WMS2')[4]).toBe('Creating');
    expect(cells('华东仓')[4]).toBe('Running');
    expect(cells('仓 WMS4')[4]).toBe('Rejected');
    expect(cells('未知仓').slice(2, 5)).toEqual(['—', '—', 'Unknown']);
    expect(screen.getByTestId('my-system-count').textContent).toBe('7 systems');
  });

  it('offers "enter system" only for a running system with a web address, in a new tab', async () => {
    await renderApp(<MySystemPage />, { useCases: listing(SYSTEMS), path: '/mySystem' });
    await screen.findByRole('region', { name: 'Your systems' });
    const enter = within(rowOf('华东仓')).getByRole('link', { name: 'Enter 华东仓 (opens in a new tab)' });
    expect(enter.getAttribute('href')).toBe('https://wms.example.com/wms3/');
    expect(enter.getAttribute('target')).toBe('_blank');
    expect(enter.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link', { name: /^Enter / })).toHaveLength(1);
    expect(within(rowOf('Script link')).queryByRole('link')).toBeNull();
    expect(within(rowOf('Creating with link')).queryByRole('link')).toBeNull();
    // A row with a link can have it copied, whatever its status.
    expect(within(rowOf('Creating with link')).getByRole('button', { name: 'Copy the link of Creating with link' })).toBeTruthy();
    expect(within(rowOf('仓 WMS2')).queryByRole('button')).toBeNull();
  });

  it('copies a system’s link and says so, or says the copy failed', async () => {
    const { user } = await renderApp(
      <>
        <MySystemPage />
        <NotificationHost />
      </>,
      { useCases: listing(SYSTEMS), path: '/mySystem' },
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy the link of 华东仓' }));
    expect(writeText).toHaveBeenCalledWith('https://wms.example.com/wms3/');
    expect(await screen.findByText('Copy succeed!')).toBeTruthy();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the link of Creating with link' }));
    expect(await screen.findByText('Copy failed!')).toBeTruthy();
  });

  it('pages by 10 with the page in the address', async () => {
    const many = Array.from({ length: 23 }, (_, index) => row({ systemId: `WMS${String(100 + index)}` }));
    const { user, location, useCases } = await renderApp(<MySystemPage />, { useCases: listing(many), path: '/mySystem' });
    const pages = await screen.findByRole('navigation', { name: 'System list pages' });
    expect(screen.getAllByTestId('my-system-row')).toHaveLength(10);
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toEqual({ pathname: '/mySystem', search: { page: 3 } }));
    await waitFor(() => expect(screen.getAllByTestId('my-system-row')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(useCases.calls.listMySystems.at(-1)).toEqual(['wmsSystems', { pageNum: 3 }]);
  });

  it('opens a shared address on its page', async () => {
    const many = Array.from({ length: 12 }, (_, index) => row({ systemId: `WMS${String(100 + index)}` }));
    const { useCases } = await renderApp(<MySystemPage />, { useCases: listing(many), path: '/mySystem?page=2' });
    await waitFor(() => expect(screen.getAllByTestId('my-system-row')).toHaveLength(2));
    expect(useCases.calls.listMySystems).toEqual([['wmsSystems', { pageNum: 2 }]]);
  });

  it('shows an empty list with the way to apply (externally the WMS form)', async () => {
    await renderApp(<MySystemPage />, { path: '/mySystem', locale: 'zh-cn' });
    const empty = await screen.findByTestId('my-system-empty');
    expect(within(empty).getByRole('heading', { name: '还没有系统' })).toBeTruthy();
    expect(within(empty).getByRole('link', { name: '立即申请' }).getAttribute('href')).toBe('/apply');
    expect(screen.queryByRole('navigation', { name: '系统列表分页' })).toBeNull();
  });

  it('internally leads from the empty list to the products', async () => {
    const useCases = fakeUseCases({ deployment: () => internalDeployment });
    await renderApp(<MySystemPage />, { useCases, path: '/mySystem' });
    expect(within(await screen.findByTestId('my-system-empty')).getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/product');
  });

  it.each([
    ['en-us', ['Cloud WMS', 'Order hub OMS', '华东仓'], 'Enter Cloud WMS (opens in a new tab)'],
    ['zh-cn', ['云仓 WMS', '订单中心 OMS', '华东仓'], '进入云仓 WMS（在新标签页打开）'],
  ] as const)('names internal rows (product applications) in the reader language, %s; a name without an English one as given', async (locale, names, enter) => {
    const rows: readonly MySystem[] = [
      row({ systemId: '8001', name: '云仓 WMS', nameEn: 'Cloud WMS', scenario: undefined, status: 'running', url: 'https://wms.example.com/8001/' }),
      row({ systemId: '8003', name: '订单中心 OMS', nameEn: 'Order hub OMS', scenario: undefined }),
      row({ systemId: '8009', name: '华东仓', scenario: undefined }),
    ];
    await renderApp(<MySystemPage />, { useCases: listing(rows), path: '/mySystem', locale });
    await screen.findAllByTestId('my-system-row');
    expect(screen.getAllByTestId('my-system-row').map((tableRow) => tableRow.children[1]?.textContent)).toEqual(names);
    // No scenario for a product application.
    expect(cells(names[0])[2]).toBe('—');
    expect(screen.getByRole('link', { name: enter })).toBeTruthy();
  });

  it('says in place when the list fails, and retries', async () => {
    let fail = true;
    const useCases = fakeUseCases({ listMySystems: (_list, paging = {}) => (fail ? TE.left({ kind: 'Timeout' }) : TE.right(pageOf(SYSTEMS, paging))) });
    const { user } = await renderApp(<MySystemPage />, { useCases, path: '/mySystem' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request timeout');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your systems' })).toBeTruthy();
  });

  describe('a deployment with two lists (the customer portal): WMS systems and product applications', () => {
    const APPLICATION = row({ systemId: '9002', name: '运输管理 TMS', nameEn: 'Transport management TMS', scenario: undefined, status: 'underReview' });
    const twoLists = () =>
      fakeUseCases({ listMySystems: (list, paging = {}) => TE.right(pageOf(list === 'wmsSystems' ? SYSTEMS : [APPLICATION], paging)) });

    it('shows the WMS systems first, and the product applications in their own tab, kept in the address', async () => {
      const { user, location, useCases } = await renderApp(<MySystemPage />, { useCases: twoLists(), path: '/mySystem' });
      const tabs = await screen.findByRole('tablist', { name: 'What My System lists' });
      expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['WMS systems', 'Product applications']);
      expect(within(tabs).getByRole('tab', { name: 'WMS systems' }).getAttribute('aria-selected')).toBe('true');
      await screen.findByText('Fresh Direct 退货仓');
      await user.click(within(tabs).getByRole('tab', { name: 'Product applications' }));
      await waitFor(() => expect(location()).toEqual({ pathname: '/mySystem', search: { list: 'productApplications' } }));
      await screen.findByText('Transport management TMS');
      expect(cells('Transport management TMS').slice(0, 5)).toEqual(['9002', 'Transport management TMS', '—', '1 year', 'Under review']);
      expect(screen.queryByText('Fresh Direct 退货仓')).toBeNull();
      expect(screen.getByTestId('my-system-count').textContent).toBe('1 application');
      expect(screen.getByRole('region', { name: 'Your applications' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/product');
      expect(useCases.calls.listMySystems).toEqual([['wmsSystems', { pageNum: 1 }], ['productApplications', { pageNum: 1 }]]);
    });

    it('opens a shared address on the product applications tab', async () => {
      await renderApp(<MySystemPage />, { useCases: twoLists(), path: '/mySystem?list=productApplications', locale: 'zh-cn' });
      expect((await screen.findByRole('tab', { name: '产品申请' })).getAttribute('aria-selected')).toBe('true');
      await screen.findByText('运输管理 TMS');
      expect(cells('运输管理 TMS')[4]).toBe('审核中');
    });

    it('an unknown list in the address shows the first', async () => {
      const { useCases } = await renderApp(<MySystemPage />, { useCases: twoLists(), path: '/mySystem?list=nope' });
      expect((await screen.findByRole('tab', { name: 'WMS systems' })).getAttribute('aria-selected')).toBe('true');
      expect(useCases.calls.listMySystems).toEqual([['wmsSystems', { pageNum: 1 }]]);
    });

    it('the staff portal, with one list, shows no tabs', async () => {
      const useCases = fakeUseCases({ deployment: () => internalDeployment, listMySystems: (_list, paging = {}) => TE.right(pageOf([APPLICATION], paging)) });
      await renderApp(<MySystemPage />, { useCases, path: '/mySystem' });
      await screen.findAllByTestId('my-system-row');
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(useCases.calls.listMySystems).toEqual([['productApplications', { pageNum: 1 }]]);
    });
  });
});
