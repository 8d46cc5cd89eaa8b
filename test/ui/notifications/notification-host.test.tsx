import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyMessage } from '../../../src/application/notifications/message';
import { NotificationHost } from '../../../src/ui/notifications/notification-host.view';
import { renderApp } from '../support/render-app';

describe('NotificationHost', () => {
  it('shows a toast in a live region and dismisses it after its duration', async () => {
    const { useCases } = await renderApp(<NotificationHost />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => useCases.notifications().toast('error', keyMessage('common.errors.timeout'), 80));
    expect(within(region).getByText('Request timeout, please try again later')).toBeTruthy();
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(within(region).queryByText('Request timeout, please try again later')).toBeNull());
  });

  it('shows server text as it came, and can be dismissed by hand (zh-cn)', async () => {
    const { useCases, user } = await renderApp(<NotificationHost />, { locale: 'zh-cn' });
    act(() => useCases.notifications().toast('error', { text: '服务器繁忙' }));
    expect(screen.getByText('服务器繁忙')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('服务器繁忙')).toBeNull();
  });

  it('the re-login prompt: Login calls relogin', async () => {
    const { useCases, user } = await renderApp(<NotificationHost />);
    act(() => useCases.notifications().openReloginPrompt());
    const dialog = await screen.findByRole('alertdialog', { name: 'Prompt' });
    expect(within(dialog).getByText('Your login status has expired, do you want to log in again?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(useCases.calls.relogin).toHaveLength(1);
    expect(useCases.notifications().get().reloginPrompt).toBe(false);
  });

  it("the re-login prompt: 'Do not login' only closes it (zh-cn)", async () => {
    const { useCases, user } = await renderApp(<NotificationHost />, { locale: 'zh-cn' });
    act(() => useCases.notifications().openReloginPrompt());
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(dialog).getByRole('button', { name: '不登录' }));
    expect(useCases.calls.relogin).toHaveLength(0);
    expect(useCases.notifications().get().reloginPrompt).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
