import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { ProductListPage } from '../../../../src/ui/pages/products/product-list.page';
import { internalDeployment } from '../../../fakes/deployments';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';
import { sampleCatalogue } from './product-samples';

describe('product list (/product)', { timeout: 20_000 }, () => {
  it('shows each classification as a heading with its products linking to their pages', async () => {
    await renderApp(<ProductListPage />, { path: '/product', useCases: fakeUseCases({ loadProductCatalogue: () => TE.right(sampleCatalogue) }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    const group = await screen.findByRole('region', { name: 'Warehousing and delivery' });
    expect(within(group).getByRole('link', { name: 'Cloud WMS' }).getAttribute('href')).toBe('/productDetail/lcp-wms');
    expect(within(group).getByText('Warehouse management for many warehouses.')).toBeTruthy();
    const transport = screen.getByRole('region', { name: 'Transport and delivery' });
    expect(within(transport).getByRole('link', { name: 'Transport TMS' }).getAttribute('href')).toBe('/productDetail/lcp-tms');
    // The solution view is the staff portal's.
    expect(screen.queryByRole('link', { name: 'View as a solution' })).toBeNull();
  });

  it('in Chinese, with the solution view of each product on the staff portal', async () => {
    await renderApp(<ProductListPage />, {
      locale: 'zh-cn',
      path: '/product',
      useCases: fakeUseCases({ deployment: () => internalDeployment, loadProductCatalogue: () => TE.right(sampleCatalogue) }),
    });
    const group = await screen.findByRole('region', { name: '仓配一体' });
    expect(within(group).getByRole('link', { name: '云仓 WMS' })).toBeTruthy();
    expect(within(group).getByRole('link', { name: '按解决方案查看' }).getAttribute('href')).toBe('/solveDetail/lcp-wms');
  });

  it('says a failure in place and retries', async () => {
    let fail = true;
    const useCases = fakeUseCases({ loadProductCatalogue: () => (fail ? TE.left({ kind: 'Timeout' }) : TE.right(sampleCatalogue)) });
    const { user } = await renderApp(<ProductListPage />, { path: '/product', useCases });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request timeout');
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Cloud WMS' })).toBeTruthy();
  });

  it('says so when there is no product', async () => {
    await renderApp(<ProductListPage />, { path: '/product' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No products to show yet.'));
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
  });
});
