import { screen, waitFor } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { ChooseSupplierPage } from '../../../src/ui/pages/choose-supplier/choose-supplier.page';
import { fakeUseCases, sampleTeams } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

describe('choose a team page', () => {
  it('asks for a team before confirming, then stores the chosen one', async () => {
    const useCases = fakeUseCases();
    const { user } = await renderApp(<ChooseSupplierPage />, { useCases, path: '/chooseSupplier' });
    await screen.findByRole('radio', { name: /跨境物流技术部/ });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a team');
    expect(useCases.calls.chooseTeam).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /跨境物流技术部/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(useCases.calls.chooseTeam).toEqual([[sampleTeams[1]]]);
  });

  it('says in Chinese that a team is required', async () => {
    const { user } = await renderApp(<ChooseSupplierPage />, { locale: 'zh-cn', path: '/chooseSupplier' });
    await screen.findByRole('radio', { name: /华东仓配运营组/ });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择团队');
  });

  it('a failed team list is described in place with a retry', async () => {
    const useCases = fakeUseCases({ listTeams: () => TE.left({ kind: 'Network' }) });
    await renderApp(<ChooseSupplierPage />, { useCases, path: '/chooseSupplier' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/network/i));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
