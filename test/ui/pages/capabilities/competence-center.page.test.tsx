import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { CompetenceCenterPage } from '../../../../src/ui/pages/capabilities/competence-center.page';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';

// Whole pages with several lists render slowly in jsdom when the suite runs in parallel: wait up to 4 s, not 1.

const cardNames = () => screen.getAllByTestId('biz-unit-card').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

// Typing re-renders every card once a key: slow in jsdom on a busy machine.
describe('capability centre (/competence-center)', { timeout: 20_000 }, () => {
  it('lists the solution-type-2 units by classification, each opening its access guide, the project group tagged', async () => {
    const { useCases } = await renderApp(<CompetenceCenterPage />, { path: '/competence-center' });
    await screen.findByRole('heading', { level: 2, name: 'Warehousing' });
    expect(useCases.calls.listClassifiedBizUnits).toEqual([[2]]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Warehousing', 'Express', 'Projects']);
    expect(cardNames()).toEqual(['Inbound orders', 'Outbound orders', 'Waybills', 'Custom integration']);
    expect(screen.getByRole('link', { name: /Waybills/ }).getAttribute('href')).toBe('/open-business-document/access-guide/201');
    expect(screen.getByText('Visible only to me')).toBeTruthy();
    // The restricted unit says it is for authorized teams.
    expect(within(screen.getByRole('link', { name: /Outbound orders/ })).getByText('Authorized teams')).toBeTruthy();
  });

  it('shows the description in the reader’s language only', async () => {
    const units = [
      {
        id: 1,
        classifyCode: 'warehouse',
        classifyName: '仓储',
        classifyNameEn: 'Warehousing',
        bizUnits: [
          { id: 101, name: '入库单', nameEn: 'Inbound orders', code: 'in', remark: '入库预约与上架' },
          { id: 102, name: '出库单', nameEn: 'Outbound orders', code: 'out', remark: 'Pick, pack and ship' },
        ],
      },
    ];
    const useCases = fakeUseCases({ listClassifiedBizUnits: () => TE.right(units) });
    await renderApp(<CompetenceCenterPage />, { useCases, path: '/competence-center' });
    await screen.findByText('Pick, pack and ship');
    expect(screen.queryByText('入库预约与上架')).toBeNull();
  });

  it('filters by classification with the keyboard', async () => {
    const { user } = await renderApp(<CompetenceCenterPage />, { path: '/competence-center' });
    const tabs = await screen.findByRole('tablist', { name: 'Classifications' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All4', 'Warehousing2', 'Express1', 'Projects1']);
    await user.click(within(tabs).getByRole('tab', { name: /All/ }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Warehousing2'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Warehousing/ }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Warehousing']);
    expect(cardNames()).toEqual(['Inbound orders', 'Outbound orders']);
  });

  it('filters by name as you type, in either language; no match keeps the text and offers a way back', async () => {
    const { user } = await renderApp(<CompetenceCenterPage />, { path: '/competence-center' });
    const search = await screen.findByRole('searchbox', { name: 'Filter business units by name' });
    await user.type(search, ' OUTB');
    expect(cardNames()).toEqual(['Outbound orders']);
    await user.clear(search);
    await user.type(search, '运单');
    expect(cardNames()).toEqual(['Waybills']);

    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.getByTestId('units-no-match').textContent).toContain('No business unit matches “xyz”.');
    expect(screen.queryAllByTestId('biz-unit-card')).toHaveLength(0);
    expect((search as HTMLInputElement).value).toBe('xyz');
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(cardNames()).toHaveLength(4);
  });

  it('in a classification without a match, offers to search all of them', async () => {
    const { user } = await renderApp(<CompetenceCenterPage />, { path: '/competence-center' });
    await user.click(await screen.findByRole('tab', { name: /Express/ }));
    await user.type(screen.getByRole('searchbox'), 'inbound');
    expect(screen.getByTestId('units-no-match').textContent).toContain('No business unit in this classification matches “inbound”.');
    await user.click(screen.getByRole('button', { name: 'Search all classifications' }));
    expect(cardNames()).toEqual(['Inbound orders']);
    expect(screen.getByRole('tab', { name: /All/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('says a failure in place and retries', async () => {
    let fail = true;
    const useCases = fakeUseCases({
      listClassifiedBizUnits: () =>
        fail ? TE.left({ kind: 'Timeout' }) : TE.right([{ id: 9, classifyCode: 'x', classifyName: '快递', classifyNameEn: 'Express', bizUnits: [{ id: 9, name: '运单', nameEn: 'Waybills', code: 'w' }] }]),
    });
    const { user } = await renderApp(<CompetenceCenterPage />, { useCases, path: '/competence-center' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request timeout');
    expect(screen.getByRole('heading', { level: 1, name: 'Capability centre' })).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Waybills/ })).toBeTruthy();
  });

  it('says when nothing is published, in Chinese', async () => {
    const useCases = fakeUseCases({ listClassifiedBizUnits: () => TE.right([{ id: 1, classifyCode: 'a', classifyName: '空', classifyNameEn: 'Empty', bizUnits: [] }]) });
    await renderApp(<CompetenceCenterPage />, { useCases, path: '/competence-center', locale: 'zh-cn' });
    expect((await screen.findByTestId('units-empty')).textContent).toBe('暂未发布业务单元。');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
