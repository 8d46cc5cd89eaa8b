import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERMS_IN_YEARS,
  latestApplicationOf,
  mySystemOfApplication,
  offeredTerms,
  validateApplyForm,
  validateSystemApplyForm,
  type ProductApplication,
} from '../../../../src/domain/product/product-apply';

const application = (overrides: Partial<ProductApplication> = {}): ProductApplication => ({
  id: 9001,
  productId: 1,
  productCode: 'lcp-wms',
  productName: '云仓 WMS',
  productNameEn: 'Cloud WMS',
  termYears: 2,
  status: 'underReview',
  applyTime: '2026-03-01 09:30:00',
  ...overrides,
});

describe('apply form: terms in years', () => {
  it('offers the server terms as whole positive years, once each, ascending', () => {
    expect(offeredTerms([3, 1, 3, 0, -1, 1.5])).toEqual([1, 3]);
  });

  it('offers 1, 2 or 3 years when the server names none', () => {
    expect(offeredTerms([])).toEqual(DEFAULT_TERMS_IN_YEARS);
    expect(DEFAULT_TERMS_IN_YEARS).toEqual([1, 2, 3]);
  });
});

describe('apply form (internal)', () => {
  it('needs a term and the accepted software licence agreement, and says every missing one at once', () => {
    expect(validateApplyForm(1, { term: undefined, agreed: false }, [1, 2])).toEqual(E.left({ term: 'required', agreement: 'required' }));
    expect(validateApplyForm(1, { term: 2, agreed: false }, [1, 2])).toEqual(E.left({ agreement: 'required' }));
  });

  it('refuses a term the form did not offer', () => {
    expect(validateApplyForm(1, { term: 5, agreed: true }, [1, 2])).toEqual(E.left({ term: 'notOffered' }));
  });

  it('gives the request to send', () => {
    expect(validateApplyForm(7, { term: 2, agreed: true }, [1, 2])).toEqual(E.right({ productId: 7, term: 2 }));
  });
});

describe('apply form (external, a WMS system)', () => {
  const valid = { systemName: ' 华东仓 ', scenario: 'apparel', term: 1, agreed: true } as const;

  it('needs a name, a scenario, a term and the agreement', () => {
    expect(validateSystemApplyForm({ systemName: '  ', scenario: undefined, term: undefined, agreed: false })).toEqual(
      E.left({ systemName: 'required', scenario: 'required', term: 'required', agreement: 'required' }),
    );
    expect(validateSystemApplyForm({ ...valid, term: 4 })).toEqual(E.left({ term: 'notOffered' }));
  });

  it('gives the application with the name trimmed and the term in years', () => {
    expect(validateSystemApplyForm(valid)).toEqual(E.right({ systemName: '华东仓', scenario: 'apparel', subscription: { amount: 1, unit: 'year' } }));
  });
});

describe('applications', () => {
  it('become My System rows: the application id, the product name in both languages, the term in years, no scenario', () => {
    expect(mySystemOfApplication(application({ status: 'running', url: 'https://x.example.com', statusUpdateTime: '2026-03-02 10:00:00' }))).toEqual({
      systemId: '9001',
      name: '云仓 WMS',
      nameEn: 'Cloud WMS',
      scenario: undefined,
      subscription: { amount: 2, unit: 'year' },
      status: 'running',
      applyTime: '2026-03-01 09:30:00',
      statusUpdateTime: '2026-03-02 10:00:00',
      url: 'https://x.example.com',
    });
  });

  it("the result page shows the product's newest application, by code or id", () => {
    const old = application({ id: 1 });
    const newer = application({ id: 2, applyTime: '2026-04-01 08:00:00' });
    const other = application({ id: 3, productId: 2, productCode: 'lcp-oms', applyTime: '2026-05-01 08:00:00' });
    expect(latestApplicationOf([old, newer, other], 'lcp-wms')).toBe(newer);
    expect(latestApplicationOf([old, other], '2')).toBe(other);
    expect(latestApplicationOf([old], 'lcp-tms')).toBeUndefined();
  });
});
