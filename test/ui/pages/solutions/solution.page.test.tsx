import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { BizUnitClassification, SolutionType } from '../../../../src/domain/biz-unit/biz-unit';
import { SolutionPage } from '../../../../src/ui/pages/solutions/solution.page';
import { SOLUTION_CODES, type SolutionCode } from '../../../../src/ui/portal/solution-codes';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';

const ROUTES = ['/solution/$solutionCode'];

const unit = (id: number, code: string, name: string, nameEn: string) => ({ id, code, name, nameEn });

/** The sandbox's industry (1) and scenario (3) units, as listClassifiedBizUnits answers them. */
const UNITS: Readonly<Record<SolutionType, readonly BizUnitClassification[]>> = {
  1: [
    {
      id: 5,
      classifyCode: 'industry',
      classifyName: '行业解决方案',
      classifyNameEn: 'Industry solutions',
      bizUnits: [
        unit(501, 'ind-liquor', '酒类仓配一体化', 'Liquor warehousing and delivery'),
        unit(502, 'ind-fresh-food', '生鲜食品冷链', 'Fresh food cold chain'),
        unit(503, 'ind-beauty', '美妆个护仓配', 'Beauty and personal care fulfilment'),
        unit(504, 'ind-maternal', '母婴用品仓配', 'Maternal and infant fulfilment'),
        unit(505, 'ind-apparel', '服饰鞋包仓配', 'Apparel and footwear fulfilment'),
        unit(506, 'ind-3c', '3C数码仓配', '3C electronics fulfilment'),
      ],
    },
  ],
  2: [],
  3: [
    {
      id: 6,
      classifyCode: 'scenario',
      classifyName: '场景解决方案',
      classifyNameEn: 'Scenario solutions',
      bizUnits: [unit(601, 'scn-live-commerce', '直播电商发货', 'Live-commerce shipping'), unit(603, 'scn-hospital', '医院便民寄递', 'Hospital convenience express')],
    },
  ],
};

interface Expected {
  readonly title: { 'en-us': string; 'zh-cn': string };
  readonly scenario: { 'en-us': string; 'zh-cn': string };
  readonly scenarios: number;
  readonly products: readonly string[];
  readonly unitId: number;
}

const EXPECTED: Readonly<Record<SolutionCode, Expected>> = {
  'wine-warehouse': {
    title: { 'en-us': 'Liquor warehousing', 'zh-cn': '酒类仓储' },
    scenario: { 'en-us': 'Anti-counterfeit traceability by bottle code', 'zh-cn': '瓶码防伪追溯' },
    scenarios: 4,
    products: ['lcp-wms', 'lcp-oms', 'lcp-express', 'lcp-tms'],
    unitId: 501,
  },
  'food-warehouse': {
    title: { 'en-us': 'Food warehousing', 'zh-cn': '食品仓储' },
    scenario: { 'en-us': 'Expiry-based picking (FEFO)', 'zh-cn': '效期先出（FEFO）' },
    scenarios: 4,
    products: ['lcp-wms', 'lcp-tms', 'lcp-oms', 'lcp-express'],
    unitId: 502,
  },
  'makeup-warehouse': {
    title: { 'en-us': 'Beauty warehousing', 'zh-cn': '美妆仓储' },
    scenario: { 'en-us': 'Gift sets and samples', 'zh-cn': '礼盒组套与赠品' },
    scenarios: 4,
    products: ['lcp-wms', 'lcp-oms', 'lcp-cross-border', 'lcp-express'],
    unitId: 503,
  },
  'maternalAndInfant-warehouse': {
    title: { 'en-us': 'Maternal and infant warehousing', 'zh-cn': '母婴仓储' },
    scenario: { 'en-us': 'Imported formula from bonded stock', 'zh-cn': '跨境奶粉保税发货' },
    scenarios: 4,
    products: ['lcp-wms', 'lcp-oms', 'lcp-cross-border', 'lcp-express'],
    unitId: 504,
  },
  'clothing-warehouse': {
    title: { 'en-us': 'Clothing warehousing', 'zh-cn': '服装仓储' },
    scenario: { 'en-us': 'Returns receiving and grading', 'zh-cn': '退货收货与分级' },
    scenarios: 4,
    products: ['lcp-wms', 'lcp-oms', 'lcp-express', 'lcp-tms'],
    unitId: 505,
  },
  '3C-warehouse': {
    title: { 'en-us': '3C electronics warehousing', 'zh-cn': '3C 数码仓储' },
    scenario: { 'en-us': 'Serial-number capture', 'zh-cn': '序列号采集' },
    scenarios: 4,
    products: ['lcp-wms', 'lcp-oms', 'lcp-express', 'lcp-tms'],
    unitId: 506,
  },
  'hospital-convenience-express': {
    title: { 'en-us': 'Hospital convenience express', 'zh-cn': '医院便民快递' },
    scenario: { 'en-us': 'Medicine delivery from the hospital pharmacy', 'zh-cn': '院内药房送药到家' },
    scenarios: 4,
    products: ['lcp-express', 'lcp-tms', 'lcp-oms'],
    unitId: 603,
  },
};

const section = (name: string) => screen.getByRole('region', { name });
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

const LABELS = {
  'en-us': { scenarios: 'Scenarios', products: 'Products used', units: 'Integration documents', related: 'Business units for this solution', others: 'Other solutions' },
  'zh-cn': { scenarios: '应用场景', products: '所用产品', units: '对接文档', related: '本方案的业务单元', others: '其他解决方案' },
} as const;

describe('solution page (/solution/$solutionCode)', () => {
  for (const code of SOLUTION_CODES) {
    for (const locale of ['en-us', 'zh-cn'] as const) {
      it(`${code} in ${locale}: title, scenarios, product and business-unit links, other solutions`, async () => {
        const expected = EXPECTED[code];
        const labels = LABELS[locale];
        const useCases = fakeUseCases({ listClassifiedBizUnits: (type = 2) => TE.right(UNITS[type]) });
        await renderApp(<SolutionPage />, { useCases, locale, path: `/solution/${code}`, routes: ROUTES });

        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected.title[locale]);
        expect(document.title).toContain(expected.title[locale]);

        const scenarios = within(section(labels.scenarios)).getAllByRole('heading', { level: 3 });
        expect(scenarios).toHaveLength(expected.scenarios);
        expect(scenarios.map((heading) => heading.textContent)).toContain(expected.scenario[locale]);

        const productLinks = within(section(labels.products)).getAllByRole('link');
        expect(hrefs(productLinks)).toEqual(expected.products.map((product) => `/productDetail/${product}`));

        const units = section(labels.units);
        const related = await within(units).findByRole('heading', { level: 3, name: labels.related });
        const relatedLinks = within(related.parentElement as HTMLElement).getAllByRole('link');
        expect(hrefs(relatedLinks)).toEqual([`/open-business-document/access-guide/${expected.unitId}`]);
        // The other units of the same list stay reachable below.
        expect(within(units).getAllByRole('link').length).toBeGreaterThan(1);

        const others = screen.getByRole('navigation', { name: labels.others });
        expect(hrefs(within(others).getAllByRole('link'))).toEqual(
          SOLUTION_CODES.filter((other) => other !== code).map((other) => `/solution/${other}`),
        );
        // Every text is translated: no key shows through.
        expect(document.body.textContent).not.toMatch(/solutions\.|chrome\./);
      });
    }
  }

  it('reads the industry list for the six industries and the scenario list for the hospital service', async () => {
    const useCases = fakeUseCases({ listClassifiedBizUnits: (type = 2) => TE.right(UNITS[type]) });
    await renderApp(<SolutionPage />, { useCases, path: '/solution/hospital-convenience-express', routes: ROUTES });
    await screen.findByRole('link', { name: 'Hospital convenience express' });
    expect(useCases.calls.listClassifiedBizUnits).toEqual([[3]]);
    expect(screen.getByRole('link', { name: 'Live-commerce shipping' }).getAttribute('href')).toBe('/open-business-document/access-guide/601');
  });

  it('without a unit of its own the page says so and lists the other units', async () => {
    const onlyOthers = [{ ...UNITS[1][0]!, bizUnits: [unit(502, 'ind-fresh-food', '生鲜食品冷链', 'Fresh food cold chain')] }];
    const useCases = fakeUseCases({ listClassifiedBizUnits: () => TE.right(onlyOthers) });
    await renderApp(<SolutionPage />, { useCases, path: '/solution/wine-warehouse', routes: ROUTES });
    const units = section('Integration documents');
    expect(await within(units).findByText('No business unit is dedicated to this solution yet. These units cover related needs:')).toBeTruthy();
    expect(within(units).queryByRole('heading', { name: 'Business units for this solution' })).toBeNull();
    expect(within(units).getByRole('link', { name: 'Fresh food cold chain' }).getAttribute('href')).toBe('/open-business-document/access-guide/502');
  });

  it('a failed unit list is described in place with a retry; the rest of the page stays', async () => {
    const useCases = fakeUseCases({ listClassifiedBizUnits: () => TE.left({ kind: 'Network' }) });
    const { user } = await renderApp(<SolutionPage />, { useCases, path: '/solution/3C-warehouse', routes: ROUTES });
    const units = section('Integration documents');
    const alert = await within(units).findByRole('alert');
    expect(alert.textContent).toContain('Network connection failed');
    expect(screen.getByRole('heading', { level: 1, name: '3C electronics warehousing' })).toBeTruthy();
    expect(within(section('Scenarios')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(section('Products used')).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('navigation', { name: 'Other solutions' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(useCases.calls.listClassifiedBizUnits.length).toBe(2));
  });

  it('offers the WMS application on warehousing pages and contact everywhere', async () => {
    const { user } = await renderApp(<SolutionPage />, { path: '/solution/food-warehouse', routes: ROUTES });
    expect(screen.getByRole('link', { name: 'Apply for a WMS system' }).getAttribute('href')).toBe('/apply');
    await user.click(screen.getAllByRole('button', { name: 'Contact us' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('the hospital service has no WMS application; the console button runs the console entry', async () => {
    const { user, useCases } = await renderApp(<SolutionPage />, { path: '/solution/hospital-convenience-express', routes: ROUTES, locale: 'zh-cn' });
    expect(screen.queryByRole('link', { name: '申请 WMS 系统' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '进入管理控制台' }));
    await waitFor(() => expect(useCases.calls.openConsole).toHaveLength(1));
  });
});
