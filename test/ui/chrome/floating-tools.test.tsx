import { act, screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingTools } from '../../../src/ui/chrome/floating-tools.view';
import { internationalDeployment } from '../../fakes/deployments';
import { fakeUseCases, signedInSession } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('FloatingTools', () => {
  it('offers question docs, work orders, the assistant, the survey and contact', async () => {
    await renderApp(<FloatingTools />);
    const tools = screen.getByRole('complementary', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: 'Question docs' }).getAttribute('href')).toBe('/question-docs');
    expect(within(tools).getByRole('link', { name: 'Work orders' }).getAttribute('href')).toBe('/admin/#/upgrade/work-order');
    expect(within(tools).getByRole('button', { name: 'Assistant' })).toBeTruthy();
    expect(within(tools).getByRole('link', { name: /Feedback survey/ }).getAttribute('target')).toBe('_blank');
    expect(within(tools).getByRole('button', { name: 'Contact' })).toBeTruthy();
  });

  it('the survey is a disabled button when this deployment has none configured', async () => {
    const useCases = fakeUseCases({
      chromeLinks: () => ({ customerNews: null, helpAndSupport: [], learnPlatform: [], feedbackSurvey: null, contactQrCode: null }),
    });
    await renderApp(<FloatingTools />, { useCases });
    const tools = screen.getByRole('complementary', { name: 'Tools' });
    expect(within(tools).queryByRole('link', { name: /Feedback survey/ })).toBeNull();
    expect(within(tools).getByRole('button', { name: /Feedback survey/ }).hasAttribute('disabled')).toBe(true);
  });

  it('is hidden under /chooseSupplier', async () => {
    await renderApp(<FloatingTools />, { path: '/chooseSupplier' });
    expect(screen.queryByRole('complementary', { name: 'Tools' })).toBeNull();
  });

  it('shows the unread work-order count for a signed-in user', async () => {
    const useCases = fakeUseCases({ session: () => signedInSession(), unreadWorkOrderCount: () => TE.right(3) });
    await renderApp(<FloatingTools />, { useCases });
    expect(await screen.findByRole('link', { name: 'Work orders, unread: 3' })).toBeTruthy();
    expect(screen.getByTestId('work-order-badge').textContent).toBe('3');
  });

  it("a visitor's Work orders signs in first, then goes on to the console's work orders (review m14)", async () => {
    const { user, useCases } = await renderApp(<FloatingTools />);
    await user.click(screen.getByRole('link', { name: 'Work orders' }));
    expect(useCases.calls.loginFor).toEqual([[{ kind: 'consolePage', page: 'workOrder' }]]);
  });

  it('a signed-in user goes straight to the work orders (no login)', async () => {
    const useCases = fakeUseCases({ session: () => signedInSession() });
    const { user } = await renderApp(<FloatingTools />, { useCases });
    const link = await screen.findByRole('link', { name: /^Work orders/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(useCases.calls.loginFor).toHaveLength(0);
  });

  it('does not ask for the count for a visitor', async () => {
    const { useCases } = await renderApp(<FloatingTools />);
    expect(useCases.calls.unreadWorkOrderCount).toHaveLength(0);
    expect(screen.queryByTestId('work-order-badge')).toBeNull();
  });

  it('shows back to top only after scrolling past 300 px, and scrolls to the top', async () => {
    const { user } = await renderApp(<FloatingTools />);
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(301);
    const button = screen.getByRole('button', { name: 'Back to top' });
    const scrolled = vi.spyOn(window, 'scrollTo');
    await user.click(button);
    expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrolled.mockRestore();
  });

  it('the assistant button opens the assistant panel (its own chunk), and Escape closes it with focus back on the button', async () => {
    const { user } = await renderApp(<FloatingTools />);
    const button = screen.getByRole('button', { name: 'Assistant' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'AI assistant' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Your question' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'AI assistant' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('contact shows hotline, e-mail and service hours', async () => {
    const { user } = await renderApp(<FloatingTools />);
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByRole('link', { name: '400-000-0000' }).getAttribute('href')).toBe('tel:4000000000');
    expect(within(dialog).getByRole('link', { name: 'support@example.com' })).toBeTruthy();
    expect(within(dialog).getByText('Monday to Friday 9:00-18:00')).toBeTruthy();
  });

  it('contact on an international site shows the phone and e-mail only', async () => {
    const { user } = await renderApp(<FloatingTools />, {
      useCases: fakeUseCases({ deployment: () => internationalDeployment('us') }),
    });
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByRole('link', { name: '+1 000-000-0000' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'global-support@example.com' })).toBeTruthy();
    expect(within(dialog).queryByText(/9:00-18:00/)).toBeNull();
  });

  it('speaks Chinese in zh-cn', async () => {
    await renderApp(<FloatingTools />, { locale: 'zh-cn' });
    await waitFor(() => expect(screen.getByRole('button', { name: '助手' })).toBeTruthy());
  });
});
