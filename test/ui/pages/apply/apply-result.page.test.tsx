import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { ProductApplication } from '../../../../src/domain/product/product-apply';
import { ExternalApplyResultPage, ProductApplyResultPage } from '../../../../src/ui/pages/apply/apply-result.page';
import { internalDeployment } from '../../../fakes/deployments';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';

const ROUTES = ['/apply/result/$productCode'];

const APPLICATION: ProductApplication = {
  id: 9006,
  productId: 3,
  productCode: 'lcp-tms',
  productName: '运输管理 TMS',
  productNameEn: 'Transport management TMS',
  termYears: 2,
  status: 'underReview',
  applyTime: '2026-11-23 10:00:00',
};

/** The description list's terms and details, in order. */
const facts = () => {
  const list = document.querySelector('dl');
  return [...(list?.querySelectorAll('dt') ?? [])].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

describe('internal application result (apply/result/$productCode)', () => {
  it('reads the newest application of the product, so a reload shows it, with what happens next', async () => {
    const useCases = fakeUseCases({ loadApplicationResult: () => TE.right(APPLICATION) });
    await renderApp(<ProductApplyResultPage />, { useCases, path: '/apply/result/lcp-tms', routes: ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeTruthy();
    expect(useCases.calls.loadApplicationResult).toEqual([['lcp-tms']]);
    expect(screen.getByRole('status').textContent).toBe('Your application to use Transport management TMS has been received.');
    expect(facts()).toEqual([
      ['Application number', '9006'],
      ['Product', 'Transport management TMS'],
      ['Term', '2 years'],
      ['Status', 'Under review'],
      ['Applied at', '2026-11-23 10:00:00'],
    ]);
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Review: the platform checks the application, usually within one working day.',
      'Setting up: once approved, the platform sets Transport management TMS up for your team.',
      "Running: My System shows the application as running, with its link and an 'Enter system' button.",
      'If the application is rejected, My System says so and you can apply again.',
    ]);
    // The customer portal's My System shows the product applications in their own tab: the link opens that one.
    expect(screen.getByRole('link', { name: 'Go to My System' }).getAttribute('href')).toBe('/mySystem?list=productApplications');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });

  it('says nothing of a WMS system (warehouses, owners) for a product, in either language', async () => {
    const useCases = fakeUseCases({ loadApplicationResult: () => TE.right(APPLICATION) });
    await renderApp(<ProductApplyResultPage />, { useCases, path: '/apply/result/lcp-tms', routes: ROUTES, locale: 'zh-cn' });
    const next = await screen.findByRole('region', { name: '接下来' });
    expect(next.textContent).toContain('平台为您的团队开通运输管理 TMS');
    expect(next.textContent).not.toMatch(/仓库|货主/);
  });

  it('on the staff portal, whose My System lists only the applications, leads to the plain My System', async () => {
    const useCases = fakeUseCases({ deployment: () => internalDeployment, loadApplicationResult: () => TE.right(APPLICATION) });
    await renderApp(<ProductApplyResultPage />, { useCases, path: '/apply/result/lcp-tms', routes: ROUTES });
    expect((await screen.findByRole('link', { name: 'Go to My System' })).getAttribute('href')).toBe('/mySystem');
  });

  it('names the product in Chinese for a Chinese reader', async () => {
    const useCases = fakeUseCases({ loadApplicationResult: () => TE.right(APPLICATION) });
    await renderApp(<ProductApplyResultPage />, { useCases, path: '/apply/result/lcp-tms', routes: ROUTES, locale: 'zh-cn' });
    await waitFor(() => expect(facts()[1]).toEqual(['产品', '运输管理 TMS']));
    expect(screen.getByRole('status').textContent).toContain('运输管理 TMS');
  });

  it('offers to apply when the account has no application of the product', async () => {
    await renderApp(<ProductApplyResultPage />, { path: '/apply/result/lcp-tms', routes: ROUTES, locale: 'zh-cn' });
    expect(await screen.findByText('您的账号还没有该产品的申请。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '申请该产品' }).getAttribute('href')).toBe('/apply/lcp-tms');
  });

  it('says in place when the application cannot be read', async () => {
    const useCases = fakeUseCases({ loadApplicationResult: () => TE.left({ kind: 'Network' }) });
    await renderApp(<ProductApplyResultPage />, { useCases, path: '/apply/result/lcp-tms', routes: ROUTES });
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('external application result (apply/result)', () => {
  it('shows the new system id from the address, under review', async () => {
    await renderApp(<ExternalApplyResultPage />, { path: '/apply/result?systemId=WMS900013', locale: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('申请已提交');
    expect(facts()).toEqual([
      ['系统 ID', 'WMS900013'],
      ['状态', '审核中'],
    ]);
    expect(screen.getByRole('link', { name: '前往我的系统' }).getAttribute('href')).toBe('/mySystem');
  });

  it('without an id (the route drops one that is not an id) says where the id will appear', async () => {
    await renderApp(<ExternalApplyResultPage />, { path: '/apply/result' });
    expect(facts()).toEqual([['Status', 'Under review']]);
    expect(screen.getByText('The system’s ID appears in My System as soon as the platform assigns it.'.replace('’', "'"))).toBeTruthy();
  });
});
