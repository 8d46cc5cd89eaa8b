import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MerchantIntroductionPage } from '../../../../src/ui/pages/programmes/merchant-introduction.page';
import { SOLUTION_CODES } from '../../../../src/ui/portal/solution-codes';
import { renderApp } from '../../support/render-app';
import { hrefOf, sectionHeadings } from './programme-links';

// Whole pages under jsdom on a shared machine: more room than the 5 s default.
describe('merchant introduction page', { timeout: 20_000 }, () => {
  it('shows what merchants connect, the two ways, the steps and the links (English)', async () => {
    await renderApp(<MerchantIntroductionPage />, { path: '/merchant-introduction' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connect your business to our logistics network');
    expect(sectionHeadings()).toEqual([
      'What you can connect',
      'Two ways to connect',
      'Steps to get started',
      'Industry solutions',
      'Useful links',
    ]);
    for (const service of ['Warehousing', 'Delivery', 'Returns', 'Tracking']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Connect yourself' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Through a software vendor' })).toBeTruthy();
    expect(hrefOf('Quick start')).toBe('/quick');
    expect(hrefOf('My System')).toBe('/mySystem');
    expect(hrefOf(/How software vendors work with us/)).toBe('/isv-introduction');
    expect(hrefOf(/Browse products/)).toBe('/product');
    expect(hrefOf(/Liquor warehousing/)).toBe('/solution/wine-warehouse');
    expect(hrefOf(/Hospital convenience express/)).toBe('/solution/hospital-convenience-express');
  });

  it('links every industry solution, in Chinese too', async () => {
    await renderApp(<MerchantIntroductionPage />, { path: '/merchant-introduction', locale: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('让您的生意接入我们的物流网络');
    const solutionLinks = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/solution/'));
    expect(solutionLinks).toEqual(SOLUTION_CODES.map((code) => `/solution/${code}`));
    expect(hrefOf('快速入门')).toBe('/quick');
    expect(hrefOf(/打开我的系统/)).toBe('/mySystem');
    expect(screen.getByRole('link', { name: /3C 数码仓储/ })).toBeTruthy();
  });
});
