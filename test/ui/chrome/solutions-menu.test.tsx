import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { BizUnitClassification, SolutionType } from '../../../src/domain/biz-unit/biz-unit';
import { MobileNavDrawer } from '../../../src/ui/chrome/mobile-nav-drawer.view';
import { SiteHeader } from '../../../src/ui/chrome/site-header.view';
import { externalDeployment, internalDeployment } from '../../fakes/deployments';
import { fakeUseCases, sampleClassifications } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

/** The scenario list as the sandbox gives it: one classification, the hospital service's unit among its units. */
const SCENARIOS: readonly BizUnitClassification[] = [
  {
    id: 6,
    classifyCode: 'scenario',
    classifyName: '场景解决方案',
    classifyNameEn: 'Scenario solutions',
    bizUnits: [
      { id: 601, name: '直播电商发货', nameEn: 'Live-commerce shipping', code: 'scn-live-commerce' },
      { id: 603, name: '医院便民寄递', nameEn: 'Hospital convenience delivery', code: 'scn-hospital' },
    ],
  },
];
const INDUSTRIES: readonly BizUnitClassification[] = [
  {
    id: 5,
    classifyCode: 'industry',
    classifyName: '行业解决方案',
    classifyNameEn: 'Industry solutions',
    bizUnits: [{ id: 501, name: '酒类仓配一体化', nameEn: 'Liquor warehousing and delivery', code: 'ind-liquor' }],
  },
];
const LISTS: Readonly<Record<SolutionType, readonly BizUnitClassification[]>> = { 1: INDUSTRIES, 2: sampleClassifications[2], 3: SCENARIOS };

const useCasesFor = (variant: 'internal' | 'external', lists = LISTS) =>
  fakeUseCases({
    deployment: () => (variant === 'internal' ? internalDeployment : externalDeployment),
    listClassifiedBizUnits: (solutionType = 2) => TE.right(lists[solutionType]),
  });

const links = (panel: HTMLElement) => within(panel).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

const openMenu = async (options: Parameters<typeof renderApp>[1]) => {
  const rendered = await renderApp(<SiteHeader />, options);
  await rendered.user.click(screen.getByRole('button', { name: /^(Solutions|解决方案)/ }));
  const dialog = await screen.findByRole('dialog');
  const panel = () => within(dialog).getByRole('tabpanel');
  return { ...rendered, dialog, panel };
};

describe('solutions menu, customer site', () => {
  it('industry tab: the six industry pages, not the hospital service', async () => {
    const { panel } = await openMenu({ useCases: useCasesFor('external') });
    expect(links(panel())).toEqual([
      ['Liquor warehousing', '/solution/wine-warehouse'],
      ['Food warehousing', '/solution/food-warehouse'],
      ['Beauty warehousing', '/solution/makeup-warehouse'],
      ['Maternal and infant warehousing', '/solution/maternalAndInfant-warehouse'],
      ['Clothing warehousing', '/solution/clothing-warehouse'],
      ['3C electronics warehousing', '/solution/3C-warehouse'],
    ]);
  });

  it.each([
    ['en-us', 'Scenario solutions', [['Live-commerce shipping', '/open-business-document/access-guide/601'], ['Hospital convenience express', '/solution/hospital-convenience-express']]],
    ['zh-cn', '场景解决方案', [['直播电商发货', '/open-business-document/access-guide/601'], ['医院便民快递', '/solution/hospital-convenience-express']]],
  ] as const)('scenario tab (%s): the hospital unit opens its page, once, under the page name; no heading repeats the tab', async (locale, tab, expected) => {
    const { user, dialog, panel } = await openMenu({ useCases: useCasesFor('external'), locale });
    await user.click(within(dialog).getByRole('tab', { name: tab }));
    await waitFor(() => expect(links(panel())).toEqual(expected));
    expect(within(dialog).getAllByText(tab)).toHaveLength(1);
    expect(dialog.textContent).not.toContain('医院便民寄递');
    expect(dialog.textContent).not.toContain('Hospital convenience delivery');
  });

  it('scenario tab: without a hospital unit in the list, the hospital page is still listed, once', async () => {
    const { user, dialog, panel } = await openMenu({ useCases: useCasesFor('external', { ...LISTS, 3: sampleClassifications[3] }) });
    await user.click(within(dialog).getByRole('tab', { name: 'Scenario solutions' }));
    await waitFor(() =>
      expect(links(panel())).toEqual([
        ['Store replenishment', '/open-business-document/access-guide/401'],
        ['Hospital convenience express', '/solution/hospital-convenience-express'],
      ]),
    );
  });

  it('several classifications keep their headings', async () => {
    const two: readonly BizUnitClassification[] = [...SCENARIOS, { id: 7, classifyCode: 'retail', classifyName: '零售', classifyNameEn: 'Retail', bizUnits: [{ id: 604, name: '门店补货', nameEn: 'Store replenishment', code: 'replenish' }] }];
    const { user, dialog, panel } = await openMenu({ useCases: useCasesFor('external', { ...LISTS, 3: two }) });
    await user.click(within(dialog).getByRole('tab', { name: 'Scenario solutions' }));
    await waitFor(() => expect(within(panel()).getByRole('region', { name: 'Retail' })).toBeTruthy());
    expect(within(within(panel()).getByRole('region', { name: 'Scenario solutions' })).getByRole('link', { name: 'Hospital convenience express' }).getAttribute('href')).toBe(
      '/solution/hospital-convenience-express',
    );
  });
});

describe('solutions menu, staff site (no solution pages)', () => {
  it('industry and scenario tabs list units, each opening its access guide', async () => {
    const { user, dialog, panel } = await openMenu({ useCases: useCasesFor('internal') });
    await waitFor(() => expect(links(panel())).toEqual([['Liquor warehousing and delivery', '/open-business-document/access-guide/501']]));
    expect(within(dialog).getAllByText('Industry solutions')).toHaveLength(1);
    await user.click(within(dialog).getByRole('tab', { name: 'Scenario solutions' }));
    await waitFor(() =>
      expect(links(panel())).toEqual([
        ['Live-commerce shipping', '/open-business-document/access-guide/601'],
        ['Hospital convenience delivery', '/open-business-document/access-guide/603'],
      ]),
    );
    expect(within(dialog).getAllByText('Scenario solutions')).toHaveLength(1);
  });
});

describe('the phone drawer', () => {
  it('names each solution list once, the hospital service once under its page name (customer site)', async () => {
    await renderApp(<MobileNavDrawer open onOpenChange={() => undefined} finalFocusEl={() => null} />, { useCases: useCasesFor('external') });
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Hospital convenience express' })).toBeTruthy());
    expect(within(drawer).getAllByText('Scenario solutions')).toHaveLength(1);
    expect(within(drawer).getAllByText('Industry solutions')).toHaveLength(1);
    expect(within(drawer).getAllByRole('link', { name: /Hospital/ })).toHaveLength(1);
  });

  it('staff site: industry and scenario units, each list named once', async () => {
    await renderApp(<MobileNavDrawer open onOpenChange={() => undefined} finalFocusEl={() => null} />, { useCases: useCasesFor('internal') });
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Hospital convenience delivery' }).getAttribute('href')).toBe('/open-business-document/access-guide/603'));
    expect(within(drawer).getAllByText('Scenario solutions')).toHaveLength(1);
    expect(within(drawer).getAllByText('Industry solutions')).toHaveLength(1);
    expect(within(drawer).queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/solution/'))).toEqual([]);
  });
});
