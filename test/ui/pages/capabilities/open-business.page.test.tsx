import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { OpenBusinessPage } from '../../../../src/ui/pages/capabilities/open-business.page';
import { fakeUseCases, sampleClassifications } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';

// Whole pages with several lists render slowly in jsdom when the suite runs in parallel: wait up to 4 s, not 1.

const NO_PERMISSION = "You have no permission to view that business unit's documents. Choose a team that has access, or contact the unit's owner.";

describe('open business (/openBusiness)', { timeout: 20_000 }, () => {
  it('lists every business unit, whatever its solution type, by classification', async () => {
    const everything = [...sampleClassifications[2], ...sampleClassifications[3], ...sampleClassifications[1]];
    const useCases = fakeUseCases({ listClassifiedBizUnits: (type) => (type ? TE.left({ kind: 'Timeout' }) : TE.right(everything)) });
    await renderApp(<OpenBusinessPage />, { useCases, path: '/openBusiness' });
    await screen.findByRole('heading', { level: 2, name: 'Retail' });
    expect(useCases.calls.listClassifiedBizUnits).toEqual([[]]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Warehousing', 'Express', 'Projects', 'Retail', 'Industries']);
    expect(screen.getByRole('link', { name: /Liquor warehousing/ }).getAttribute('href')).toBe('/open-business-document/access-guide/501');
    expect(screen.queryByTestId('no-authority')).toBeNull();
  });

  it('arriving with fromUrl=noAuthority says why, in an alert that can be dismissed for good', async () => {
    const { user, location } = await renderApp(<OpenBusinessPage />, { path: '/openBusiness?fromUrl=noAuthority' });
    const alert = await screen.findByRole('alert');
    expect(alert.dataset.testid).toBe('no-authority');
    expect(alert.textContent).toContain('No permission');
    expect(alert.textContent).toContain(NO_PERMISSION);
    expect(within(alert).getByRole('link', { name: 'Switch team' }).getAttribute('href')).toBe('/chooseSupplier?from=%2FopenBusiness');
    // The units are still there.
    expect(await screen.findByRole('link', { name: /Waybills/ })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss the message' }));
    await waitFor(() => expect(screen.queryByTestId('no-authority')).toBeNull());
    expect(location()).toEqual({ pathname: '/openBusiness', search: {} });
  });

  it('says it in Chinese too', async () => {
    await renderApp(<OpenBusinessPage />, { path: '/openBusiness?fromUrl=noAuthority', locale: 'zh-cn' });
    expect((await screen.findByTestId('no-authority')).textContent).toContain('您没有查看该业务单元文档的权限。请切换到有权限的团队，或联系该业务单元的负责人。');
  });

  it('ignores a fromUrl other than noAuthority', async () => {
    await renderApp(<OpenBusinessPage />, { path: '/openBusiness?fromUrl=elsewhere' });
    await screen.findByRole('link', { name: /Waybills/ });
    expect(screen.queryByTestId('no-authority')).toBeNull();
  });

  it('a failed list is said in place below the message, with a retry', async () => {
    let fail = true;
    const useCases = fakeUseCases({ listClassifiedBizUnits: () => (fail ? TE.left({ kind: 'Network' }) : TE.right(sampleClassifications[3])) });
    const { user } = await renderApp(<OpenBusinessPage />, { useCases, path: '/openBusiness?fromUrl=noAuthority' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getAllByRole('alert').map((alert) => alert.dataset.testid)).toEqual(['no-authority', undefined]);
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: /Store replenishment/ })).toBeTruthy();
  });
});
