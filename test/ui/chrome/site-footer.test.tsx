import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../../src/ui/chrome/site-footer.view';
import { internalDeployment, internationalDeployment } from '../../fakes/deployments';
import { fakePortalConfig, fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

describe('SiteFooter', () => {
  it('shows the copyright range ending in the configured year', async () => {
    await renderApp(<SiteFooter />, {
      useCases: fakeUseCases({ portalConfig: () => ({ ...fakePortalConfig, copyrightEndYear: 2031 }) }),
    });
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2004–2031');
  });

  it('shows the support phone and mailbox from configuration, and the privacy agreement', async () => {
    await renderApp(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '400-000-0000' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe('mailto:support@example.com');
    expect(within(footer).getByRole('link', { name: 'Privacy agreement' }).getAttribute('href')).toBe('/protocol');
  });

  it('uses the international contact on international sites', async () => {
    await renderApp(<SiteFooter />, { useCases: fakeUseCases({ deployment: () => internationalDeployment('eu') }) });
    expect(screen.getByRole('link', { name: 'global-support@example.com' })).toBeTruthy();
  });

  it('links the variant pages (internal) and speaks Chinese in zh-cn', async () => {
    await renderApp(<SiteFooter />, { locale: 'zh-cn', useCases: fakeUseCases({ deployment: () => internalDeployment }) });
    expect(screen.getByRole('link', { name: '关于我们' }).getAttribute('href')).toBe('/aboutUs');
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2004–2023 物流开放平台');
  });
});
