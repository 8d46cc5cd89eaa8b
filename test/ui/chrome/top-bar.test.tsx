import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from '../../../src/ui/chrome/top-bar.view';
import { externalDeployment, internationalDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

describe('TopBar', () => {
  it('shows home, customer news, the document centre and the two dropdowns', async () => {
    await renderApp(<TopBar />, { useCases: fakeUseCases({ deployment: () => externalDeployment }) });
    const nav = screen.getByRole('navigation', { name: 'Platform' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    const news = within(nav).getByRole('link', { name: /Customer news/ });
    expect(news.getAttribute('target')).toBe('_blank');
    expect(within(nav).getByRole('link', { name: 'Document centre' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Help and support' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Learn about the platform' })).toBeTruthy();
  });

  it('hides customer news on international sites', async () => {
    await renderApp(<TopBar />, { useCases: fakeUseCases({ deployment: () => internationalDeployment('eu') }) });
    expect(screen.queryByRole('link', { name: /Customer news/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('help and support opens external links', async () => {
    const { user } = await renderApp(<TopBar />);
    await user.click(screen.getByRole('button', { name: 'Help and support' }));
    const menu = await screen.findByRole('menu');
    const training = within(menu).getByRole('menuitem', { name: /Training/ });
    expect(training.getAttribute('href')).toMatch(/^https:\/\//);
    expect(training.getAttribute('target')).toBe('_blank');
    // The support work-order entry: the console's work orders, in this tab.
    const ticket = within(menu).getByRole('menuitem', { name: /Submit a ticket/ });
    expect(ticket.getAttribute('href')).toBe('/admin/#/upgrade/work-order');
    expect(ticket.hasAttribute('target')).toBe(false);
  });

  it('takes its links from this deployment’s configuration (international: its own, some not yet available)', async () => {
    const { user } = await renderApp(<TopBar />, { useCases: fakeUseCases({ deployment: () => internationalDeployment('us') }) });
    await user.click(screen.getByRole('button', { name: 'Help and support' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Training/ }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: /Feedback/ }).getAttribute('href')).toBe('https://feedback.example.com/open-platform/global');
    expect(within(menu).getByRole('menuitem', { name: /Submit a ticket/ }).getAttribute('href')).toBe('/intl-admin/#/upgrade/work-order');
  });

  it('an entry without an address is disabled and is not a link (in Chinese too)', async () => {
    const { user } = await renderApp(<TopBar />, { locale: 'zh-cn' });
    await user.click(screen.getByRole('button', { name: '了解平台' }));
    const menu = await screen.findByRole('menu');
    const daily = within(menu).getByRole('menuitem', { name: /日常工作/ });
    expect(daily.getAttribute('aria-disabled')).toBe('true');
    expect(daily.tagName).not.toBe('A');
    expect(daily.hasAttribute('href')).toBe(false);
  });
});
