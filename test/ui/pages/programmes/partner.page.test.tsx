import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnerPage } from '../../../../src/ui/pages/programmes/partner.page';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { internationalDeployment } from '../../../fakes/deployments';
import { renderApp } from '../../support/render-app';
import { hrefOf, sectionHeadings } from './programme-links';

// Whole pages under jsdom on a shared machine: more room than the 5 s default.
describe('partner programme page', { timeout: 20_000 }, () => {
  it('shows partner types, benefits, requirements, the process and contact (English)', async () => {
    await renderApp(<PartnerPage />, { path: '/partner' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Grow with us as a platform partner');
    expect(sectionHeadings()).toEqual(['Partner types', 'Benefits', 'Requirements', 'How to become a partner', 'Talk to the partner team']);
    for (const type of ['Independent software vendor', 'System integrator', 'Carrier and service provider']) {
      expect(screen.getByRole('heading', { level: 3, name: type })).toBeTruthy();
    }
    expect(hrefOf('The ISV programme')).toBe('/isv-introduction');
    expect(hrefOf(/About the ISV programme/)).toBe('/isv-introduction');
    expect(hrefOf('support@example.com')).toBe('mailto:support@example.com');
  });

  it('opens the portal contact dialog with the support phone, mailbox and hours', async () => {
    const { user } = await renderApp(<PartnerPage />, { path: '/partner' });
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByRole('link', { name: '400-000-0000' }).getAttribute('href')).toBe('tel:4000000000');
    expect(within(dialog).getByText('Monday to Friday 9:00-18:00')).toBeTruthy();
  });

  it('uses the international mailbox on an international site, and reads in Chinese', async () => {
    const useCases = fakeUseCases({ deployment: () => internationalDeployment('eu') });
    await renderApp(<PartnerPage />, { useCases, path: '/partner', locale: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('成为平台合作伙伴，共同成长');
    expect(sectionHeadings()).toEqual(['合作伙伴类型', '合作权益', '准入要求', '如何成为合作伙伴', '联系合作伙伴团队']);
    expect(hrefOf('global-support@example.com')).toBe('mailto:global-support@example.com');
    expect(hrefOf('了解 ISV 计划')).toBe('/isv-introduction');
  });
});
