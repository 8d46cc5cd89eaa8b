import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeBanner } from '../../../src/ui/chrome/notice-banner.view';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

describe('NoticeBanner', () => {
  it('shows the console notice; closing it calls closeNotice and hides it', async () => {
    const { user, useCases } = await renderApp(<NoticeBanner />);
    expect(screen.getByRole('region', { name: 'Platform notice' })).toBeTruthy();
    expect(screen.getByText(/admin console has been redesigned/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close the notice' }));
    expect(useCases.calls.closeNotice).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Platform notice' })).toBeNull();
  });

  it('stays hidden once closed before', async () => {
    await renderApp(<NoticeBanner />, { useCases: fakeUseCases({ isNoticeClosed: () => true }) });
    expect(screen.queryByRole('region', { name: 'Platform notice' })).toBeNull();
  });

  it('speaks Chinese in zh-cn', async () => {
    await renderApp(<NoticeBanner />, { locale: 'zh-cn' });
    expect(screen.getByRole('button', { name: '关闭公告' })).toBeTruthy();
  });
});
