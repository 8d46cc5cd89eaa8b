import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../../src/ui/pages/home/home.page';
import { internalDeployment, internationalDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';
import { sampleCatalogue } from './products/product-samples';

const showcase = sampleCatalogue.flatMap((group) => group.products);
const hrefOf = (region: HTMLElement, name: string) => within(region).getByRole('link', { name: new RegExp(name) }).getAttribute('href');

describe('home', { timeout: 20_000 }, () => {
  it('customer portal: the ways in, solutions, programmes and tools', async () => {
    await renderApp(<HomePage />, { useCases: fakeUseCases({ loadShowcaseProducts: () => TE.right(showcase) }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connect to the logistics open platform and build your supply-chain applications');
    expect(screen.getByRole('region', { name: 'What the platform offers' })).toBeTruthy();
    const entries = screen.getByRole('region', { name: 'Start here' });
    expect(hrefOf(entries, 'Capability centre')).toBe('/competence-center');
    expect(hrefOf(entries, 'Open business')).toBe('/openBusiness');
    expect(hrefOf(entries, 'Quick start')).toBe('/quick');
    expect(hrefOf(entries, 'Document centre')).toBe('/helpDocument');
    const solutions = screen.getByRole('region', { name: 'Solutions' });
    expect(within(solutions).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/solution/wine-warehouse',
      '/solution/food-warehouse',
      '/solution/makeup-warehouse',
      '/solution/maternalAndInfant-warehouse',
      '/solution/clothing-warehouse',
      '/solution/3C-warehouse',
      '/solution/hospital-convenience-express',
    ]);
    const programmes = screen.getByRole('region', { name: 'Programmes' });
    expect(within(programmes).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/isv-introduction', '/merchant-introduction', '/partner']);
    // The tools open in the first open API unit's documentation.
    const tools = screen.getByRole('region', { name: 'Developer tools' });
    await waitFor(() => expect(hrefOf(tools, 'Signature tool')).toBe('/open-business-document/common-development-tools/101/sign'));
    expect(hrefOf(tools, 'API test')).toBe('/open-business-document/common-development-tools/101/api-test');
    expect(hrefOf(tools, 'Token query')).toBe('/open-business-document/common-development-tools/101/token-search');
    // Staff pages are not offered; no international console shortcuts.
    expect(screen.queryByRole('link', { name: /API store/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create app' })).toBeNull();
  });

  it('featured products link to their pages', async () => {
    const { useCases } = await renderApp(<HomePage />, { useCases: fakeUseCases({ loadShowcaseProducts: () => TE.right(showcase) }) });
    const featured = screen.getByRole('region', { name: 'Featured products' });
    expect(await within(featured).findByRole('link', { name: 'Cloud WMS' })).toBeTruthy();
    expect(hrefOf(featured, 'Cloud WMS')).toBe('/productDetail/lcp-wms');
    expect(hrefOf(featured, 'Transport TMS')).toBe('/productDetail/lcp-tms');
    expect(hrefOf(featured, 'All products')).toBe('/product');
    expect(useCases.calls.loadShowcaseProducts).toHaveLength(1);
  });

  it('a failed showcase is said in its place, the rest of the page stays, and it retries', async () => {
    let fail = true;
    const { user } = await renderApp(<HomePage />, { useCases: fakeUseCases({ loadShowcaseProducts: () => (fail ? TE.left({ kind: 'Network' }) : TE.right(showcase)) }) });
    const featured = screen.getByRole('region', { name: 'Featured products' });
    const alert = await within(featured).findByRole('alert');
    expect(screen.getByRole('region', { name: 'Start here' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(featured).findByRole('link', { name: 'Cloud WMS' })).toBeTruthy();
  });

  it('an empty showcase says so', async () => {
    await renderApp(<HomePage />);
    const featured = screen.getByRole('region', { name: 'Featured products' });
    await waitFor(() => expect(within(featured).getByRole('status').textContent).toBe('No featured products yet.'));
  });

  it('when the API units cannot be listed, the tools point to the capability centre', async () => {
    await renderApp(<HomePage />, { useCases: fakeUseCases({ listClassifiedBizUnits: () => TE.left({ kind: 'Network' }) }) });
    const tools = screen.getByRole('region', { name: 'Developer tools' });
    await waitFor(() => expect(hrefOf(tools, 'pick a unit in the capability centre')).toBe('/competence-center'));
    expect(within(tools).queryByRole('link', { name: /Signature tool/ })).toBeNull();
  });

  it('international site: create app and register API in the intl-admin console', async () => {
    await renderApp(<HomePage />, { useCases: fakeUseCases({ deployment: () => internationalDeployment('eu') }) });
    const shortcuts = screen.getByRole('navigation', { name: 'International console shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Create app' }).getAttribute('href')).toBe('/intl-admin/#/appManager/createApp');
    expect(within(shortcuts).getByRole('link', { name: 'Register API' }).getAttribute('href')).toBe('/intl-admin/#/apiManager/registerApi');
  });

  it('staff portal in Chinese: products, the internal document centre, the API store and the tool pages', async () => {
    await renderApp(<HomePage />, { locale: 'zh-cn', useCases: fakeUseCases({ deployment: () => internalDeployment, loadShowcaseProducts: () => TE.right(showcase) }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('连接物流开放平台，构建您的供应链应用');
    const entries = screen.getByRole('region', { name: '从这里开始' });
    expect(hrefOf(entries, '产品列表')).toBe('/product');
    expect(hrefOf(entries, '内部文档中心')).toBe('/document');
    expect(hrefOf(entries, 'API 商店')).toBe('/apiStore');
    const tools = screen.getByRole('region', { name: '开发者工具' });
    expect(hrefOf(tools, '签名工具')).toBe('/tools/sign');
    expect(hrefOf(tools, 'Token 查询')).toBe('/tools/token-search');
    expect(hrefOf(tools, 'API 测试')).toBe('/apiTestMainPage');
    expect(await screen.findByRole('link', { name: '云仓 WMS' })).toBeTruthy();
    // Customers' pages are not offered on the staff portal.
    expect(screen.queryByRole('region', { name: '解决方案' })).toBeNull();
    expect(screen.queryByRole('region', { name: '合作计划' })).toBeNull();
    expect(screen.queryByRole('link', { name: /开放业务/ })).toBeNull();
  });
});
