import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it, vi } from 'vitest';
import type { ApplyPermission, ApplyPermissionError } from '../../../../src/application/use-cases/check-apply-permission.use-case';
import { makeLoadApplicationResult } from '../../../../src/application/use-cases/load-application-result.use-case';
import { makeLoadApplyForm, makeLoadSystemApplyForm } from '../../../../src/application/use-cases/load-apply-form.use-case';
import { makeSubmitApplication, makeSubmitSystemApplication } from '../../../../src/application/use-cases/submit-application.use-case';
import { anApplication, anApplyUseProduct, aProductDetail, createFakeMySystemPort, createFakeProductPort } from './fake-product-ports';

const permission = (answer: E.Either<ApplyPermissionError, ApplyPermission>) => {
  let asked = 0;
  return { check: () => TE.fromEither((asked++, answer)), asked: () => asked };
};

describe('loading the apply form (internal)', () => {
  it('an administrator gets the form: the offered terms, the shortest chosen, the agreement not accepted', async () => {
    const { port, calls } = createFakeProductPort({ applyUse: anApplyUseProduct({ productId: 7, terms: [2, 3] }), detail: aProductDetail({ id: 7 }) });
    const result = await makeLoadApplyForm({ products: port, checkApplyPermission: permission(E.right({ kind: 'allowed' })).check })('lcp-wms')();
    expect(result).toEqual(
      E.right({ product: anApplyUseProduct({ productId: 7, terms: [2, 3] }), terms: [2, 3], initial: { term: 2, agreed: false }, alreadyApplied: false }),
    );
    expect(calls).toEqual([
      { call: 'productDetail', arg: 'lcp-wms' },
      { call: 'applyUseProduct', arg: '7' },
    ]);
  });

  it('a numeric id is asked for directly', async () => {
    const { port, calls } = createFakeProductPort();
    await makeLoadApplyForm({ products: port, checkApplyPermission: permission(E.right({ kind: 'allowed' })).check })('3')();
    expect(calls).toEqual([{ call: 'applyUseProduct', arg: '3' }]);
  });

  it('says when the account has already applied', async () => {
    const { port } = createFakeProductPort({ applyUse: anApplyUseProduct({ applied: true }) });
    const result = await makeLoadApplyForm({ products: port, checkApplyPermission: permission(E.right({ kind: 'allowed' })).check })('1')();
    expect(E.isRight(result) && result.right.alreadyApplied).toBe(true);
  });

  it.each([
    [E.right({ kind: 'login' } as const), { kind: 'Login' }],
    [E.right({ kind: 'notAdministrator' } as const), { kind: 'NotAdministrator' }],
    [E.left({ kind: 'RegistrationFailed', cause: { kind: 'Network' } } as const), { kind: 'Network' }],
  ])('the administrator check comes first: %j → %j, nothing else is asked', async (answer, error) => {
    const { port, calls } = createFakeProductPort();
    expect(await makeLoadApplyForm({ products: port, checkApplyPermission: permission(answer).check })('1')()).toEqual(E.left(error));
    expect(calls).toEqual([]);
  });

  it("the server's own 'not an administrator' also refuses the form", async () => {
    const { port } = createFakeProductPort({ applyUse: anApplyUseProduct({ administrator: false }) });
    expect(await makeLoadApplyForm({ products: port, checkApplyPermission: permission(E.right({ kind: 'allowed' })).check })('1')()).toEqual(
      E.left({ kind: 'NotAdministrator' }),
    );
  });
});

describe('loading the apply form (external)', () => {
  it('an administrator gets the scenarios and the terms in years', async () => {
    expect(await makeLoadSystemApplyForm({ checkApplyPermission: permission(E.right({ kind: 'allowed' })).check })()()).toEqual(
      E.right({ terms: [1, 2, 3], scenarios: ['fmcg', 'apparel'], initial: { systemName: '', scenario: undefined, term: 1, agreed: false } }),
    );
  });

  it('anybody else does not', async () => {
    expect(await makeLoadSystemApplyForm({ checkApplyPermission: permission(E.right({ kind: 'notAdministrator' })).check })()()).toEqual(
      E.left({ kind: 'NotAdministrator' }),
    );
  });
});

describe('submitting an application (internal)', () => {
  it('sends nothing while the agreement is not accepted, and names the field', async () => {
    const { port, calls } = createFakeProductPort();
    const result = await makeSubmitApplication({ products: port })({ productId: 1, values: { term: 1, agreed: false }, terms: [1, 2] })();
    expect(result).toEqual(E.left({ kind: 'Invalid', errors: { agreement: 'required' } }));
    expect(calls).toEqual([]);
  });

  it('submits the product and the term; the application is under review', async () => {
    const { port, calls } = createFakeProductPort();
    const result = await makeSubmitApplication({ products: port })({ productId: 1, values: { term: 2, agreed: true }, terms: [1, 2] })();
    expect(E.isRight(result) && result.right).toMatchObject({ productId: 1, termYears: 2, status: 'underReview' });
    expect(calls).toEqual([{ call: 'submitApplication', arg: { productId: 1, term: 2 } }]);
  });

  it('a failed submit is the server error (the form keeps its values: they are the caller’s)', async () => {
    const error = { kind: 'Business', code: 403, message: 'Your account is not an administrator account' } as const;
    const { port } = createFakeProductPort({ fail: { submitApplication: error } });
    const values = { term: 2, agreed: true };
    expect(await makeSubmitApplication({ products: port })({ productId: 1, values, terms: [1, 2] })()).toEqual(E.left(error));
    expect(values).toEqual({ term: 2, agreed: true });
  });

  it('a second submit while the first is under way sends nothing and gets the same result', async () => {
    const { port, calls, waiting, release } = createFakeProductPort({ holdSubmit: true });
    const submit = makeSubmitApplication({ products: port });
    const input = { productId: 1, values: { term: 1, agreed: true }, terms: [1] };
    const first = submit(input)();
    const second = submit(input)();
    await vi.waitFor(() => expect(waiting()).toBe(1));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(E.isRight(a)).toBe(true);
    expect(b).toBe(a);
    expect(calls.filter(({ call }) => call === 'submitApplication')).toHaveLength(1);
    // Once it has ended, the next submit is sent.
    const third = submit(input)();
    await vi.waitFor(() => expect(waiting()).toBe(1));
    release();
    await third;
    expect(calls.filter(({ call }) => call === 'submitApplication')).toHaveLength(2);
  });
});

describe('submitting an application (external, a WMS system)', () => {
  const values = { systemName: '华东仓', scenario: 'fmcg', term: 2, agreed: true } as const;

  it('sends the name, scenario and term in years, and gives the new system id', async () => {
    const { port, applied } = createFakeMySystemPort({ newId: 'WMS900001' });
    expect(await makeSubmitSystemApplication({ mySystems: port })(values)()).toEqual(E.right({ systemId: 'WMS900001' }));
    expect(applied).toEqual([{ systemName: '华东仓', scenario: 'fmcg', subscription: { amount: 2, unit: 'year' } }]);
  });

  it('a server without an id still succeeds', async () => {
    const { port } = createFakeMySystemPort();
    expect(await makeSubmitSystemApplication({ mySystems: port })(values)()).toEqual(E.right({}));
  });

  it('sends nothing while a field is wrong', async () => {
    const { port, applied } = createFakeMySystemPort();
    expect(await makeSubmitSystemApplication({ mySystems: port })({ ...values, systemName: '', agreed: false })()).toEqual(
      E.left({ kind: 'Invalid', errors: { systemName: 'required', agreement: 'required' } }),
    );
    expect(applied).toEqual([]);
  });

  it('a failed submit is the server error', async () => {
    const { port } = createFakeMySystemPort({ fail: { kind: 'Business', code: 400, message: 'bad' } });
    expect(await makeSubmitSystemApplication({ mySystems: port })(values)()).toEqual(E.left({ kind: 'Business', code: 400, message: 'bad' }));
  });
});

describe('the apply result page (internal)', () => {
  it("shows the account's newest application of the product", async () => {
    const newest = anApplication({ id: 2, applyTime: '2026-05-01 00:00:00' });
    const { port } = createFakeProductPort({ applications: [anApplication({ id: 1 }), newest] });
    expect(await makeLoadApplicationResult({ products: port })('lcp-wms')()).toEqual(E.right(newest));
    expect(await makeLoadApplicationResult({ products: port })('lcp-oms')()).toEqual(E.right(undefined));
  });
});
