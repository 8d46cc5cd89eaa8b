import { screen, waitFor } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { ChooseSupplierPage } from '../../../src/ui/pages/choose-supplier/choose-supplier.page';
import { fakeUseCases, sampleTeams, signedInSession } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const signedIn = (overrides: Parameters<typeof fakeUseCases>[0] = {}) => {
  const session = signedInSession();
  return fakeUseCases({ session: () => session, ...overrides });
};

describe('choose a team page', { timeout: 20_000 }, () => {
  it('asks for a team before confirming among several, then stores the chosen one', async () => {
    const useCases = signedIn();
    const { user } = await renderApp(<ChooseSupplierPage />, { useCases, path: '/chooseSupplier' });
    await screen.findByRole('radio', { name: /跨境物流技术部/ });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a team');
    expect(useCases.calls.chooseTeam).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /跨境物流技术部/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(useCases.calls.chooseTeam).toEqual([[sampleTeams[1], undefined]]);
  });

  it('says in Chinese that a team is required', async () => {
    const { user } = await renderApp(<ChooseSupplierPage />, { locale: 'zh-cn', path: '/chooseSupplier', useCases: signedIn() });
    await screen.findByRole('radio', { name: /华东仓配运营组/ });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择团队');
  });

  it('preselects the only team, so Confirm alone chooses it and goes back where the user came from', async () => {
    const only = sampleTeams[0];
    if (!only) throw new Error('sample team missing');
    const useCases = signedIn({ loadTeamSituation: () => TE.right({ teams: [only] }) });
    const { user } = await renderApp(<ChooseSupplierPage />, { useCases, path: '/chooseSupplier?from=%2Fquick' });
    const radio = await screen.findByRole('radio', { name: /华东仓配运营组/ });
    expect((radio as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(useCases.calls.chooseTeam).toEqual([[only, '/quick']]);
  });

  it('preselects the current team and names it on the page behind the dialog', async () => {
    const current = sampleTeams[1];
    if (!current) throw new Error('sample team missing');
    const useCases = signedIn({ loadTeamSituation: () => TE.right({ teams: sampleTeams, currentId: current.id, current }) });
    await renderApp(<ChooseSupplierPage />, { useCases, path: '/chooseSupplier' });
    const radio = await screen.findByRole('radio', { name: /跨境物流技术部/ });
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('current-team').textContent).toBe('Current team: 跨境物流技术部');
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe('Your team');
  });

  it('a failed team list is described in place with a retry', async () => {
    const useCases = signedIn({ loadTeamSituation: () => TE.left({ kind: 'Network' }) });
    await renderApp(<ChooseSupplierPage />, { useCases, path: '/chooseSupplier' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/network/i));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
