import { screen, waitFor } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import type { AuthorizationOutcome } from '../../../src/domain/oauth/app-authorization';
import { NotificationHost } from '../../../src/ui/notifications/notification-host.view';
import { OauthPage } from '../../../src/ui/pages/oauth/oauth.page';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const granted: AuthorizationOutcome = {
  kind: 'granted',
  appKey: 'FRESH0APPKEY0001',
  code: 'c0de1234c0de1234',
  redirectUri: 'https://open.example.com/',
  tokenEndpoint: 'https://oauth.example.net/oauth/token',
};

const withOutcome = (outcome: AuthorizationOutcome) => fakeUseCases({ appAuthorizationOutcome: () => outcome });

describe('/oauth page', () => {
  it('prefills the app key from the address and hands it over', async () => {
    const useCases = fakeUseCases();
    const { user } = await renderApp(<OauthPage />, { useCases, path: '/oauth?appKey=FRESH0APPKEY0001' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /App key/ }).value).toBe('FRESH0APPKEY0001');
    await user.click(screen.getByRole('button', { name: 'Continue to authorization' }));
    expect(useCases.calls.startAppAuthorization).toEqual([['FRESH0APPKEY0001']]);
  });

  it.each([
    ['required', 'Enter the app key'],
    ['spaces', 'The app key cannot contain spaces'],
  ] as const)('says what is wrong with the app key (%s) and keeps what was typed', async (problem, message) => {
    const useCases = fakeUseCases({ startAppAuthorization: () => () => E.left({ kind: 'Invalid' as const, problem }) });
    const { user } = await renderApp(<OauthPage />, { useCases, path: '/oauth' });
    const input = screen.getByRole('textbox', { name: /App key/ });
    await user.type(input, 'MY KEY');
    await user.click(screen.getByRole('button', { name: 'Continue to authorization' }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('MY KEY');
  });

  it('in Chinese', async () => {
    const useCases = fakeUseCases({ startAppAuthorization: () => () => E.left({ kind: 'Invalid' as const, problem: 'required' as const }) });
    const { user } = await renderApp(<OauthPage />, { useCases, locale: 'zh-cn', path: '/oauth' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('应用授权');
    await user.click(screen.getByRole('button', { name: '前往授权' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入 AppKey');
  });

  it('shows a granted code with the exchange command, never asking for the secret, and copies it', async () => {
    const { user } = await renderApp(
      <>
        <OauthPage />
        <NotificationHost />
      </>,
      { useCases: withOutcome(granted), path: '/oauth' },
    );
    // After renderApp: user-event installs its own clipboard on setup.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(screen.getByText('App FRESH0APPKEY0001 is authorized')).toBeTruthy();
    const command = screen.getByText(/curl -X POST/);
    expect(command.textContent).toContain("'https://oauth.example.net/oauth/token'");
    expect(command.textContent).toContain('-d code=c0de1234c0de1234');
    expect(command.textContent).toContain('client_secret=<app_secret>');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy Authorization code' }));
    expect(writeText).toHaveBeenCalledWith('c0de1234c0de1234');
    expect(await screen.findByText('Copy succeed!')).toBeTruthy();
  });

  it('a failed copy says so', async () => {
    const { user } = await renderApp(
      <>
        <OauthPage />
        <NotificationHost />
      </>,
      { useCases: withOutcome(granted), path: '/oauth' },
    );
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Authorization code' }));
    expect(await screen.findByText('Copy failed!')).toBeTruthy();
  });

  it.each([
    [{ kind: 'denied', appKey: 'K1' }, 'You declined: app K1 was not authorized.'],
    [{ kind: 'failed', appKey: 'K1', error: 'invalid_client', description: 'unknown app key' }, 'The authorization service refused app K1: unknown app key'],
    [{ kind: 'failed', appKey: 'K1', error: 'server_error' }, 'The authorization service refused app K1: server_error'],
    [{ kind: 'unexpected' }, 'This answer does not match an authorization started in this tab, so it was not used. Please start again.'],
  ] as const)('says the outcome %o and offers to start again', async (outcome, text) => {
    const useCases = withOutcome(outcome);
    const { user } = await renderApp(<OauthPage />, { useCases, path: '/oauth' });
    expect(screen.getByText(text)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Authorize another app' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /App key/ })).toBeTruthy());
    expect(useCases.calls.clearAppAuthorization).toHaveLength(1);
  });
});
