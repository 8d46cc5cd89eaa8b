import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { NotificationHost } from '../../../../src/ui/notifications/notification-host.view';
import { describe, expect, it } from 'vitest';
import { ProductDetailPage, SolveDetailPage } from '../../../../src/ui/pages/products/product-detail.page';
import { internalDeployment } from '../../../fakes/deployments';
import type { FlatPortal } from '../../../fakes/fake-portal';
import { fakeUseCases, signedInSession } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';
import { tms, wmsDetail } from './product-samples';

const DETAIL_ROUTES = ['/productDetail/$productCode', '/solveDetail/$productCode', '/apply/$productCode'];

const withDetail = (overrides: Partial<FlatPortal> = {}) => fakeUseCases({ loadProductDetail: () => TE.right(wmsDetail), ...overrides });

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('product detail (/productDetail/$productCode)', { timeout: 20_000 }, () => {
  it('shows name, classification, description and the sections in order, with a section bar', async () => {
    const { useCases } = await renderApp(<ProductDetailPage />, { path: '/productDetail/lcp-wms', routes: DETAIL_ROUTES, useCases: withDetail() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud WMS' })).toBeTruthy();
    expect(useCases.calls.loadProductDetail).toEqual([['lcp-wms']]);
    expect(screen.getByText('Category: Warehousing and delivery')).toBeTruthy();
    expect(screen.getByText('Warehouse management for many warehouses.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Access and operations layers/)).toBeTruthy());
    expect(sectionHeadings()).toEqual(['Advantages', 'Architecture', 'Scenarios', 'Functions', 'Extension development', 'Versions', 'Contact']);
    const advantages = screen.getByRole('region', { name: 'Advantages' });
    expect(within(advantages).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Many warehouses in one place', 'Expiry control']);
    const nav = screen.getByRole('navigation', { name: 'Sections of this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, decodeURIComponent(link.getAttribute('href') ?? '')])).toEqual([
      ['Advantages', '/productDetail/lcp-wms#advantages'],
      ['Architecture', `/productDetail/lcp-wms#${wmsDetail.body.en.sections[0]?.id ?? ''}`],
      ['Scenarios', `/productDetail/lcp-wms#${wmsDetail.body.en.sections[1]?.id ?? ''}`],
      ['Functions', `/productDetail/lcp-wms#${wmsDetail.body.en.sections[2]?.id ?? ''}`],
      ['Extension development', `/productDetail/lcp-wms#${wmsDetail.body.en.sections[3]?.id ?? ''}`],
      ['Versions', `/productDetail/lcp-wms#${wmsDetail.body.en.sections[4]?.id ?? ''}`],
      ['Contact', `/productDetail/lcp-wms#${wmsDetail.body.en.sections[5]?.id ?? ''}`],
    ]);
    // Every link's target is on the page.
    for (const link of links) expect(document.getElementById(decodeURIComponent(link.getAttribute('href') ?? '').split('#')[1] ?? '')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Product documentation' }).getAttribute('href')).toBe('/develop-guide/lcp-wms');
    expect(document.title).toContain('Cloud WMS');
  });

  it('renders the English body as sanitized markdown: tables and sub-headings, no script, no Chinese', async () => {
    await renderApp(<ProductDetailPage />, { path: '/productDetail/lcp-wms', routes: DETAIL_ROUTES, useCases: withDetail() });
    const functions = await screen.findByRole('region', { name: 'Functions' });
    await waitFor(() => expect(within(functions).getByRole('table')).toBeTruthy());
    expect(within(functions).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Stock query', 'Live']);
    expect(within(functions).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Function', 'Description']);
    expect(screen.getByRole('heading', { level: 3, name: 'Big sales' })).toBeTruthy();
    const extension = screen.getByRole('region', { name: 'Extension development' });
    expect(extension.innerHTML).not.toContain('onerror');
    await waitFor(() => expect(screen.getByText('Cloud WMS overview.')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('Sales line.')).toBeTruthy());
    expect(document.body.textContent).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('in Chinese: the Chinese body and selling points only', async () => {
    await renderApp(<ProductDetailPage />, { locale: 'zh-cn', path: '/productDetail/lcp-wms', routes: DETAIL_ROUTES, useCases: withDetail() });
    expect(await screen.findByRole('heading', { level: 1, name: '云仓 WMS' })).toBeTruthy();
    expect(screen.getByText('分类：仓配一体')).toBeTruthy();
    expect(sectionHeadings()).toEqual(['产品优势', '产品架构', '应用场景', '功能介绍', '扩展开发', '版本说明', '联系我们']);
    expect(screen.getByRole('button', { name: '申请使用' })).toBeTruthy();
    const advantages = screen.getByRole('region', { name: '产品优势' });
    expect(within(advantages).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['多仓统一管理', '效期管理']);
    const functions = screen.getByRole('region', { name: '功能介绍' });
    await waitFor(() => expect(within(functions).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['库存查询', '实时']));
    expect(screen.getByRole('heading', { level: 3, name: '大促' })).toBeTruthy();
    expect(screen.getByText('云仓概述。')).toBeTruthy();
    expect(screen.queryByText(/overview|Access and operations|Big sales|Wave templates|Sales line/)).toBeNull();
  });

  it('an English reader of a product without an English body gets the Chinese one (not an empty page)', async () => {
    const chineseOnly = { ...wmsDetail, body: { zh: wmsDetail.body.zh, en: wmsDetail.body.zh } };
    await renderApp(<ProductDetailPage />, { path: '/productDetail/lcp-wms', routes: DETAIL_ROUTES, useCases: withDetail({ loadProductDetail: () => TE.right(chineseOnly) }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Architecture' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('接入层与作业层。')).toBeTruthy());
    expect(sectionHeadings()).toContain('联系我们');
  });

  it('an administrator goes to the apply form of the product (staff portal)', async () => {
    const { user, location } = await renderApp(<ProductDetailPage />, {
      path: '/productDetail/lcp-wms',
      routes: DETAIL_ROUTES,
      useCases: withDetail({ deployment: () => internalDeployment }),
    });
    await user.click(await screen.findByRole('button', { name: 'Apply for use' }));
    await waitFor(() => expect(location().pathname).toBe('/apply/lcp-wms'));
  });

  it("an administrator goes to this product's own apply form (customer portal), not the WMS system form", async () => {
    const tmsDetail = { ...wmsDetail, ...tms };
    const { user, location } = await renderApp(<ProductDetailPage />, {
      path: '/productDetail/lcp-tms',
      routes: DETAIL_ROUTES,
      useCases: withDetail({ loadProductDetail: () => TE.right(tmsDetail) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Apply for use' }));
    await waitFor(() => expect(location().pathname).toBe('/apply/lcp-tms'));
  });

  it.each([
    ['en-us', 'Your account is not an administrator account, please log in with an administrator account to apply'],
    ['zh-cn', '您的账号不是管理员账号，请使用管理员账号登录后申请'],
  ] as const)('a member who is not the administrator sees the notice on the page and stays (%s)', async (locale, text) => {
    const session = signedInSession({ administrator: false });
    const { user, location } = await renderApp(<ProductDetailPage />, {
      locale,
      path: '/productDetail/lcp-wms',
      routes: DETAIL_ROUTES,
      useCases: withDetail({ session: () => session, checkApplyPermission: () => TE.right({ kind: 'notAdministrator' }) }),
    });
    await user.click(await screen.findByRole('button', { name: locale === 'en-us' ? 'Apply for use' : '申请使用' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(text)).toBeTruthy();
    expect(location().pathname).toBe('/productDetail/lcp-wms');
  });

  it('says the refusal once: in place, no toast, and the box does not repeat it (review m13)', async () => {
    const session = signedInSession({ administrator: false });
    const { user } = await renderApp(
      <>
        <ProductDetailPage />
        <NotificationHost />
      </>,
      {
        path: '/productDetail/lcp-wms',
        routes: DETAIL_ROUTES,
        useCases: withDetail({ session: () => session, checkApplyPermission: () => TE.right({ kind: 'notAdministrator' }) }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Apply for use' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(
      "Your account is not an administrator account, please log in with an administrator account to applyOr ask your team's administrator to apply for the team.",
    );
    expect(screen.getAllByText(/not an administrator account/)).toHaveLength(1);
    expect(notice.textContent?.match(/log in/g)).toHaveLength(1);
  });

  it('a visitor is sent to login: no notice, no navigation', async () => {
    const { user, location, useCases } = await renderApp(<ProductDetailPage />, {
      path: '/productDetail/lcp-wms',
      routes: DETAIL_ROUTES,
      useCases: withDetail({ checkApplyPermission: () => TE.right({ kind: 'login' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Apply for use' }));
    await waitFor(() => expect(useCases.calls.checkApplyPermission).toHaveLength(1));
    // The login comes back to the apply form, not to this page (review m14).
    expect(useCases.calls.checkApplyPermission).toEqual([['/apply/lcp-wms']]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location().pathname).toBe('/productDetail/lcp-wms');
  });

  it('an unknown product is said in place with the way back to the list', async () => {
    await renderApp(<ProductDetailPage />, { path: '/productDetail/nope', routes: DETAIL_ROUTES });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(alert.textContent).toContain('"nope"');
    expect(within(alert).getByRole('link', { name: 'Back to the product list' }).getAttribute('href')).toBe('/product');
  });

  it('the server’s 404 (the use case’s NotFound with its cause) is "not found" too', async () => {
    await renderApp(<ProductDetailPage />, {
      path: '/productDetail/gone',
      routes: DETAIL_ROUTES,
      useCases: fakeUseCases({ loadProductDetail: () => TE.left({ kind: 'NotFound', cause: { kind: 'Business', code: 404, message: '产品不存在' } }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
  });

  it('a failed call offers a retry', async () => {
    let fail = true;
    const { user } = await renderApp(<ProductDetailPage />, {
      path: '/productDetail/lcp-wms',
      routes: DETAIL_ROUTES,
      useCases: fakeUseCases({ loadProductDetail: () => (fail ? TE.left({ kind: 'Network' }) : TE.right(wmsDetail)) }),
    });
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Product detail' })).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud WMS' })).toBeTruthy();
  });
});

describe('solution view (/solveDetail/$productCode, staff portal)', { timeout: 20_000 }, () => {
  it('leads with scenarios and architecture, then functions; apply and docs close the page', async () => {
    const { user, location } = await renderApp(<SolveDetailPage />, {
      path: '/solveDetail/lcp-wms',
      routes: DETAIL_ROUTES,
      useCases: withDetail({ deployment: () => internalDeployment }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud WMS' })).toBeTruthy();
    expect(screen.getByText('Solution')).toBeTruthy();
    expect(sectionHeadings()).toEqual(['Scenarios', 'Architecture', 'Functions', 'Advantages', 'Extension development', 'Versions', 'Contact', 'Get started']);
    const next = screen.getByRole('region', { name: 'Get started' });
    expect(within(next).getByRole('link', { name: 'Product documentation' }).getAttribute('href')).toBe('/develop-guide/lcp-wms');
    expect(screen.getByRole('link', { name: 'View product details' }).getAttribute('href')).toBe('/productDetail/lcp-wms');
    expect(screen.getAllByRole('button', { name: 'Apply for use' })).toHaveLength(1);
    await user.click(within(next).getByRole('button', { name: 'Apply for use' }));
    await waitFor(() => expect(location().pathname).toBe('/apply/lcp-wms'));
  });
});
