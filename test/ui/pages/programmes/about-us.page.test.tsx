import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutUsPage } from '../../../../src/ui/pages/programmes/about-us.page';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { internalDeployment } from '../../../fakes/deployments';
import { renderApp } from '../../support/render-app';
import { hrefOf, sectionHeadings } from './programme-links';

const staff = () => fakeUseCases({ deployment: () => internalDeployment });

// Whole pages under jsdom on a shared machine: more room than the 5 s default.
describe('about us (staff) page', { timeout: 20_000 }, () => {
  it('explains the platform, the roles, how to publish an API, service hours and contact (English)', async () => {
    await renderApp(<AboutUsPage />, { useCases: staff(), path: '/aboutUs' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About the open platform');
    expect(sectionHeadings()).toEqual(['What the platform is for', 'Teams and roles', 'How to publish an API', 'Service hours and contact']);
    expect(hrefOf('Open the API store')).toBe('/apiStore');
    expect(hrefOf('Internal documents')).toBe('/document');
    expect(hrefOf(/Documentation rules and guides/)).toBe('/document');
    expect(hrefOf(/API test tool/)).toBe('/apiTestMainPage');
    expect(hrefOf(/Signature tool/)).toBe('/tools/sign');
    expect(hrefOf(/Token query/)).toBe('/tools/token-search');
    expect(hrefOf(/^API store/)).toBe('/apiStore');
    expect(screen.getByText('Monday to Friday 9:00-18:00')).toBeTruthy();
    expect(hrefOf('support@example.com')).toBe('mailto:support@example.com');
  });

  it('opens the contact dialog', async () => {
    const { user } = await renderApp(<AboutUsPage />, { useCases: staff(), path: '/aboutUs' });
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).toBeTruthy();
  });

  it('reads in Chinese', async () => {
    await renderApp(<AboutUsPage />, { useCases: staff(), path: '/aboutUs', locale: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('关于开放平台');
    expect(sectionHeadings()).toEqual(['平台的作用', '团队与角色', '如何发布 API', '服务时间与联系方式']);
    expect(screen.getByText('周一至周五 9:00-18:00')).toBeTruthy();
    expect(hrefOf(/签名工具/)).toBe('/tools/sign');
  });
});
